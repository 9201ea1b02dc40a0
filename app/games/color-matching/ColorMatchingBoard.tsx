import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { COLORS, type ColorName, colorLevel, colorRounds } from "./logic";

function Swatch({ color, size }: { color: ColorName; size: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r="44" fill={COLORS[color]} stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

export default function ColorMatchingBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => colorRounds(props.level, Math.random));
  const { byNameOnly } = colorLevel(props.level);
  const name = (color: ColorName) => t(`games.colorMatching.colors.${color}`);
  return (
    <ChoiceBoard
      {...props}
      rounds={rounds}
      renderPrompt={(round) =>
        byNameOnly ? (
          <p className="choice-question">{name(round.target)}</p>
        ) : (
          <>
            <p className="visually-hidden">{t("games.colorMatching.findThis")}</p>
            <Swatch color={round.target} size={96} />
          </>
        )
      }
      spokenPrompt={(round) => (byNameOnly ? t("games.colorMatching.whereIs", { color: name(round.target) }) : t("games.colorMatching.findThis"))}
      renderOption={(color) => <Swatch color={color} size={64} />}
      optionLabel={name}
      optionsLabel={t("games.colorMatching.optionsLabel")}
    />
  );
}

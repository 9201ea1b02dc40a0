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

/**
 * The colour named on the name-only levels, drawn as a paint splash rather than a round swatch:
 * a child with the sound off still sees which colour to find, and the voice names it.
 */
function Splash({ color }: { color: ColorName }) {
  return (
    <svg className="color-matching-splash" viewBox="0 0 100 100" width={96} height={96} aria-hidden="true" focusable="false">
      <path
        d="M50 8c6 0 8 12 14 13s14-8 18-3-4 14 0 20 16 6 15 13-14 5-16 12 8 16 2 20-14-6-20-2-6 16-13 16-8-12-14-14-15 6-19 1 5-14 1-19-15-6-14-13 14-6 16-12-6-16 0-20 14 5 19 1S44 8 50 8z"
        fill={COLORS[color]}
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
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
          <>
            <p className="choice-question visually-hidden">{name(round.target)}</p>
            <Splash color={round.target} />
          </>
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

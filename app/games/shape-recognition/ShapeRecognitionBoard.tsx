import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { ShapeIcon } from "../shell/ShapeIcon";
import { type ShapeName, shapeLevel, shapeRounds } from "./logic";

const ONE_COLOR = "#2563eb";
const NAMED_SHAPE_COLOR = "#9ca3af";
const MIXED_COLORS = ["#d62828", "#16a34a", "#f97316", "#7e22ce", "#0891b2"];

export default function ShapeRecognitionBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => shapeRounds(props.level, Math.random));
  const { byNameOnly, mixedColors } = shapeLevel(props.level);
  const name = (shape: ShapeName) => t(`games.shapeRecognition.shapes.${shape}`);
  const colorAt = (position: number) => (mixedColors ? (MIXED_COLORS[position % MIXED_COLORS.length] as string) : ONE_COLOR);
  return (
    <ChoiceBoard
      {...props}
      rounds={rounds}
      renderPrompt={(round) =>
        byNameOnly ? (
          <>
            <p className="choice-question visually-hidden">{name(round.target)}</p>
            {/* The shape named is also drawn, in grey, so a child with the sound off sees what to find. */}
            <ShapeIcon shape={round.target} color={NAMED_SHAPE_COLOR} size={96} />
          </>
        ) : (
          <>
            <p className="visually-hidden">{t("games.shapeRecognition.findThis")}</p>
            <ShapeIcon shape={round.target} color={mixedColors ? "#facc15" : ONE_COLOR} size={96} />
          </>
        )
      }
      spokenPrompt={(round) =>
        byNameOnly ? t("games.shapeRecognition.whereIs", { shape: name(round.target) }) : t("games.shapeRecognition.findThis")
      }
      renderOption={(shape, position) => <ShapeIcon shape={shape} color={colorAt(position)} size={64} />}
      optionLabel={name}
      optionsLabel={t("games.shapeRecognition.optionsLabel")}
    />
  );
}

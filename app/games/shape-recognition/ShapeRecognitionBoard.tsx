import { useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { SceneName } from "../art/Scene";
import { ThingsToPick } from "../art/ThingsToPick";
import type { BoardProps } from "../board";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { ShapeIcon } from "../shell/ShapeIcon";
import { type ShapeName, shapeLevel, shapeRounds } from "./logic";
import "./shape-recognition.css";

/** Where the eyes sit on each shape (its widest part), so every face is inside its outline. */
const EYES_AT: Partial<Record<ShapeName, number>> = { triangle: 60, star: 44, heart: 36, diamond: 48, pentagon: 50 };

/** Each level is its own place, with its own paint for the shapes (one colour first, then mixed, then named in grey). */
const LEVEL_WORLDS: ReadonlyArray<{ scene: SceneName; colour: string }> = [
  { scene: "meadow", colour: "#1e88e5" },
  { scene: "room", colour: "#43a047" },
  { scene: "park", colour: "#fdd835" },
  { scene: "snow", colour: "#9e9e9e" },
  { scene: "night", colour: "#9e9e9e" },
];
const MIXED_COLORS = ["#e53935", "#43a047", "#fb8c00", "#8e24aa", "#1e88e5"];

/**
 * A shape as a little friend: the shell's outline of it, filled and edged in one colour (so its
 * corners are round and it has no dark outline), a soft highlight and two eyes.
 */
function ShapeFriend({ shape, colour, className }: { shape: ShapeName; colour: string; className: string }) {
  const eyes = EYES_AT[shape] ?? 46;
  return (
    <svg className={className} viewBox="0 0 100 100" data-picture={`shape-${shape}`} style={{ color: colour }} aria-hidden="true" focusable="false">
      <g className="shape-recognition-body">
        <ShapeIcon shape={shape} color={colour} size={100} />
      </g>
      <ellipse cx="36" cy={eyes - 14} rx="6" ry="3.5" transform={`rotate(-30 36 ${eyes - 14})`} fill="#fff" opacity="0.55" />
      <ellipse cx="41" cy={eyes} rx="4.5" ry="6.5" fill="#263238" />
      <ellipse cx="59" cy={eyes} rx="4.5" ry="6.5" fill="#263238" />
      <circle cx="42.5" cy={eyes - 2.5} r="1.7" fill="#fff" />
      <circle cx="60.5" cy={eyes - 2.5} r="1.7" fill="#fff" />
    </svg>
  );
}

export default function ShapeRecognitionBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => shapeRounds(props.level, Math.random));
  const { byNameOnly, mixedColors, options } = shapeLevel(props.level);
  const world = LEVEL_WORLDS[props.level - 1] ?? (LEVEL_WORLDS[0] as (typeof LEVEL_WORLDS)[number]);
  const name = (shape: ShapeName) => t(`games.shapeRecognition.shapes.${shape}`);
  const colorAt = (position: number) => (mixedColors ? (MIXED_COLORS[(position + props.level) % MIXED_COLORS.length] as string) : world.colour);
  return (
    <ThingsToPick scene={world.scene} options={options} className="shape-recognition-scene">
      <ChoiceBoard
        {...props}
        rounds={rounds}
        renderPrompt={(round) =>
          byNameOnly ? (
            <>
              <p className="choice-question visually-hidden">{name(round.target)}</p>
              {/* The shape named is also drawn, in grey, so a child with the sound off sees what to find. */}
              <ShapeFriend shape={round.target} colour={world.colour} className="things-to-pick-model" />
            </>
          ) : (
            <>
              <p className="visually-hidden">{t("games.shapeRecognition.findThis")}</p>
              <ShapeFriend shape={round.target} colour={world.colour} className="things-to-pick-model" />
            </>
          )
        }
        spokenPrompt={(round) => (byNameOnly ? t("games.shapeRecognition.whereIs", { shape: name(round.target) }) : t("games.shapeRecognition.findThis"))}
        renderOption={(shape, position) => <ShapeFriend shape={shape} colour={colorAt(position)} className="things-to-pick-thing" />}
        optionLabel={name}
        optionsLabel={t("games.shapeRecognition.optionsLabel")}
      />
    </ThingsToPick>
  );
}

import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { type ShapeName, shapeLevel, shapeRounds } from "./logic";
import "./shape-recognition.css";

/** Outlines in a 100 × 100 box (the same as the shell's ShapeIcon, so every shape game draws one circle). */
const PATHS: Record<ShapeName, string> = {
  circle: "M50 10a40 40 0 1 0 0.01 0Z",
  square: "M15 15h70v70H15Z",
  triangle: "M50 10L90 85H10Z",
  star: "M50 8l11.8 26.2 28.6 3.1-21.4 19.3 6 28.1L50 70.4 25 84.7l6-28.1L9.6 37.3l28.6-3.1Z",
  heart: "M50 86C20 64 8 48 8 32 8 19 18 10 30 10c9 0 16 5 20 12 4-7 11-12 20-12 12 0 22 9 22 22 0 16-12 32-42 54Z",
  rectangle: "M8 28h84v44H8Z",
  oval: "M50 22c24 0 42 12.5 42 28S74 78 50 78 8 65.5 8 50s18-28 42-28Z",
  diamond: "M50 6l38 44-38 44-38-44Z",
  pentagon: "M50 8l40 29-15 47H25L10 37Z",
  hexagon: "M28 12h44l22 38-22 38H28L6 50Z",
};

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

/** A shape as a little friend: the outline filled (one path), a soft highlight and two eyes. */
function ShapeFriend({ shape, colour, className }: { shape: ShapeName; colour: string; className: string }) {
  const eyes = EYES_AT[shape] ?? 46;
  return (
    <svg className={className} viewBox="0 0 100 100" data-picture={`shape-${shape}`} aria-hidden="true" focusable="false">
      {/* The same colour as a thick round-joined edge: every corner is rounded, as in the style guide. */}
      <path className="shape-recognition-body" d={PATHS[shape]} fill={colour} stroke={colour} strokeWidth="7" strokeLinejoin="round" />
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
    <Scene name={world.scene} className="shape-recognition-scene">
      <div className={`shape-recognition-play shape-recognition-options-${options}`}>
        <ChoiceBoard
          {...props}
          rounds={rounds}
          renderPrompt={(round) =>
            byNameOnly ? (
              <>
                <p className="choice-question visually-hidden">{name(round.target)}</p>
                {/* The shape named is also drawn, in grey, so a child with the sound off sees what to find. */}
                <ShapeFriend shape={round.target} colour={world.colour} className="shape-recognition-model" />
              </>
            ) : (
              <>
                <p className="visually-hidden">{t("games.shapeRecognition.findThis")}</p>
                <ShapeFriend shape={round.target} colour={world.colour} className="shape-recognition-model" />
              </>
            )
          }
          spokenPrompt={(round) =>
            byNameOnly ? t("games.shapeRecognition.whereIs", { shape: name(round.target) }) : t("games.shapeRecognition.findThis")
          }
          renderOption={(shape, position) => <ShapeFriend shape={shape} colour={colorAt(position)} className="shape-recognition-thing" />}
          optionLabel={name}
          optionsLabel={t("games.shapeRecognition.optionsLabel")}
        />
      </div>
    </Scene>
  );
}

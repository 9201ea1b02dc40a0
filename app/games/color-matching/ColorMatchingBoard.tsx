import { useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { type ColourThing, ColourThingPicture } from "../art/colour-things";
import type { SceneName } from "../art/Scene";
import { ThingsToPick } from "../art/ThingsToPick";
import type { BoardProps } from "../board";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { COLORS, type ColorName, colorLevel, colorRounds } from "./logic";
import "./color-matching.css";

/** Each level is its own little place with its own coloured things: no two levels look alike. */
const LEVEL_WORLDS: ReadonlyArray<{ scene: SceneName; thing: ColourThing }> = [
  { scene: "meadow", thing: "balloon" },
  { scene: "park", thing: "ball" },
  { scene: "kitchen", thing: "lollipop" },
  { scene: "table", thing: "paint-pot" },
  { scene: "room", thing: "wool" },
];

/**
 * The colour named on the name-only levels, drawn as a paint splash: a child with the sound off
 * still sees which colour to find, and the voice names it.
 */
function Splash({ color }: { color: ColorName }) {
  return (
    <svg className="things-to-pick-model" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <path
        d="M50 8c6 0 8 12 14 13s14-8 18-3-4 14 0 20 16 6 15 13-14 5-16 12 8 16 2 20-14-6-20-2-6 16-13 16-8-12-14-14-15 6-19 1 5-14 1-19-15-6-14-13 14-6 16-12-6-16 0-20 14 5 19 1S44 8 50 8z"
        fill={COLORS[color]}
      />
      <ellipse cx="38" cy="36" rx="8" ry="5" transform="rotate(-30 38 36)" fill="#fff" opacity="0.6" />
    </svg>
  );
}

export default function ColorMatchingBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => colorRounds(props.level, Math.random));
  const { byNameOnly, options } = colorLevel(props.level);
  const world = LEVEL_WORLDS[props.level - 1] ?? (LEVEL_WORLDS[0] as (typeof LEVEL_WORLDS)[number]);
  const name = (color: ColorName) => t(`games.colorMatching.colors.${color}`);
  return (
    <ThingsToPick scene={world.scene} options={options} className={`color-matching-scene color-matching-${world.thing}`}>
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
              <ColourThingPicture thing={world.thing} colour={COLORS[round.target]} className="things-to-pick-model" />
            </>
          )
        }
        spokenPrompt={(round) => (byNameOnly ? t("games.colorMatching.whereIs", { color: name(round.target) }) : t("games.colorMatching.findThis"))}
        renderOption={(color) => <ColourThingPicture thing={world.thing} colour={COLORS[color]} className="things-to-pick-thing" />}
        optionLabel={name}
        optionsLabel={t("games.colorMatching.optionsLabel")}
      />
    </ThingsToPick>
  );
}

import { useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Picture } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import "../art/scene-choices.css";
import type { BoardProps } from "../board";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { type Animal, animalSoundsRounds } from "./logic";
import { ANIMAL_PICTURES } from "./pictures";
import "./animal-sounds.css";

/** Where each level's animals stand: the farm, the meadow, the forest, the garden, the park by the pond. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["farm", "meadow", "forest", "garden", "park"];

/** A pond at the last level, and a stump in the forest: things of the place, never tappable. */
function SceneDetails({ level }: { level: number }) {
  if (level === 5) return <ellipse cx="110" cy="470" rx="90" ry="24" fill="#9fd6ec" />;
  if (level === 3) return <rect x="160" y="440" width="40" height="26" rx="8" fill="#a1785c" />;
  return null;
}

export default function AnimalSoundsBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => animalSoundsRounds(props.level, Math.random));
  return (
    <Scene name={LEVEL_SCENES[props.level - 1] ?? "farm"} details={<SceneDetails level={props.level} />} className="scene-choices animal-sounds-scene">
      <ChoiceBoard<Animal>
        {...props}
        rounds={rounds}
        renderPrompt={(round) => (
          // The voice asks who makes the sound (the shell's speaker asks again); written only for screen readers.
          <p className="visually-hidden animal-sounds-who">{t(`games.animalSounds.who.${round.target}`)}</p>
        )}
        spokenPrompt={(round) => t(`games.animalSounds.who.${round.target}`)}
        sayOnRight={(animal) => t(`games.animalSounds.says.${animal}`)}
        renderOption={(animal) => <Picture picture={ANIMAL_PICTURES[animal]} className="scene-choices-picture" />}
        optionLabel={(animal) => t(`games.animalSounds.animals.${animal}`)}
        optionsLabel={t("games.animalSounds.optionsLabel")}
      />
    </Scene>
  );
}

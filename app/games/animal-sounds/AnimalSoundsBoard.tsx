import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { ANIMAL_EMOJI, type Animal, animalSoundsRounds } from "./logic";
import "./animal-sounds.css";

export default function AnimalSoundsBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => animalSoundsRounds(props.level, Math.random));
  const sound = (animal: Animal) => t(`games.animalSounds.sounds.${animal}`);
  return (
    <ChoiceBoard<Animal>
      {...props}
      rounds={rounds}
      renderPrompt={(round) => (
        <>
          <p className="visually-hidden">{t("games.animalSounds.whoSays")}</p>
          {/* The sound is the task: spoken, and again with the shell's speaker button; written only for screen readers. */}
          <p className="animal-sounds-text visually-hidden">{sound(round.target)}</p>
        </>
      )}
      spokenPrompt={(round) => sound(round.target)}
      renderOption={(animal) => <span className="animal-sounds-emoji" aria-hidden="true">{ANIMAL_EMOJI[animal]}</span>}
      optionLabel={(animal) => t(`games.animalSounds.animals.${animal}`)}
      optionsLabel={t("games.animalSounds.optionsLabel")}
    />
  );
}

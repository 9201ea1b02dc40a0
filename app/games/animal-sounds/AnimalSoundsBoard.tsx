import { useMemo, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { ANIMAL_EMOJI, type Animal, animalSoundsRounds } from "./logic";
import "./animal-sounds.css";

export default function AnimalSoundsBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => animalSoundsRounds(props.level, Math.random));
  // 'Sound couldn't be played': no speech synthesis, or it failed; the written sound stays.
  const [soundFailed, setSoundFailed] = useState(false);
  const { sounds: shellSounds } = props;
  const sounds = useMemo(() => ({ ...shellSounds, say: (text: string | ReadonlyArray<string>) => shellSounds.say(text, () => setSoundFailed(true)) }), [shellSounds]);
  const sound = (animal: Animal) => t(`games.animalSounds.sounds.${animal}`);
  return (
    <ChoiceBoard<Animal>
      {...props}
      sounds={sounds}
      rounds={rounds}
      renderPrompt={(round) => (
        <>
          <p className="choice-question">{t("games.animalSounds.whoSays")}</p>
          <button
            type="button"
            className="animal-sounds-play"
            aria-label={t("games.animalSounds.playAgain")}
            aria-disabled={props.paused}
            onClick={() => {
              if (!props.paused) sounds.say(sound(round.target));
            }}
          >
            <span aria-hidden="true">🔊</span>
          </button>
          <p className="animal-sounds-text">{sound(round.target)}</p>
          {soundFailed ? <p className="animal-sounds-failed">{t("games.animalSounds.soundFailed")}</p> : null}
        </>
      )}
      spokenPrompt={(round) => sound(round.target)}
      renderOption={(animal) => <span className="animal-sounds-emoji" aria-hidden="true">{ANIMAL_EMOJI[animal]}</span>}
      optionLabel={(animal) => t(`games.animalSounds.animals.${animal}`)}
      optionsLabel={t("games.animalSounds.optionsLabel")}
    />
  );
}

import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { type ChoicePlay, answerChoice, choicePlayOver, startChoicePlay } from "../choice-rounds";
import { ANIMAL_PICTURES, type Animal, type FamilyRound, familyRounds } from "./logic";
import "./animal-families.css";

/** How long a right answer (and the pair's sentence) stays before the next round. */
const NEXT_ROUND_DELAY_MS = 1600;

export default function AnimalFamiliesBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => familyRounds(level, Math.random));
  const [play, setPlay] = useState<ChoicePlay>(startChoicePlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<Animal>>([]);
  const [solved, setSolved] = useState(false);
  // The choice tapped last, to pop (right) or wobble (wrong) until its animation ends.
  const [touched, setTouched] = useState<Animal | null>(null);
  const rightOption = useRef<HTMLButtonElement | null>(null);
  const finished = useRef(false);
  const nextTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextTimer.current), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as FamilyRound;
  const naming = round.mode === "nameBaby";
  const animalName = (animal: Animal) => t(`games.animalFamilies.animals.${animal}`);
  const babyName = (animal: Animal) => t(`games.animalFamilies.babies.${animal}`);
  const question = naming ? t(`games.animalFamilies.nameBaby.${round.target}`) : t(`games.animalFamilies.findMum.${round.target}`);

  // The instruction: the question, and when the choices are names, the names read out in turn.
  const instruction = useMemo(
    () => (naming ? [question, ...round.options.map((animal) => t(`games.animalFamilies.babies.${animal}`))] : question),
    [naming, question, round, t],
  );

  // Each round starts with its instruction spoken and the progress drawn; the first one's right choice is shown by the hand.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    instruct(instruction);
    onRounds(roundIndex, rounds.length);
    if (roundIndex === 0) showMe(rightOption.current);
  }, [roundIndex, instruction, rounds.length, instruct, onRounds, showMe]);

  function choose(animal: Animal) {
    const current = latest.current;
    if (paused || solved || current.round !== roundIndex || choicePlayOver(current, rounds.length) || wrong.includes(animal)) return;
    const correct = animal === round.target;
    const next = answerChoice(current, correct);
    latest.current = next;
    setTouched(animal);
    if (!correct) {
      sounds.wrong();
      instruct(instruction);
      setWrong((previous) => [...previous, animal]);
      setPlay(next);
      return;
    }
    sounds.right();
    sounds.say(t(`games.animalFamilies.pairs.${round.target}`));
    setSolved(true);
    onScore(next.score);
    onRounds(next.round, rounds.length);
    nextTimer.current = window.setTimeout(() => {
      setSolved(false);
      setWrong([]);
      setPlay(next);
      if (choicePlayOver(next, rounds.length) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
      }
    }, NEXT_ROUND_DELAY_MS);
  }

  const lastWrong = wrong.at(-1);
  const feedback = solved
    ? `${t("games.correct")} ${t(`games.animalFamilies.pairs.${round.target}`)}`
    : lastWrong === undefined
      ? ""
      : naming
        ? t("games.animalFamilies.notThisName")
        : t("games.animalFamilies.notThisMum", { animal: animalName(lastWrong) });

  return (
    <div className={`animal-families-board animal-families-${round.mode}`}>
      <div className="animal-families-prompt">
        {naming ? (
          <p className="animal-families-mum">
            <span className="animal-families-mum-picture" aria-hidden="true">
              {ANIMAL_PICTURES[round.target].mum}
            </span>
            <span className="visually-hidden">{t("games.animalFamilies.mumLabel", { mum: animalName(round.target) })}</span>
          </p>
        ) : round.picture ? (
          <p className={`animal-families-baby${solved ? " is-home" : ""}`}>
            <span className="animal-families-baby-picture" aria-hidden="true">
              {ANIMAL_PICTURES[round.target].baby}
            </span>
            <span className="visually-hidden">{t("games.animalFamilies.babyLabel", { baby: babyName(round.target) })}</span>
          </p>
        ) : (
          // The baby named: its picture beside its name, so a child who cannot read (or hear) still finds its mum.
          <p className="animal-families-named">
            <span className={`animal-families-baby${solved ? " is-home" : ""}`} aria-hidden="true">
              <span className="animal-families-baby-picture">{ANIMAL_PICTURES[round.target].baby}</span>
            </span>
            <span className="animal-families-word" data-spoken-word="">
              {babyName(round.target)}
            </span>
          </p>
        )}
        <p className="visually-hidden">{question}</p>
      </div>
      <ul className="choice-options animal-families-options" aria-label={naming ? t("games.animalFamilies.namesLabel") : t("games.animalFamilies.mumsLabel")}>
        {round.options.map((animal) => {
          const isWrong = wrong.includes(animal);
          const isRight = solved && animal === round.target;
          return (
            <li key={`${roundIndex}-${animal}`}>
              <button
                ref={animal === round.target ? rightOption : undefined}
                type="button"
                className={`choice-option animal-families-option${isWrong ? " is-wrong" : ""}${isRight ? " is-right" : ""}${touched === animal ? (isRight ? " game-pop" : isWrong ? " game-wobble" : "") : ""}`}
                aria-label={naming ? undefined : animalName(animal)}
                aria-disabled={isWrong || solved || paused}
                onClick={() => choose(animal)}
                onAnimationEnd={() => setTouched((now) => (now === animal ? null : now))}
              >
                {naming ? (
                  // A baby's name carries its picture: the names are read out, and a child who cannot read matches the pictures.
                  <>
                    <span className="animal-families-name-picture" aria-hidden="true">
                      {ANIMAL_PICTURES[animal].baby}
                    </span>
                    <span className="animal-families-name" data-spoken-word="">
                      {babyName(animal)}
                    </span>
                  </>
                ) : (
                  <span className="animal-families-emoji" aria-hidden="true">
                    {ANIMAL_PICTURES[animal].mum}
                  </span>
                )}
                {isRight ? (
                  <span className="animal-families-mark" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <output className="visually-hidden animal-families-feedback">{feedback}</output>
    </div>
  );
}

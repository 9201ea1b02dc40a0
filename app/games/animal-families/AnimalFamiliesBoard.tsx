import { type CSSProperties, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Picture } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { type ChoicePlay, answerChoice, choicePlayOver, startChoicePlay } from "../choice-rounds";
import { type Animal, type FamilyRound, familyRounds } from "./logic";
import { FAMILY_PICTURES } from "./pictures";
import "./animal-families.css";

/** Where each level's families live: the farm, the meadow, the forest, the park, then the farm's hay and the meadow's pond. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["farm", "meadow", "forest", "park", "farm", "meadow"];

/** Things of a level's place drawn into its backdrop (never tappable). */
function SceneDetails({ level }: { level: number }) {
  if (level === 5) {
    // Hay stacks by the barn.
    return (
      <g>
        <path d="M20 470 Q50 400 80 470 Z" fill="#f2cf7a" />
        <path d="M60 470 Q90 410 120 470 Z" fill="#e8bb5a" />
      </g>
    );
  }
  if (level === 6) {
    // A pond on the meadow.
    return <ellipse cx="270" cy="470" rx="80" ry="22" fill="#9fd6ec" />;
  }
  if (level === 4) {
    return (
      <g>
        <rect x="110" y="430" width="110" height="10" rx="5" fill="#c08a5a" />
        <rect x="120" y="440" width="8" height="24" rx="4" fill="#a1785c" />
        <rect x="202" y="440" width="8" height="24" rx="4" fill="#a1785c" />
      </g>
    );
  }
  return null;
}

/** How far the moving picture travels to where it belongs (the baby to its mum), as CSS variables. */
function travel(from: Element | null | undefined, to: Element | null | undefined): CSSProperties | undefined {
  if (!from || !to) return undefined;
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  return {
    "--animal-families-dx": `${Math.round(b.left + b.width * 0.7 - (a.left + a.width / 2))}px`,
    "--animal-families-dy": `${Math.round(b.top + b.height * 0.6 - (a.top + a.height / 2))}px`,
  } as CSSProperties;
}

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
  const promptPicture = useRef<HTMLSpanElement | null>(null);
  // Where the baby travels on a right answer (to its mum, or the named young one up to the mum shown).
  const [going, setGoing] = useState<CSSProperties | undefined>(undefined);
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
    const option = rightOption.current;
    setGoing(naming ? travel(option?.querySelector(".animal-families-name-picture"), promptPicture.current) : travel(promptPicture.current, option));
    setSolved(true);
    onScore(next.score);
    onRounds(next.round, rounds.length);
    nextTimer.current = window.setTimeout(() => {
      setSolved(false);
      setGoing(undefined);
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

  const moving = solved ? going : undefined;

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "farm"} details={<SceneDetails level={level} />} className="animal-families-scene">
      <div className={`animal-families-board animal-families-${round.mode}`}>
        <div className="animal-families-prompt">
          {naming ? (
            <p className={`animal-families-mum${solved ? " game-pop" : ""}`}>
              <span ref={promptPicture} className="animal-families-mum-picture">
                <Picture picture={FAMILY_PICTURES[round.target].mum} />
              </span>
              <span className="visually-hidden">{t("games.animalFamilies.mumLabel", { mum: animalName(round.target) })}</span>
            </p>
          ) : (
            // The baby, waiting to be brought to its mum (at level 4 its name is written and said beside it).
            <p className={round.picture ? "animal-families-baby" : "animal-families-named"}>
              <span
                key={roundIndex}
                ref={promptPicture}
                className={`animal-families-baby-picture${solved ? " is-going" : ""}`}
                style={moving}
                data-animal={round.target}
              >
                <Picture picture={FAMILY_PICTURES[round.target].baby} />
              </span>
              {round.picture ? (
                <span className="visually-hidden">{t("games.animalFamilies.babyLabel", { baby: babyName(round.target) })}</span>
              ) : (
                <span className="animal-families-word" data-spoken-word="">
                  {babyName(round.target)}
                </span>
              )}
            </p>
          )}
          <p className="visually-hidden">{question}</p>
        </div>
        <ul className="animal-families-options" aria-label={naming ? t("games.animalFamilies.namesLabel") : t("games.animalFamilies.mumsLabel")}>
          {round.options.map((animal) => {
            const isWrong = wrong.includes(animal);
            const isRight = solved && animal === round.target;
            return (
              <li key={`${roundIndex}-${animal}`}>
                <button
                  ref={animal === round.target ? rightOption : undefined}
                  type="button"
                  className={`animal-families-option${isWrong ? " is-wrong" : ""}${isRight ? " is-right" : ""}${touched === animal ? (isRight && !naming ? " game-pop" : isWrong ? " game-wobble" : "") : ""}`}
                  aria-label={naming ? undefined : animalName(animal)}
                  aria-disabled={isWrong || solved || paused}
                  onClick={() => choose(animal)}
                  onAnimationEnd={() => setTouched((now) => (now === animal ? null : now))}
                >
                  {naming ? (
                    // A baby's name carries its picture: the names are read out, and a child who cannot read matches the pictures.
                    <>
                      <span className={`animal-families-name-picture${isRight ? " is-going" : ""}`} style={isRight ? moving : undefined} aria-hidden="true">
                        <Picture picture={FAMILY_PICTURES[animal].baby} />
                      </span>
                      <span className="animal-families-name" data-spoken-word="">
                        {babyName(animal)}
                      </span>
                    </>
                  ) : (
                    <span className="animal-families-picture" aria-hidden="true">
                      <Picture picture={FAMILY_PICTURES[animal].mum} />
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
    </Scene>
  );
}

import { type CSSProperties, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { Translate } from "~/infrastructure/i18n/translate";
import type { BoardProps } from "../board";
import { type ChoicePlay, answerChoice, choicePlayOver, startChoicePlay } from "../choice-rounds";
import {
  type AlphabetStrings,
  LETTER_PICTURE_IDS,
  type LetterPicture,
  type LetterRound,
  letterMatchLevel,
  letterMatchRounds,
  lowerOf,
  parseAlphabet,
} from "./logic";
import { Picture } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import { LETTER_PICTURES } from "./pictures";
import "./letter-match.css";

/**
 * Each level's place, and what its letters are on there: toy blocks on the room's rug, balloons
 * in the park, pebbles on the shore, balloons over the garden; the picture levels lay their
 * pictures on the farm's and the forest's grass.
 */
const LEVEL_SCENES: ReadonlyArray<{ scene: SceneName; carrier: "block" | "balloon" | "pebble" | "picture" }> = [
  { scene: "room", carrier: "block" },
  { scene: "park", carrier: "balloon" },
  { scene: "shore", carrier: "pebble" },
  { scene: "garden", carrier: "balloon" },
  { scene: "farm", carrier: "picture" },
  { scene: "forest", carrier: "picture" },
];
/** The colours of the things the letters are on (named colours, white letters stand out on each); the colour never tells the answer. */
const CARRIER_COLOURS = ["#e53935", "#1e88e5", "#43a047", "#8e24aa"];

/** How long "Right!" stays before the next round; a picture's word gets time to be heard. */
const NEXT_LETTER_DELAY_MS = 800;
const NEXT_PICTURE_DELAY_MS = 1800;

const byPicture = (read: (id: LetterPicture) => string) => Object.fromEntries(LETTER_PICTURE_IDS.map((id) => [id, read(id)])) as Record<LetterPicture, string>;

/** The page language's alphabet and words, from its strings (never from Intl). */
function alphabetStrings(t: Translate): AlphabetStrings {
  return {
    upper: t("games.letterMatch.upper"),
    lower: t("games.letterMatch.lower"),
    lookAlikeUpper: t("games.letterMatch.lookAlikeUpper"),
    lookAlikeLower: t("games.letterMatch.lookAlikeLower"),
    soundAlike: t("games.letterMatch.soundAlike"),
    words: byPicture((id) => t(`games.letterMatch.words.${id}`)),
    initials: byPicture((id) => t(`games.letterMatch.initials.${id}`)),
  };
}

export default function LetterMatchBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [alphabet] = useState(() => parseAlphabet(alphabetStrings(t)));
  const [rounds] = useState(() => letterMatchRounds(level, alphabet, Math.random));
  const { task } = letterMatchLevel(level);
  const place = LEVEL_SCENES[level - 1] ?? (LEVEL_SCENES[0] as (typeof LEVEL_SCENES)[number]);
  const [play, setPlay] = useState<ChoicePlay>(startChoicePlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<string>>([]);
  const [solved, setSolved] = useState(false);
  const finished = useRef(false);
  const nextTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextTimer.current), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as LetterRound;
  const prompt = task === "picture" ? t("games.letterMatch.startsWith", { letter: round.letter }) : t(`games.letterMatch.prompts.${task}`);
  const word = (id: string) => t(`games.letterMatch.words.${id as LetterPicture}`);

  // What a child who cannot read hears: the prompt with the letter shown (the picture task's
  // prompt names its letter itself), when the round appears and after a wrong tap.
  // The letter is said as its small letter: the recordings (for phones without a voice) are.
  const instruction = useMemo(
    () => (task === "picture" ? prompt : [prompt, lowerOf(alphabet, round.letter) ?? round.letter]),
    [task, prompt, alphabet, round.letter],
  );
  const options = useRef<HTMLUListElement>(null);
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    instruct(instruction);
    onRounds(roundIndex, rounds.length);
    if (roundIndex === 0) showMe(options.current?.querySelectorAll("button")[round.options.indexOf(round.target)] ?? null);
  }, [roundIndex, instruction, instruct, onRounds, rounds.length, showMe, round]);

  function choose(value: string) {
    const current = latest.current;
    // After a right answer the latest play is already on the next round: taps wait for it.
    if (paused || solved || current.round !== play.round || wrong.includes(value) || choicePlayOver(current, rounds.length)) return;
    const correct = value === round.target;
    const next = answerChoice(current, correct);
    latest.current = next;
    if (!correct) {
      sounds.wrong();
      instruct(instruction);
      setWrong((previous) => [...previous, value]);
      setPlay(next);
      return;
    }
    sounds.right();
    // The word is heard again, so its first sound goes with the letter.
    if (task === "picture") sounds.say(word(value));
    setSolved(true);
    onScore(next.score);
    nextTimer.current = window.setTimeout(
      () => {
        setSolved(false);
        setWrong([]);
        setPlay(next);
        if (choicePlayOver(next, rounds.length)) onRounds(rounds.length, rounds.length);
        if (choicePlayOver(next, rounds.length) && !finished.current) {
          finished.current = true;
          sounds.finished();
          onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
        }
      },
      task === "picture" ? NEXT_PICTURE_DELAY_MS : NEXT_LETTER_DELAY_MS,
    );
  }

  const feedback = solved
    ? task === "picture"
      ? t("games.letterMatch.wordStarts", { word: word(round.target), letter: round.letter })
      : t("games.correct")
    : wrong.length > 0
      ? t("games.tryAgain")
      : "";

  return (
    <Scene name={place.scene} className={`letter-match-scene is-${place.carrier}`}>
      <div className="letter-match-board">
        <div className="letter-match-prompt">
          <p className="choice-question visually-hidden">{prompt}</p>
          <p className={`letter-match-shown${task === "picture" ? " is-pair" : ""}`}>
            {/* Each letter its own glyph: a big and a small letter drawn side by side, not a word to read. */}
            {task === "picture" ? (
              <>
                <span>{round.letter}</span> <span>{lowerOf(alphabet, round.letter) ?? ""}</span>
              </>
            ) : (
              round.letter
            )}
          </p>
        </div>
        <ul ref={options} className="letter-match-options" data-count={round.options.length} aria-label={t("games.letterMatch.optionsLabel")}>
          {round.options.map((value, index) => {
            const isWrong = wrong.includes(value);
            const isRight = solved && value === round.target;
            const picture = task === "picture" ? LETTER_PICTURES[value as LetterPicture] : null;
            return (
              <li key={`${roundIndex}-${value}`}>
                <button
                  type="button"
                  style={picture ? undefined : ({ "--carrier": CARRIER_COLOURS[index % CARRIER_COLOURS.length] } as CSSProperties)}
                  className={`letter-match-option${isWrong ? " is-wrong game-wobble" : ""}${isRight ? " is-right game-pop" : ""}`}
                  aria-label={picture ? word(value) : t("games.letterMatch.letterOption", { letter: value })}
                  aria-disabled={isWrong || solved || paused}
                  onClick={() => choose(value)}
                >
                  {picture ? (
                    <>
                      <Picture picture={picture} className="letter-match-picture" />
                      <span className="letter-match-word" aria-hidden="true" data-spoken-word="">
                        {word(value)}
                      </span>
                    </>
                  ) : (
                    <span className="letter-match-letter" aria-hidden="true">
                      {value}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <output className="game-feedback visually-hidden">{feedback}</output>
      </div>
    </Scene>
  );
}

import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { ColourThingPicture } from "../art/colour-things";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { COLOURS, type ColourId, type ColourRound, HINT_AFTER_MISTAKES, answerColour, colourPlayOver, colourRounds, startColourPlay } from "./logic";
import { ObjectPicture } from "./ObjectPicture";
import "./colour-mix.css";

/** How long a solved round stays before the next one, in milliseconds. */
const NEXT_ROUND_DELAY_MS = 1100;
/** How long a wrong pair of paints stays shown before it is put back. */
const WRONG_PAIR_MS = 700;

/** Each level paints in its own place: a garden, a kitchen, a table, a room, a park. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["garden", "kitchen", "table", "room", "park"];

type Feedback = "none" | "wrong" | "wrongPair" | "right";

function Swatch({ colour, size }: { colour: ColourId | null; size: number }) {
  return (
    <svg className="colour-mix-swatch" viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      {colour ? (
        <circle cx="50" cy="50" r="44" fill={COLOURS[colour]} />
      ) : (
        <>
          <circle className="colour-mix-unknown" cx="50" cy="50" r="44" />
          <text x="50" y="66" textAnchor="middle" className="colour-mix-question-mark">
            ?
          </text>
        </>
      )}
    </svg>
  );
}

/** A paint of the sum, with its name under it (or "?" while unknown). */
function Paint({ colour, label }: { colour: ColourId | null; label: string }) {
  return (
    <span className="colour-mix-paint">
      <Swatch colour={colour} size={64} />
      <span className={colour ? "colour-mix-name" : "visually-hidden"} data-spoken-word="">
        {label}
      </span>
    </span>
  );
}

export default function ColourMixBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => colourRounds(level, Math.random));
  const [play, setPlay] = useState(startColourPlay);
  // The latest play and picked paints, so quick taps before a re-render all count.
  const latest = useRef(play);
  const [picked, setPicked] = useState<ColourId[]>([]);
  const pickedNow = useRef<ColourId[]>([]);
  const [crossed, setCrossed] = useState<ColourId[]>([]);
  const [feedback, setFeedback] = useState<Feedback>("none");
  const [solved, setSolved] = useState(false);
  // Paints just answered wrongly, wobbling until their animation ends.
  const [wobbling, setWobbling] = useState<ColourId[]>([]);
  const options = useRef(new Map<ColourId, HTMLButtonElement>());
  const busy = useRef(false);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  // While a solved round is shown, the play already points at the next one.
  const shownIndex = solved ? play.round - 1 : roundIndex;
  const round = rounds[shownIndex] as ColourRound;
  const name = (colour: ColourId) => t(`games.colourMix.colours.${colour}`);
  const prompt =
    round.kind === "paint"
      ? t(`games.colourMix.paintPrompts.${round.object}`)
      : round.kind === "result"
        ? t(`games.colourMix.mixResult.${round.mix.result}`)
        : t(`games.colourMix.mixPaints.${round.mix.result}`);

  // Each round starts with its question spoken and the progress drawn; the first round's right paint is shown by the hand.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === shownIndex) return;
    spokenRound.current = shownIndex;
    instruct(prompt);
    onRounds(shownIndex, rounds.length);
    if (shownIndex === 0) showMe(options.current.get(round.kind === "paints" ? round.mix.a : round.target) ?? null);
  }, [shownIndex, prompt, round, rounds.length, instruct, onRounds, showMe]);

  function later(action: () => void, delay: number) {
    timers.current.push(window.setTimeout(action, delay));
  }

  function setPicks(next: ColourId[]) {
    pickedNow.current = next;
    setPicked(next);
  }

  function answer(colours: ColourId[]) {
    const { play: next, correct } = answerColour(latest.current, rounds, colours);
    latest.current = next;
    if (!correct) {
      sounds.wrong();
      setWobbling(colours);
      instruct(prompt);
      setPlay(next);
      if (round.kind === "paints") {
        setFeedback("wrongPair");
        busy.current = true;
        later(() => {
          busy.current = false;
          setPicks([]);
        }, WRONG_PAIR_MS);
      } else {
        setFeedback("wrong");
        setCrossed((previous) => [...previous, ...colours]);
      }
      return;
    }
    sounds.right();
    onScore(next.score);
    onRounds(next.round, rounds.length);
    busy.current = true;
    setSolved(true);
    setFeedback("right");
    setPlay(next);
    later(() => {
      busy.current = false;
      setSolved(false);
      setPicks([]);
      setCrossed([]);
      setFeedback("none");
      if (colourPlayOver(next, rounds.length) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
      }
    }, NEXT_ROUND_DELAY_MS);
  }

  function choose(colour: ColourId) {
    if (paused || busy.current || finished.current || crossed.includes(colour)) return;
    if (round.kind !== "paints") {
      answer([colour]);
      return;
    }
    const current = pickedNow.current;
    if (current.includes(colour)) {
      setPicks(current.filter((paint) => paint !== colour));
      return;
    }
    const next = [...current, colour];
    setPicks(next);
    // The first paint of a pair is named aloud: the names under the paints are for readers.
    if (next.length === 1) sounds.say(name(colour));
    if (next.length === 2) answer(next);
  }

  const hinted = round.kind === "paints" && !solved && play.mistakesThisRound >= HINT_AFTER_MISTAKES ? [round.mix.a, round.mix.b] : [];
  const label = (colour: ColourId | null) => (colour ? name(colour) : t("games.colourMix.unknown"));
  // The sum shown: the paints and what they make, "?" where the child has to find it.
  const sum: [ColourId | null, ColourId | null, ColourId | null] =
    round.kind === "paint"
      ? [null, null, null]
      : [
          round.kind === "result" || solved ? round.mix.a : (picked[0] ?? null),
          round.kind === "result" || solved ? round.mix.b : (picked[1] ?? null),
          round.kind === "paints" || solved ? round.mix.result : null,
        ];

  let message = "";
  if (feedback === "wrong") message = t("games.colourMix.wrong");
  else if (feedback === "wrongPair") message = t("games.colourMix.wrongPair");
  else if (feedback === "right")
    message =
      round.kind === "paint"
        ? t("games.colourMix.rightPaint")
        : t("games.colourMix.rightMix", { a: name(round.mix.a), b: name(round.mix.b), result: name(round.mix.result) });
  if (hinted.length === 2 && feedback !== "right")
    message = `${message} ${t("games.colourMix.hint", { a: name(hinted[0] as ColourId), b: name(hinted[1] as ColourId) })}`.trim();

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "garden"} className="colour-mix-board">
      <p className="visually-hidden">{prompt}</p>
      <div className="colour-mix-scene">
        {round.kind === "paint" ? (
          <figure className={`colour-mix-object${solved ? " game-pop" : ""}`}>
            <ObjectPicture object={round.object} paint={solved ? round.target : null} className="colour-mix-object-picture" />
            <figcaption className="visually-hidden">{t(`games.colourMix.objects.${round.object}`)}</figcaption>
          </figure>
        ) : (
          <p className="colour-mix-sum">
            <span className="colour-mix-group">
              <Paint colour={sum[0]} label={label(sum[0])} />
              <span className="colour-mix-sign">+</span>
              <Paint colour={sum[1]} label={label(sum[1])} />
            </span>
            <span className="colour-mix-group">
              <span className="colour-mix-sign">=</span>
              <Paint colour={sum[2]} label={label(sum[2])} />
            </span>
          </p>
        )}
      </div>
      {round.kind === "paints" ? <p className="visually-hidden">{t("games.colourMix.pickTwo")}</p> : null}
      <ul className="colour-mix-options" aria-label={t("games.colourMix.optionsLabel")}>
        {round.options.map((colour) => {
          const isCrossed = crossed.includes(colour);
          const isPicked = picked.includes(colour);
          const isRight = solved && (round.kind === "paints" ? colour === round.mix.a || colour === round.mix.b : colour === round.target);
          return (
            <li key={`${shownIndex}-${colour}`}>
              <button
                ref={(node) => {
                  if (node) options.current.set(colour, node);
                  else options.current.delete(colour);
                }}
                type="button"
                className={`colour-mix-option${isCrossed ? " is-wrong" : ""}${isRight ? " is-right game-pop" : ""}${hinted.includes(colour) ? " is-hint" : ""}${wobbling.includes(colour) ? " game-wobble" : ""}`}
                aria-pressed={round.kind === "paints" ? isPicked : undefined}
                aria-disabled={isCrossed || solved || paused}
                onClick={() => choose(colour)}
                onAnimationEnd={() => setWobbling((now) => now.filter((paint) => paint !== colour))}
              >
                <ColourThingPicture thing="paint-pot" colour={COLOURS[colour]} className="colour-mix-pot" />
                <span className="colour-mix-name" data-spoken-word="">
                  {name(colour)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <output className="visually-hidden">{message}</output>
    </Scene>
  );
}

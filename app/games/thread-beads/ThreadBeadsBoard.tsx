import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { type ChoicePlay, startChoicePlay } from "../choice-rounds";
import { useDragToPlace } from "../shell/use-drag-to-place";
import { BEAD_COLORS, type Bead, type BeadRound, beadKey, beadLevel, beadPlayOver, beadPosition, beadRounds, filledString, pickBead } from "./logic";
import "./thread-beads.css";

/** How long the full string stays before the next one, in milliseconds. */
const NEXT_STRING_DELAY_MS = 900;

function BeadShapeElement({ bead }: { bead: Bead }) {
  const common = { className: "thread-beads-shape", fill: BEAD_COLORS[bead.color], stroke: "#1f2937", strokeWidth: 2 };
  switch (bead.shape) {
    case "square":
      return <rect x="6" y="6" width="28" height="28" rx="4" {...common} />;
    case "triangle":
      return <polygon points="20,4 36,34 4,34" {...common} />;
    case "diamond":
      return <polygon points="20,2 38,20 20,38 2,20" {...common} />;
    default:
      return <circle cx="20" cy="20" r="16" {...common} />;
  }
}

function BeadPicture({ bead, size }: { bead: Bead; size: number }) {
  return (
    <svg className="thread-beads-bead" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <BeadShapeElement bead={bead} />
    </svg>
  );
}

export default function ThreadBeadsBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => beadRounds(level, Math.random));
  const { slots } = beadLevel(level);
  const [play, setPlay] = useState<ChoicePlay>(startChoicePlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<string>>([]);
  /** The string just filled, shown whole until the next one comes. */
  const [solved, setSolved] = useState(false);
  const finished = useRef(false);
  const nextTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextTimer.current), []);

  const position = beadPosition(play, slots);
  const roundIndex = Math.min(position.round, rounds.length - 1);
  const round = rounds[roundIndex] as BeadRound;
  // While a full string is shown, the play already points at the next one.
  const slot = solved ? slots : position.round < rounds.length ? position.slot : slots;
  const shownRound = solved ? (rounds[position.round - 1] as BeadRound) : round;
  const shownIndex = solved ? position.round - 1 : roundIndex;
  const filled = shownRound.answers.slice(0, slot);
  const offered = shownRound.choices[Math.min(slot, slots - 1)] ?? [];

  const name = (bead: Bead) =>
    t("games.threadBeads.beadName", { color: t(`games.threadBeads.colors.${bead.color}`), shape: t(`games.threadBeads.shapes.${bead.shape}`) });
  const onString = [...shownRound.shown, ...filled].map(name).join(", ");
  const empty = slots - filled.length;

  // Each string's question is spoken once, when it appears; on the first string the shell's
  // hand carries the right bead to the string.
  const prompt = t("games.threadBeads.prompt");
  const string = useRef<HTMLOListElement>(null);
  const options = useRef<HTMLUListElement>(null);
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === shownIndex) return;
    spokenRound.current = shownIndex;
    instruct(prompt);
    onRounds(shownIndex, rounds.length);
    if (shownIndex !== 0) return;
    const answer = round.answers[0];
    const right = answer ? round.choices[0]?.findIndex((bead) => beadKey(bead) === beadKey(answer)) : -1;
    showMe(options.current?.querySelectorAll("button")[right ?? -1] ?? null, string.current?.querySelector(".is-next") ?? null);
  }, [shownIndex, instruct, prompt, onRounds, rounds.length, showMe, round]);

  // A bead dragged onto the string is threaded (a tap on it does the same).
  const dragging = useDragToPlace(
    (piece) => {
      const bead = offered[piece];
      if (bead) choose(bead, latest.current.round);
    },
    () => !paused && !solved,
  );

  function choose(bead: Bead, step: number) {
    const current = latest.current;
    if (paused || solved || current.round !== step || wrong.includes(beadKey(bead)) || beadPlayOver(current, rounds.length, slots)) return;
    const { play: next, correct } = pickBead(current, rounds, slots, bead);
    latest.current = next;
    setPlay(next);
    if (!correct) {
      sounds.wrong();
      instruct(prompt);
      setWrong((previous) => [...previous, beadKey(bead)]);
      return;
    }
    sounds.right();
    setWrong([]);
    onScore(next.score);
    if (!filledString(next, slots)) return;
    setSolved(true);
    nextTimer.current = window.setTimeout(() => {
      setSolved(false);
      if (beadPlayOver(next, rounds.length, slots) && !finished.current) {
        finished.current = true;
        onRounds(rounds.length, rounds.length);
        sounds.finished();
        onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
      }
    }, NEXT_STRING_DELAY_MS);
  }

  return (
    <div className="thread-beads-board">
      <p className="choice-question visually-hidden">{prompt}</p>
      <p className="visually-hidden">
        {empty > 0 ? t("games.threadBeads.stringWithGaps", { beads: onString, count: empty }) : t("games.threadBeads.stringFull", { beads: onString })}
      </p>
      <ol
        ref={(node) => {
          string.current = node;
          dragging.placeRef(0)(node);
        }}
        className={`thread-beads-string${solved ? " is-full" : ""}`}
        aria-hidden="true"
      >
        {shownRound.shown.map((bead, index) => (
          <li key={`${shownIndex}-shown-${index}`} className="thread-beads-item">
            <BeadPicture bead={bead} size={36} />
          </li>
        ))}
        {shownRound.answers.map((bead, index) => (
          <li key={`${shownIndex}-slot-${index}`} className={`thread-beads-item${index === slot ? " is-next" : ""}`}>
            {index < slot ? (
              <span className="thread-beads-placed">
                <BeadPicture bead={bead} size={36} />
              </span>
            ) : (
              <span className="thread-beads-slot" />
            )}
          </li>
        ))}
      </ol>
      <ul ref={options} className="choice-options thread-beads-options" aria-label={t("games.threadBeads.optionsLabel")}>
        {offered.map((bead, index) => {
          const key = beadKey(bead);
          const isWrong = wrong.includes(key);
          const isRight = solved && slot === slots && key === beadKey(shownRound.answers[slots - 1] as Bead);
          return (
            <li key={`${shownIndex}-${slot}-${key}`}>
              <button
                type="button"
                className={`choice-option thread-beads-choice${isWrong ? " is-wrong game-wobble" : ""}${isRight ? " is-right" : ""}${dragging.drag?.piece === index ? " is-dragged" : ""}`}
                style={
                  dragging.drag?.piece === index ? ({ "--thread-beads-dx": `${dragging.drag.dx}px`, "--thread-beads-dy": `${dragging.drag.dy}px` } as CSSProperties) : undefined
                }
                aria-label={name(bead)}
                aria-disabled={isWrong || solved || paused}
                {...dragging.pieceProps(index)}
                onClick={(event) => {
                  if (!dragging.ignoreClick(event)) choose(bead, play.round);
                }}
              >
                <BeadPicture bead={bead} size={56} />
              </button>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">
        {solved ? t("games.threadBeads.stringDone") : wrong.length > 0 ? t("games.tryAgain") : filled.length > 0 ? t("games.correct") : ""}
      </output>
    </div>
  );
}

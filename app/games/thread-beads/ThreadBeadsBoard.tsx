import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { Scene, type SceneName } from "../art/Scene";
import { Butterfly, Cushion, FloorLamp } from "../art/toy-scene-props";
import { travelFrom } from "../art/travel-in";
import { toyShade } from "../art/toy-shades";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { type ChoicePlay, startChoicePlay } from "../choice-rounds";
import { useDragToPlace } from "../shell/use-drag-to-place";
import { BEAD_COLORS, type Bead, type BeadRound, beadKey, beadLevel, beadPlayOver, beadPosition, beadRounds, filledString, pickBead } from "./logic";
import "./thread-beads.css";

/** How long the full string stays before the next one, in milliseconds. */
const NEXT_STRING_DELAY_MS = 900;

/** Each level's place (docs/art-style.md): the beads are threaded in a room, a garden, at a table, on the shore, in the park. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["room", "garden", "table", "shore", "park"];

/** A few things of each place drawn into its backdrop (never tappable), so no two levels look alike. */
const LEVEL_DETAILS: ReadonlyArray<ReactNode> = [
  // A cushion on the rug and a lamp.
  <g key="room">
    <Cushion x={262} y={464} colour="#ec407a" />
    <FloorLamp x={43} y={470} />
  </g>,
  // A butterfly over the garden beds.
  <Butterfly key="garden" x={302} y={250} colour="#8e24aa" />,
  // A jar of beads and a cup on the table.
  <g key="table">
    <rect x="30" y="520" width="60" height="70" rx="12" fill="#bfe6f4" />
    <rect x="34" y="512" width="52" height="12" rx="6" fill="#f2a541" />
    {[
      [46, 570, "#e53935"],
      [62, 574, "#1e88e5"],
      [76, 566, "#fdd835"],
      [54, 552, "#43a047"],
      [70, 550, "#8e24aa"],
    ].map(([cx, cy, fill]) => (
      <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="7" fill={fill as string} />
    ))}
    <rect x="280" y="540" width="46" height="50" rx="10" fill="#43a047" />
    <path d="M326 552 q18 0 18 14 t-18 14" fill="none" stroke="#43a047" strokeWidth="6" />
  </g>,
  // A sailing boat out at sea and a shell on the sand.
  <g key="shore">
    <path d="M250 380 h70 l-12 20 h-46 z" fill="#e53935" />
    <path d="M284 376 v-50 l30 46 z" fill="#fafafa" />
    <path d="M40 540 q20 -30 40 0 z" fill="#ec407a" />
  </g>,
  // A swing between two posts.
  <g key="park">
    <rect x="252" y="350" width="8" height="130" rx="4" fill="#8d6e63" />
    <rect x="330" y="350" width="8" height="130" rx="4" fill="#8d6e63" />
    <rect x="248" y="346" width="94" height="10" rx="5" fill="#a1785c" />
    <path d="M274 356 v80 M316 356 v80" stroke="#78909c" strokeWidth="3" />
    <rect x="266" y="434" width="58" height="10" rx="5" fill="#e53935" />
  </g>,
];

/** A bead's outline in the 40 × 40 box: round, square, triangle or diamond, corners rounded. */
function beadPath(bead: Bead): string {
  switch (bead.shape) {
    case "square":
      return "M12 5h16a7 7 0 0 1 7 7v16a7 7 0 0 1-7 7H12a7 7 0 0 1-7-7V12a7 7 0 0 1 7-7Z";
    case "triangle":
      return "M16.5 6.5a4 4 0 0 1 7 0l13 24a4 4 0 0 1-3.5 6h-26a4 4 0 0 1-3.5-6Z";
    case "diamond":
      return "M17 3.5a4.2 4.2 0 0 1 6 0l13.5 13.5a4.2 4.2 0 0 1 0 6L23 36.5a4.2 4.2 0 0 1-6 0L3.5 23a4.2 4.2 0 0 1 0-6Z";
    default:
      return "M20 4a16 16 0 1 1 0 32a16 16 0 1 1 0-32Z";
  }
}

/** A wooden bead in the picture world's style: its colour, a darker side away from the light, a shine, the hole for the thread. */
function BeadPicture({ bead, size }: { bead: Bead; size: number }) {
  const paint = BEAD_COLORS[bead.color];
  const d = beadPath(bead);
  return (
    <svg className="thread-beads-bead" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <path className="thread-beads-shape" d={d} fill={toyShade(paint)} />
      <path d={d} fill={paint} transform="translate(20 20) scale(0.9) translate(-21.5 -21.5)" />
      <ellipse cx="14" cy={bead.shape === "triangle" ? 20 : 13} rx="4" ry="2.6" fill="#fff" opacity="0.6" transform="rotate(-30 14 13)" />
      <circle cx="20" cy={bead.shape === "triangle" ? 26 : 20} r="3.2" fill={toyShade(paint, 0.55)} />
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

  /** Where the bead threaded into each place was taken from, so it travels onto the string. */
  const takenFrom = useRef(new Map<number, DOMRect>());

  function choose(bead: Bead, step: number) {
    const current = latest.current;
    if (paused || solved || current.round !== step || wrong.includes(beadKey(bead)) || beadPlayOver(current, rounds.length, slots)) return;
    const from = options.current?.querySelectorAll("button")[offered.findIndex((candidate) => beadKey(candidate) === beadKey(bead))];
    if (from) takenFrom.current.set(slot, from.getBoundingClientRect());
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

  // A bead dragged onto the string is threaded (a tap on it does the same).
  const dragging = useDragToPlace(
    (piece) => {
      const bead = offered[piece];
      if (bead) choose(bead, latest.current.round);
    },
    () => !paused && !solved,
  );

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "room"} details={LEVEL_DETAILS[level - 1]} className="thread-beads-board">
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
            <BeadPicture bead={bead} size={40} />
          </li>
        ))}
        {shownRound.answers.map((bead, index) => (
          <li key={`${shownIndex}-slot-${index}`} className={`thread-beads-item${index === slot ? " is-next" : ""}`}>
            {index < slot ? (
              <span
                className="thread-beads-placed"
                ref={(node) => {
                  travelFrom(node, takenFrom.current.get(index));
                  takenFrom.current.delete(index);
                }}
              >
                <BeadPicture bead={bead} size={40} />
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
                  dragging.drag?.piece === index
                    ? ({ "--thread-beads-dx": `${dragging.drag.dx}px`, "--thread-beads-dy": `${dragging.drag.dy}px` } as CSSProperties)
                    : undefined
                }
                aria-label={name(bead)}
                aria-disabled={isWrong || solved || paused}
                {...dragging.pieceProps(index)}
                onClick={(event) => {
                  if (!dragging.ignoreClick(event)) choose(bead, play.round);
                }}
              >
                <BeadPicture bead={bead} size={72} />
              </button>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">
        {solved ? t("games.threadBeads.stringDone") : wrong.length > 0 ? t("games.tryAgain") : filled.length > 0 ? t("games.correct") : ""}
      </output>
    </Scene>
  );
}

import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Scene, type SceneName } from "../art/Scene";
import { Ball, Bench, Snowman, ToyBox } from "../art/toy-scene-props";
import { toyShade } from "../art/toy-shades";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { useDragToPlace } from "../shell/use-drag-to-place";
import { useShowMe } from "../shell/use-show-me";
import {
  PEG_COLOURS,
  type PegColour,
  type Ring,
  type RingsRound,
  nextRing,
  nextRingsRound,
  placeRing,
  ringsLevel,
  ringsOnPeg,
  ringsPlayOver,
  ringsRounds,
  roundBuilt,
  startRingsPlay,
} from "./logic";
import "./stack-rings.css";

/** How long a finished pyramid stays before the next one, in milliseconds. */
const NEXT_ROUND_DELAY_MS = 1100;
/** How long the last mistake shows before a play with no lives left ends. */
const OUT_OF_LIVES_DELAY_MS = 1600;
/** How long a wrong ring wobbles. */
const WOBBLE_MS = 450;
/** Drawing units: a ring of size s is RING_BASE + s × RING_STEP wide (the same on the peg and in the pile). */
const RING_BASE = 40;
const RING_STEP = 11;
const PILE_RING_HEIGHT = 34;
const PEG_RING_HEIGHT = 24;
const PEG_WIDTH = 170;
const WOOD = "#c68a4e";
const WOOD_SHADE = "#9c6536";

/** Each level's place (docs/art-style.md): the toy stands in a room, a garden, on the shore, in the park, in the snow. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["room", "garden", "shore", "park", "snow"];

/** A few things of each place drawn into its backdrop (never tappable), so no two levels look alike. */
const LEVEL_DETAILS: ReadonlyArray<ReactNode> = [
  // A toy box and a ball on the room's rug.
  <g key="room">
    <ToyBox x={264} y={472} colour="#7fb3d5" lid="#5f93b8" />
    <Ball x={40} y={472} colour="#f2a541" />
  </g>,
  // Flowers along the garden fence.
  <g key="garden">
    {[30, 90, 270, 330].map((x, index) => (
      <g key={x} transform={`translate(${x} ${440 + (index % 2) * 8})`}>
        <rect x="-2" y="0" width="4" height="24" rx="2" fill="#6fae4f" />
        <circle cx="0" cy="-4" r="9" fill={["#ec407a", "#fb8c00", "#8e24aa", "#e53935"][index]} />
        <circle cx="0" cy="-4" r="4" fill="#f6c945" />
      </g>
    ))}
  </g>,
  // A bucket and a starfish on the sand.
  <g key="shore">
    <path d="M270 500 h44 l-6 40 h-32 z" fill="#e53935" />
    <rect x="266" y="494" width="52" height="10" rx="5" fill="#b8433a" />
    <path d="M50 520 l6 12 14 2 -10 9 3 14 -13 -7 -13 7 3 -14 -10 -9 14 -2 z" fill="#f2a541" />
  </g>,
  // A bench under the park's trees.
  <Bench key="park" x={250} y={506} />,
  // A snowman.
  <Snowman key="snow" x={310} y={498} />,
];

type Feedback = "none" | "chosen" | "pickFirst" | "notBiggest" | "wrongPeg" | "placed" | "done" | "outOfLives";

const ringWidth = (size: number) => RING_BASE + size * RING_STEP;

/** The mark on a ring and its peg at the two-peg levels, so the rule is not told by colour alone. */
function PegMark({ peg, x, y, size }: { peg: PegColour; x: number; y: number; size: number }) {
  return peg === "red" ? (
    <circle className="stack-rings-mark" cx={x} cy={y} r={size / 2} />
  ) : (
    <polygon className="stack-rings-mark" points={`${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}`} />
  );
}

/**
 * A ring of the toy, seen from the side and a little from above: a rounded band in two tones
 * (the shade below), the hole in the middle (`hole`: the rod's wood when it is on the peg), one
 * highlight. Its drawn width (the `rx` of `.stack-rings-ring`) tells its size.
 */
function RingShape({ ring, x, y, height, hole }: { ring: Ring; x: number; y: number; height: number; hole: string }) {
  const width = ringWidth(ring.size);
  const cx = x + width / 2;
  const cy = y + height / 2;
  const holeWidth = Math.max(6, width / 2 - height * 0.7);
  return (
    <>
      <ellipse className="stack-rings-ring" cx={cx} cy={cy} rx={width / 2} ry={height / 2} fill={toyShade(ring.fill)} />
      <ellipse cx={cx} cy={cy - height * 0.1} rx={width / 2 - 1} ry={height * 0.4} fill={ring.fill} />
      <ellipse cx={cx} cy={cy - height * 0.14} rx={holeWidth} ry={height * 0.13} fill={hole} />
      <ellipse cx={x + width * 0.24} cy={cy - height * 0.2} rx={Math.min(width * 0.09, 12)} ry={height * 0.08} fill="#fff" opacity="0.55" />
      {ring.peg ? <PegMark peg={ring.peg} x={x + width * 0.78} y={cy} size={height * 0.42} /> : null}
    </>
  );
}

function PegPicture({
  round,
  placed,
  peg,
  capacity,
  flight,
}: {
  round: RingsRound;
  placed: ReadonlyArray<number>;
  peg: number;
  capacity: number;
  flight: Flight | null;
}) {
  const height = 34 + capacity * PEG_RING_HEIGHT + 18;
  const colour = round.pegs[peg] ?? null;
  const centre = PEG_WIDTH / 2;
  const base = colour ? PEG_COLOURS[colour] : WOOD;
  return (
    <svg className="stack-rings-peg-picture" viewBox={`0 0 ${PEG_WIDTH} ${height}`} aria-hidden="true" focusable="false">
      <ellipse cx={centre} cy={height - 4} rx={PEG_WIDTH / 2 - 4} ry="5" fill="#000" opacity="0.12" />
      <rect className="stack-rings-rod" x={centre - 6} y="10" width="12" height={height - 20} rx="6" fill={WOOD} />
      <rect x={centre + 1} y="10" width="5" height={height - 20} rx="2.5" fill={WOOD_SHADE} />
      <circle cx={centre} cy="12" r="11" fill={base} />
      <circle cx={centre - 3} cy="9" r="3" fill="#fff" opacity="0.6" />
      <rect className="stack-rings-base" x="8" y={height - 22} width={PEG_WIDTH - 16} height="18" rx="9" fill={toyShade(base)} />
      <rect x="8" y={height - 22} width={PEG_WIDTH - 16} height="12" rx="6" fill={base} />
      {colour ? <PegMark peg={colour} x={centre} y={height - 14} size={10} /> : null}
      {ringsOnPeg(round, placed, peg).map((ring, index) => (
        <g
          key={ring.id}
          className={flight?.id === ring.id ? "stack-rings-flying" : undefined}
          style={flight?.id === ring.id ? ({ "--stack-rings-fly-x": `${flight.dx}px`, "--stack-rings-fly-y": `${flight.dy}px` } as CSSProperties) : undefined}
        >
          <RingShape
            ring={ring}
            x={centre - ringWidth(ring.size) / 2}
            y={height - 22 - (index + 1) * PEG_RING_HEIGHT}
            height={PEG_RING_HEIGHT}
            hole={WOOD_SHADE}
          />
        </g>
      ))}
    </svg>
  );
}

/** A ring just put on a peg, flying there from where it lay (in the peg picture's units). */
interface Flight {
  id: number;
  dx: number;
  dy: number;
}

export default function StackRingsBoard({ level, paused, lives, sounds, instruct, onRounds, showMe, onScore, onLives, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => ringsRounds(level, Math.random));
  const settings = ringsLevel(level);
  const twoPegs = settings.pegs === 2;
  // No lives (a child under 5): mistakes never end the play.
  const [play, setPlay] = useState(() => startRingsPlay(lives));
  // The latest play and choice, so quick taps before a re-render all count.
  const latest = useRef(play);
  const [selected, setSelected] = useState<number | null>(null);
  const selectedNow = useRef<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback>("none");
  const [wobbling, setWobbling] = useState<{ id: number; attempt: number } | null>(null);
  const [built, setBuilt] = useState(false);
  const [flight, setFlight] = useState<Flight | null>(null);
  const busy = useRef(false);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  const pile = useRef<HTMLUListElement>(null);
  const pegs = useRef<HTMLDivElement>(null);
  const ringButtons = useRef(new Map<number, HTMLButtonElement>());
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as RingsRound;
  const prompt = t(twoPegs ? "games.stackRings.promptTwo" : "games.stackRings.prompt");

  // Each round's prompt is spoken once, when its rings appear.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    instruct(prompt);
  }, [roundIndex, prompt, instruct]);

  // The play's progress, drawn by the shell: a built pyramid counts before the next one comes.
  const roundsDone = Math.min(rounds.length, play.round + (built ? 1 : 0));
  useEffect(() => {
    onRounds(roundsDone, rounds.length);
  }, [roundsDone, rounds.length, onRounds]);

  // The first move: the ring that goes first, carried onto its peg.
  const firstRing = roundIndex === 0 ? nextRing(round, [], 0)?.id : undefined;
  const { target: firstRingButton, to: firstPeg } = useShowMe(showMe, roundIndex === 0);

  const blocked = () => paused || busy.current || finished.current;

  function later(action: () => void, delay: number) {
    timers.current.push(window.setTimeout(action, delay));
  }

  function choose(id: number | null) {
    selectedNow.current = id;
    setSelected(id);
  }

  function focusLater(where: "pile" | "pegs" | number) {
    later(() => {
      const target =
        typeof where === "number"
          ? ringButtons.current.get(where)
          : (where === "pile" ? pile.current : pegs.current)?.querySelector<HTMLButtonElement>("button");
      target?.focus();
    }, 0);
  }

  function finish(final: typeof play, completed: boolean) {
    if (finished.current) return;
    finished.current = true;
    if (completed) sounds.finished();
    onFinish({ level, score: final.score, attempts: final.attempts, successes: final.successes });
  }

  /** Ring `id` onto peg `peg`; `keyboard` when it came from a key (focus then moves on). */
  function put(id: number, peg: number, keyboard: boolean) {
    const { play: next, outcome } = placeRing(latest.current, rounds, id, peg);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    choose(null);
    if (outcome !== "placed") {
      sounds.wrong();
      if (next.lives !== null) onLives(next.lives);
      const wobble = { id, attempt: next.attempts };
      setWobbling(wobble);
      later(() => setWobbling((now) => (now === wobble ? null : now)), WOBBLE_MS);
      if (next.lives !== null && next.lives <= 0) {
        busy.current = true;
        setFeedback("outOfLives");
        later(() => finish(next, false), OUT_OF_LIVES_DELAY_MS);
        return;
      }
      setFeedback(outcome);
      instruct(prompt);
      if (keyboard) focusLater(id);
      return;
    }
    sounds.right();
    onScore(next.score);
    setFlight(flightOf(id, peg, next.placed));
    if (!roundBuilt(next, rounds)) {
      setFeedback("placed");
      if (keyboard) focusLater("pile");
      return;
    }
    busy.current = true;
    setBuilt(true);
    setFeedback("done");
    later(() => {
      const following = nextRingsRound(latest.current);
      latest.current = following;
      busy.current = false;
      setBuilt(false);
      setFeedback("none");
      setPlay(following);
      if (ringsPlayOver(following, rounds.length)) finish(following, true);
      else if (keyboard) focusLater("pile");
    }, NEXT_ROUND_DELAY_MS);
  }

  /** Where ring `id` lay, seen from its place on peg `peg` (in the peg picture's units), so it flies there. */
  function flightOf(id: number, peg: number, placed: ReadonlyArray<number>): Flight | null {
    const from = ringButtons.current.get(id)?.getBoundingClientRect();
    const picture = pegs.current?.querySelectorAll(".stack-rings-peg-picture")[peg]?.getBoundingClientRect();
    if (!from || !picture || picture.width === 0) return null;
    const scale = picture.width / PEG_WIDTH;
    const height = picture.height / scale;
    const index = ringsOnPeg(round, placed, peg).length - 1;
    const landX = picture.left + (PEG_WIDTH / 2) * scale;
    const landY = picture.top + (height - 22 - (index + 0.5) * PEG_RING_HEIGHT) * scale;
    return { id, dx: (from.left + from.width / 2 - landX) / scale, dy: (from.top + from.height / 2 - landY) / scale };
  }

  function tapRing(id: number, event: MouseEvent<HTMLButtonElement>) {
    if (dragging.ignoreClick(event) || blocked()) return;
    const keyboard = event.detail === 0;
    if (!twoPegs) {
      put(id, 0, keyboard);
      return;
    }
    if (selectedNow.current === id) {
      choose(null);
      setFeedback("none");
      return;
    }
    choose(id);
    setFeedback("chosen");
    if (keyboard) focusLater("pegs");
  }

  function tapPeg(peg: number, event: MouseEvent<HTMLButtonElement>) {
    if (blocked()) return;
    const id = selectedNow.current;
    if (id === null) {
      setFeedback("pickFirst");
      if (event.detail === 0) focusLater("pile");
      return;
    }
    put(id, peg, event.detail === 0);
  }

  const dragging = useDragToPlace(
    (id, peg) => {
      if (!blocked()) put(id, peg, false);
    },
    () => !blocked(),
  );
  const ringName = (ring: Ring) =>
    t(ring.peg === "red" ? "games.stackRings.ringRed" : ring.peg === "blue" ? "games.stackRings.ringBlue" : "games.stackRings.ring", { size: ring.size });
  const pegName = (peg: PegColour | null) =>
    t(peg === "red" ? "games.stackRings.pegRed" : peg === "blue" ? "games.stackRings.pegBlue" : "games.stackRings.pegLabel");
  const lifeLost = play.lives === null ? "" : ` ${t("games.stackRings.lifeLost")}`;
  const messages: Record<Feedback, string> = {
    none: "",
    chosen: t("games.stackRings.chosen"),
    pickFirst: t("games.stackRings.pickFirst"),
    notBiggest: `${t(twoPegs ? "games.stackRings.notBiggestTwo" : "games.stackRings.notBiggest")}${lifeLost}`,
    wrongPeg: `${t("games.stackRings.wrongPeg")}${lifeLost}`,
    placed: t("games.correct"),
    done: t(twoPegs ? "games.stackRings.doneTwo" : "games.stackRings.done"),
    outOfLives: t("games.stackRings.outOfLives"),
  };

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "room"} details={LEVEL_DETAILS[level - 1]} className="stack-rings-board">
      <p className="choice-question stack-rings-prompt visually-hidden">{prompt}</p>
      <div ref={pegs} className={`stack-rings-pegs${built ? " is-built" : ""}`}>
        {round.pegs.map((colour, peg) => {
          const stacked = ringsOnPeg(round, play.placed, peg);
          // Drawn anew with each ring it takes, so the peg pops once for every ring put on it.
          const picture = (
            <span key={stacked.length} className={`stack-rings-peg-frame${stacked.length > 0 ? " game-pop" : ""}`}>
              <PegPicture round={round} placed={play.placed} peg={peg} capacity={settings.rings} flight={flight} />
            </span>
          );
          const placeRef = dragging.placeRef(peg);
          return (
            <div
              key={`${roundIndex}-${peg}`}
              ref={(node) => {
                placeRef(node);
                if (peg === 0) firstPeg(node);
              }}
              className="stack-rings-peg"
            >
              {twoPegs ? (
                <button
                  type="button"
                  className="stack-rings-peg-button"
                  aria-label={pegName(colour)}
                  aria-disabled={paused || built}
                  onClick={(event) => tapPeg(peg, event)}
                >
                  {picture}
                </button>
              ) : (
                picture
              )}
              <ol className="visually-hidden" aria-label={t("games.stackRings.onPeg", { peg: pegName(colour) })}>
                {stacked.map((ring) => (
                  <li key={ring.id}>{ringName(ring)}</li>
                ))}
              </ol>
            </div>
          );
        })}
      </div>
      <ul ref={pile} className="stack-rings-pile" aria-label={t("games.stackRings.pileLabel")}>
        {round.rings.map((ring) => {
          const width = ringWidth(ring.size);
          const dragged = dragging.drag?.piece === ring.id ? dragging.drag : null;
          return (
            <li key={`${roundIndex}-${ring.id}`} className="stack-rings-spot">
              {play.placed.includes(ring.id) ? (
                <span className="stack-rings-gone" style={{ width: `min(${width}px, 42vw)` }} aria-hidden="true" />
              ) : (
                <button
                  ref={(node) => {
                    if (node) ringButtons.current.set(ring.id, node);
                    else ringButtons.current.delete(ring.id);
                    if (ring.id === firstRing) firstRingButton(node);
                  }}
                  type="button"
                  className={`stack-rings-ring-button${wobbling?.id === ring.id ? ` is-wobbling-${wobbling.attempt % 2}` : ""}${dragged ? " is-dragged" : ""}`}
                  style={
                    {
                      "--stack-rings-tilt": `${ring.tilt}deg`,
                      ...(dragged ? { "--stack-rings-dx": `${dragged.dx}px`, "--stack-rings-dy": `${dragged.dy}px` } : {}),
                    } as CSSProperties
                  }
                  {...dragging.pieceProps(ring.id)}
                  aria-label={ringName(ring)}
                  aria-pressed={twoPegs ? selected === ring.id : undefined}
                  aria-disabled={paused || built}
                  onClick={(event) => tapRing(ring.id, event)}
                >
                  <svg
                    className="stack-rings-ring-picture"
                    width={width}
                    height={PILE_RING_HEIGHT + 8}
                    viewBox={`0 0 ${width} ${PILE_RING_HEIGHT + 8}`}
                    aria-hidden="true"
                    focusable="false"
                  >
                    <ellipse cx={width / 2} cy={PILE_RING_HEIGHT + 2} rx={width / 2 - 2} ry="5" fill="#000" opacity="0.13" />
                    <RingShape ring={ring} x={0} y={0} height={PILE_RING_HEIGHT} hole={toyShade(ring.fill, 0.55)} />
                  </svg>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">{messages[feedback]}</output>
    </Scene>
  );
}

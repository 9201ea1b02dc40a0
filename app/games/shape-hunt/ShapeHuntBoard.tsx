import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import {
  type HuntPlay,
  type HuntRound,
  type Part,
  SCENE_WIDTH,
  type SceneId,
  type ShapeKind,
  huntPlayOver,
  huntRounds,
  nextHuntRound,
  showHint,
  startHuntPlay,
  tapShape,
} from "./logic";
import { Scene, type SceneName } from "../art/Scene";
import "./shape-hunt.css";

/** The place each picture stands in: the house on the meadow, the boat by the sea, the rocket at night… */
const PICTURE_SCENES: Record<SceneId, SceneName> = {
  house: "meadow",
  bus: "park",
  boat: "shore",
  train: "station",
  snowman: "snow",
  rocket: "night",
  playground: "park",
  caterpillar: "garden",
  castle: "forest",
  picnic: "meadow",
  toys: "room",
};

/** A tick on a found shape, a cross on one tapped by mistake: drawn, not typed. */
function Mark({ wrong }: { wrong: boolean }) {
  return (
    <svg className={`shape-hunt-mark${wrong ? " is-wrong" : ""}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" />
      <path
        d={wrong ? "M8 8 16 16M16 8 8 16" : "M6.5 12.5 10.5 16.5 17.5 8.5"}
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** How long a finished picture stays before the next one, in milliseconds. */
const NEXT_ROUND_DELAY_MS = 1300;

const OUTLINE = "#1f2937";

/** One shape, drawn in its own box (w × h units); only its painted area takes taps. */
function ShapeElement({ shape }: { shape: Part }) {
  const common = { className: "shape-hunt-shape", fill: shape.color, stroke: OUTLINE, strokeWidth: 1.5, vectorEffect: "non-scaling-stroke" as const };
  if (shape.kind === "circle") return <circle cx={shape.w / 2} cy={shape.h / 2} r={shape.w / 2} {...common} />;
  if (shape.kind === "triangle") {
    const points = (shape.points ?? []).map(([x, y]) => `${x * shape.w},${y * shape.h}`).join(" ");
    return <polygon points={points} strokeLinejoin="round" {...common} />;
  }
  return <rect x="0" y="0" width={shape.w} height={shape.h} {...common} />;
}

/**
 * One shape of the kind to find, for the row at the top: what to look for, drawn once per shape
 * in the picture, and filled in as each is found (the round's progress, nothing to read).
 */
function KindPicture({ kind }: { kind: ShapeKind }) {
  const common = { className: "shape-hunt-kind", strokeWidth: 3, strokeLinejoin: "round" as const };
  return (
    <svg viewBox="0 0 40 40" width="48" height="48" aria-hidden="true" focusable="false">
      {kind === "circle" ? <circle cx="20" cy="20" r="15" {...common} /> : null}
      {kind === "square" ? <rect x="6" y="6" width="28" height="28" {...common} /> : null}
      {kind === "triangle" ? <polygon points="20,5 36,34 4,34" {...common} /> : null}
      {kind === "rectangle" ? <rect x="2" y="11" width="36" height="18" {...common} /> : null}
    </svg>
  );
}

const line = (d: string, color = "#78350f", width = 2.5) => <path d={d} fill="none" stroke={color} strokeWidth={width} strokeLinecap="round" />;

/** The picture's background details (ground, a trunk, a mast): never one of the shapes to find. */
function SceneDecor({ id, height }: { id: SceneId; height: number }) {
  const ground = (y: number, color: string) => <path d={`M0 ${y}Q25 ${y - 4} 50 ${y}T100 ${y}V${height}H0Z`} fill={color} />;
  let details: ReactNode = null;
  switch (id) {
    case "house":
      details = (
        <>
          {ground(80, "#a9d68a")}
          <path d="M78 66L84 66L86 82L76 82Z" fill="#92400e" />
        </>
      );
      break;
    case "bus":
      details = (
        <>
          {line("M0 71H100", "#6b7280", 2)}
          {line("M88 20V70", "#6b7280", 2.5)}
        </>
      );
      break;
    case "boat":
      details = (
        <>
          {line("M44 2V52", "#78350f", 2.5)}
          <path d={`M0 74q6.25-5 12.5 0t12.5 0t12.5 0t12.5 0t12.5 0t12.5 0t12.5 0t12.5 0V${height}H0Z`} fill="#7dd3fc" />
        </>
      );
      break;
    case "train":
      details = (
        <>
          {line("M0 72H100", "#6b7280", 2)}
          {line("M72 44H76", OUTLINE, 2)}
        </>
      );
      break;
    case "snowman":
      details = (
        <>
          {ground(92, "#dbeafe")}
          {line("M31 46L16 36")}
          {line("M57 46L72 36")}
          {line("M36 34Q44 38 52 34", "#dc2626", 3)}
        </>
      );
      break;
    case "rocket":
      details = (
        <>
          <path d="M42 76Q50 96 58 76Q50 84 42 76Z" fill="#fb923c" />
          {line("M12 44l1.5 3 3 .5-2.2 2 .6 3-2.9-1.5-2.9 1.5.6-3-2.2-2 3-.5Z", "#facc15", 1.2)}
          {line("M88 44l1.5 3 3 .5-2.2 2 .6 3-2.9-1.5-2.9 1.5.6-3-2.2-2 3-.5Z", "#facc15", 1.2)}
        </>
      );
      break;
    case "playground":
      details = (
        <>
          {ground(88, "#a9d68a")}
          {line("M60 30Q56 38 62 44T58 56", "#0e7490", 1.5)}
          <path d="M85 24L89 24L90 48L84 48Z" fill="#92400e" />
        </>
      );
      break;
    case "caterpillar":
      details = (
        <>
          {ground(66, "#a9d68a")}
          {line("M86 33L82 24")}
          {line("M92 33L96 24")}
        </>
      );
      break;
    case "castle":
      details = (
        <>
          {ground(96, "#a9d68a")}
          {line("M51 1V17", "#44403c", 2)}
        </>
      );
      break;
    default:
      details = null;
  }
  return (
    <svg className="shape-hunt-decor" viewBox={`0 0 ${SCENE_WIDTH} ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {details}
    </svg>
  );
}

/** A shape's place in the picture, in percent of the picture's size. */
function placeOf(shape: Part, height: number): CSSProperties {
  return {
    left: `${(shape.x / SCENE_WIDTH) * 100}%`,
    top: `${(shape.y / height) * 100}%`,
    width: `${(shape.w / SCENE_WIDTH) * 100}%`,
    height: `${(shape.h / height) * 100}%`,
    transform: shape.rotate ? `rotate(${shape.rotate}deg)` : undefined,
  };
}

export default function ShapeHuntBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => huntRounds(level, Math.random));
  const [play, setPlay] = useState<HuntPlay>(startHuntPlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  /** The last tap: which shape, and whether it was one to find; `tap` replays the wobble. */
  const [last, setLast] = useState<{ index: number; right: boolean; tap: number } | null>(null);
  const [done, setDone] = useState(false);
  const finished = useRef(false);
  const nextTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextTimer.current), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as HuntRound;
  const { scene, target, targets } = round;
  const count = targets.length;
  const spoken = t(`games.shapeHunt.spoken.${target}`);

  // Each round's question is spoken once, when its picture appears; in the first, the shell's
  // hand taps a shape to find.
  const pieces = useRef<HTMLUListElement>(null);
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    instruct(spoken);
    onRounds(roundIndex, rounds.length);
    if (roundIndex === 0) showMe(pieces.current?.querySelectorAll("button")[targets[0] ?? -1] ?? null);
  }, [roundIndex, spoken, instruct, onRounds, rounds.length, showMe, targets]);

  function tap(index: number) {
    const current = latest.current;
    if (paused || done || huntPlayOver(current, rounds.length)) return;
    const { play: next, outcome } = tapShape(current, rounds, index);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    setLast({ index, right: outcome !== "wrong", tap: next.attempts });
    if (outcome === "wrong") {
      sounds.wrong();
      instruct(spoken);
      return;
    }
    sounds.right();
    if (outcome !== "roundDone") return;
    onScore(next.score);
    setDone(true);
    nextTimer.current = window.setTimeout(() => {
      const following = nextHuntRound(latest.current);
      latest.current = following;
      setPlay(following);
      setDone(false);
      setLast(null);
      if (huntPlayOver(following, rounds.length) && !finished.current) {
        finished.current = true;
        onRounds(rounds.length, rounds.length);
        sounds.finished();
        onFinish({ level, score: following.score, attempts: following.attempts, successes: following.successes });
      }
    }, NEXT_ROUND_DELAY_MS);
  }

  const hint = showHint(play) && !done;
  let feedback = "";
  if (done) feedback = `${t(`games.shapeHunt.yes.${target}`)} ${t("games.shapeHunt.allFound")}`;
  else if (last?.right) feedback = `${t(`games.shapeHunt.yes.${target}`)} ${t("games.shapeHunt.keepLooking")}`;
  else if (last)
    feedback = `${t(`games.shapeHunt.isA.${scene.parts[last.index]?.kind ?? target}`)} ${hint ? t("games.shapeHunt.hint") : t("games.shapeHunt.keepLooking")}`;

  return (
    <Scene name={PICTURE_SCENES[scene.id]} className="shape-hunt-world">
      <div className="shape-hunt-board">
        <p className="choice-question shape-hunt-prompt visually-hidden">{t(`games.shapeHunt.prompts.${target}`, { count })}</p>
        <ol className="shape-hunt-tally" aria-hidden="true">
          {targets.map((shape, index) => (
            <li key={`${roundIndex}-${shape}`} className={index < play.found.length ? "is-found game-pop" : ""}>
              <KindPicture kind={target} />
            </li>
          ))}
        </ol>
        <p className="shape-hunt-count visually-hidden">{t("games.shapeHunt.found", { found: play.found.length, total: count })}</p>
        <div className={`shape-hunt-scene${done ? " is-done" : ""}`} style={{ aspectRatio: `${SCENE_WIDTH} / ${scene.height}` }}>
          <SceneDecor id={scene.id} height={scene.height} />
          <ul ref={pieces} className="shape-hunt-pieces" aria-label={t("games.shapeHunt.sceneLabel")}>
            {scene.parts.map((shape, index) => {
              const found = play.found.includes(index);
              const wrong = play.wrong.includes(index);
              const wobbling = last !== null && !last.right && last.index === index;
              const classes = [
                "shape-hunt-piece",
                found ? "is-found" : "",
                wrong ? "is-wrong" : "",
                hint && !found && targets.includes(index) ? "is-hint" : "",
                wobbling ? `is-wobbling-${last.tap % 2}` : "",
              ].filter(Boolean);
              const name = t(`games.shapeHunt.parts.${shape.part}`);
              return (
                <li key={`${roundIndex}-${index}`} className="shape-hunt-place" style={placeOf(shape, scene.height)}>
                  <button
                    type="button"
                    className={classes.join(" ")}
                    aria-label={found ? `${name}, ${t("games.shapeHunt.foundMark")}` : name}
                    aria-disabled={paused || done || found || wrong}
                    onClick={() => tap(index)}
                  >
                    <svg viewBox={`0 0 ${shape.w} ${shape.h}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
                      <ShapeElement shape={shape} />
                    </svg>
                    {found || wrong ? <Mark wrong={wrong} /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
        <output className="game-feedback shape-hunt-feedback visually-hidden">{feedback}</output>
      </div>
    </Scene>
  );
}

import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Scene as SceneArt, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import {
  PLACE_SIZE,
  type Scene,
  THING_COLORS,
  type Thing,
  type ThingKind,
  nextSpotScene,
  sceneDone,
  showHint,
  spotPlayOver,
  spotScenes,
  spotScore,
  startSpotPlay,
  tapPlace,
  thingPosition,
} from "./logic";
import "./spot-the-difference.css";

/** How long the finished pictures stay before the next pair, in milliseconds. */
const NEXT_SCENE_DELAY_MS = 1400;
/** How long a wrongly tapped place stays marked. */
const WRONG_MS = 700;

const STAR_POINTS = Array.from({ length: 10 }, (_, index) => {
  const angle = ((-90 + index * 36) * Math.PI) / 180;
  const radius = index % 2 === 0 ? 7 : 3;
  return `${(Math.cos(angle) * radius).toFixed(2)},${(Math.sin(angle) * radius).toFixed(2)}`;
}).join(" ");

const DARK = "#1f2937";

/** The coloured body of a thing (it takes the thing's fill), around 0,0. */
function body(kind: ThingKind): ReactNode {
  switch (kind) {
    case "ball":
      return <circle r="6.5" />;
    case "star":
      return <polygon points={STAR_POINTS} />;
    case "heart":
      return <path d="M0 6C-8 0-6.5-7-3.2-6.5-1.5-6.3-.5-5 0-3.8.5-5 1.5-6.3 3.2-6.5 6.5-7 8 0 0 6Z" />;
    case "flower":
      return [0, 1, 2, 3, 4].map((petal) => {
        const angle = ((-90 + petal * 72) * Math.PI) / 180;
        return <circle key={petal} cx={(Math.cos(angle) * 3.6).toFixed(2)} cy={(Math.sin(angle) * 3.6).toFixed(2)} r="2.9" />;
      });
    case "fish":
      return <path d="M-6-.2C-4.5-4 1.5-4.2 3.2-.8L7-4.2V4L3.2.8C1.5 4.2-4.5 4-6 .2Z" />;
    case "balloon":
      return <ellipse cy="-1.6" rx="4.7" ry="5.4" />;
    case "car":
      return <path d="M-7 3V-.5Q-7-1.5-6-1.5H-4L-2-4.5H2.5L4.5-1.5H6Q7-1.5 7-.5V3Z" />;
    case "house":
      return <path d="M-6.5-.8 0-7 6.5-.8H5V6.3H-5V-.8Z" />;
  }
}

/** The parts of a thing that keep their own colour (wheels, a door, a flower's heart). */
function details(kind: ThingKind): ReactNode {
  switch (kind) {
    case "ball":
      return <path d="M-6.2-2Q0 1.5 6.2-2" fill="none" stroke={DARK} strokeWidth="0.6" />;
    case "flower":
      return <circle r="2.1" fill="#78350f" />;
    case "fish":
      return <circle cx="-3.4" cy="-1" r="0.8" fill={DARK} />;
    case "balloon":
      return <path d="M0 3.8 0 7" stroke={DARK} strokeWidth="0.5" fill="none" />;
    case "car":
      return (
        <>
          <circle cx="-4" cy="3.2" r="1.9" fill={DARK} />
          <circle cx="4" cy="3.2" r="1.9" fill={DARK} />
        </>
      );
    case "house":
      return <rect x="-1.3" y="2" width="2.6" height="4.3" fill={DARK} />;
    default:
      return null;
  }
}

/** A thing in the picture world's two tones: its shade, and its base up and to the left (the light), no outline. */
function ThingDrawing({ thing, place, columns }: { thing: Thing; place: number; columns: number }) {
  const x = (place % columns) * PLACE_SIZE + PLACE_SIZE / 2 + thing.dx;
  const y = Math.floor(place / columns) * PLACE_SIZE + PLACE_SIZE / 2 + thing.dy;
  const shape = body(thing.kind);
  const { base, shade } = THING_COLORS[thing.color];
  return (
    <g transform={`translate(${x} ${y}) scale(${thing.size})`}>
      <g fill={shade} stroke={shade} strokeWidth="0.9" strokeLinejoin="round">
        {shape}
      </g>
      <g transform="translate(-0.35 -0.35)">
        <g fill={base}>{shape}</g>
        {thing.pattern === "plain" ? null : <g fill={`url(#spot-the-difference-${thing.pattern})`}>{shape}</g>}
        {details(thing.kind)}
      </g>
    </g>
  );
}

/**
 * Where each level's two pictures hang, and what is painted behind their things: the room's
 * wall, the park, the shore, the garden, the snow. Each picture is a little painting of its place.
 */
const LEVEL_PLACES: ReadonlyArray<{ scene: SceneName; sky: string; ground: string }> = [
  { scene: "room", sky: "#fbeedd", ground: "#e8d3b5" },
  { scene: "park", sky: "#dff3fb", ground: "#cfe9b5" },
  { scene: "shore", sky: "#dff3fb", ground: "#f6e7c8" },
  { scene: "garden", sky: "#e9f6fb", ground: "#bfe0a3" },
  { scene: "snow", sky: "#e8f1f8", ground: "#fafafa" },
];

/** "Show me one": a magnifying glass, nothing to read. */
function HintPicture() {
  return (
    <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
      <circle cx="17" cy="17" r="10" fill="#e0f2fe" stroke="currentColor" strokeWidth="3.5" />
      <path d="M25 25 35 35" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

export default function SpotTheDifferenceBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [scenes] = useState(() => spotScenes(level, Math.random));
  const [play, setPlay] = useState(startSpotPlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [lastOutcome, setLastOutcome] = useState<"found" | "wrong" | "hint" | null>(null);
  const [wrongPlace, setWrongPlace] = useState<{ picture: number; place: number; tap: number } | null>(null);
  /** The place each picture's grid lets Tab reach (the arrow keys move it). */
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const buttons = useRef<Array<Array<HTMLButtonElement | null>>>([[], []]);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const sceneIndex = Math.min(play.scene, scenes.length - 1);
  const scene = scenes[sceneIndex] as Scene;
  const total = scene.differences.length;
  const done = play.scene < scenes.length && sceneDone(play, scene);
  const prompt = t("games.spotTheDifference.findCount", { count: total });
  const backdrop = LEVEL_PLACES[level - 1] ?? (LEVEL_PLACES[0] as (typeof LEVEL_PLACES)[number]);

  // Each pair of pictures is announced once, when it appears; on the first, the shell's hand
  // taps a difference.
  const spokenScene = useRef(-1);
  useEffect(() => {
    if (spokenScene.current === sceneIndex) return;
    spokenScene.current = sceneIndex;
    instruct(prompt);
    onRounds(sceneIndex, scenes.length);
    if (sceneIndex === 0) showMe(buttons.current[0]?.[scene.differences[0]?.place ?? -1] ?? null);
  }, [sceneIndex, prompt, instruct, onRounds, scenes.length, showMe, scene]);

  function later(action: () => void, delay: number) {
    timers.current.push(window.setTimeout(action, delay));
  }

  /** After the last difference is circled, the next pair of pictures (or the end of the play). */
  function afterChange(next: typeof play) {
    if (!sceneDone(next, scene)) return;
    later(() => {
      const following = nextSpotScene(latest.current);
      latest.current = following;
      setPlay(following);
      setLastOutcome(null);
      setActive([0, 0]);
      if (spotPlayOver(following, scenes.length) && !finished.current) {
        finished.current = true;
        onRounds(scenes.length, scenes.length);
        sounds.finished();
        onFinish({ level, score: spotScore(following), attempts: following.attempts, successes: following.successes });
      }
    }, NEXT_SCENE_DELAY_MS);
  }

  function tap(picture: number, place: number) {
    setActive((current) => (picture === 0 ? [place, current[1]] : [current[0], place]));
    const current = latest.current;
    if (paused || spotPlayOver(current, scenes.length) || current.scene !== sceneIndex) return;
    // A place still wobbling from a wrong tap ignores the next quick taps.
    if (wrongPlace?.picture === picture && wrongPlace.place === place) return;
    const { play: next, outcome } = tapPlace(current, scene, place);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    onScore(spotScore(next));
    setLastOutcome(outcome);
    if (outcome === "wrong") {
      sounds.wrong();
      instruct(prompt);
      const mark = { picture, place, tap: next.attempts };
      setWrongPlace(mark);
      later(() => setWrongPlace((now) => (now === mark ? null : now)), WRONG_MS);
      return;
    }
    sounds.right();
    afterChange(next);
  }

  function hint() {
    const current = latest.current;
    if (paused || spotPlayOver(current, scenes.length) || current.scene !== sceneIndex || sceneDone(current, scene)) return;
    const next = showHint(current, scene);
    latest.current = next;
    setPlay(next);
    setLastOutcome("hint");
    afterChange(next);
  }

  /** The arrow keys move within a picture's grid, Home and End to the ends of a row. */
  function move(event: KeyboardEvent<HTMLButtonElement>, picture: number, from: number) {
    const { columns } = scene;
    const rowStart = from - (from % columns);
    const targets: Record<string, number> = {
      ArrowLeft: from % columns === 0 ? from : from - 1,
      ArrowRight: from % columns === columns - 1 ? from : from + 1,
      ArrowUp: from - columns,
      ArrowDown: from + columns,
      Home: rowStart,
      End: rowStart + columns - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (target < 0 || target >= scene.first.length) return;
    setActive((current) => (picture === 0 ? [target, current[1]] : [current[0], target]));
    buttons.current[picture]?.[target]?.focus();
  }

  const describe = (thing: Thing | null) => {
    if (!thing) return t("games.spotTheDifference.empty");
    const parts = [
      t(`games.spotTheDifference.kinds.${thing.kind}`),
      t(`games.spotTheDifference.colors.${thing.color}`),
      t(`games.spotTheDifference.patterns.${thing.pattern}`),
    ];
    if (thing.size < 1) parts.push(t("games.spotTheDifference.small"));
    const position = thingPosition(thing);
    if (position) parts.push(t(`games.spotTheDifference.positions.${position}`));
    return parts.join(", ");
  };

  const circled = [...play.found.map((place) => ({ place, hinted: false })), ...play.shown.map((place) => ({ place, hinted: true }))];
  const feedback = done
    ? t("games.spotTheDifference.allFound")
    : lastOutcome === "found"
      ? t("games.spotTheDifference.foundOne")
      : lastOutcome === "wrong"
        ? t("games.spotTheDifference.sameHere")
        : lastOutcome === "hint"
          ? t("games.spotTheDifference.hereIsOne")
          : "";

  const picture = (index: number, things: ReadonlyArray<Thing | null>) => {
    const number = index + 1;
    return (
      <div
        className="spot-the-difference-picture"
        style={{ "--spot-the-difference-columns": scene.columns, "--spot-the-difference-rows": scene.rows } as CSSProperties}
      >
        <svg viewBox={`0 0 ${scene.columns * PLACE_SIZE} ${scene.rows * PLACE_SIZE}`} aria-hidden="true" focusable="false">
          <rect width={scene.columns * PLACE_SIZE} height={scene.rows * PLACE_SIZE} fill={backdrop.sky} />
          <path
            d={`M0 ${scene.rows * PLACE_SIZE * 0.55} Q${scene.columns * PLACE_SIZE * 0.5} ${scene.rows * PLACE_SIZE * 0.45} ${scene.columns * PLACE_SIZE} ${scene.rows * PLACE_SIZE * 0.55} V${scene.rows * PLACE_SIZE} H0 Z`}
            fill={backdrop.ground}
          />
          {things.map((thing, at) => {
            const motion = wrongPlace?.place === at ? " game-wobble" : play.found.includes(at) ? " game-pop" : "";
            return (
              // The places never change within a scene, so a place's number is its identity.
              <g key={`${sceneIndex}-${at}`} className={`spot-the-difference-slot${motion}`}>
                {thing ? <ThingDrawing thing={thing} place={at} columns={scene.columns} /> : null}
              </g>
            );
          })}
          <g className="spot-the-difference-rings">
            {circled.map(({ place, hinted }) => (
              <circle
                key={place}
                className={`spot-the-difference-ring${hinted ? " is-hint" : ""}`}
                cx={(place % scene.columns) * PLACE_SIZE + PLACE_SIZE / 2}
                cy={Math.floor(place / scene.columns) * PLACE_SIZE + PLACE_SIZE / 2}
                r={PLACE_SIZE / 2 - 0.8}
              />
            ))}
          </g>
        </svg>
        <ul
          className="spot-the-difference-places"
          style={{ gridTemplateColumns: `repeat(${scene.columns}, 1fr)` }}
          aria-label={t("games.spotTheDifference.pictureLabel", { number })}
        >
          {things.map((thing, place) => {
            const label = t("games.spotTheDifference.place", {
              row: Math.floor(place / scene.columns) + 1,
              column: (place % scene.columns) + 1,
              thing: describe(thing),
            });
            const isCircled = play.found.includes(place) || play.shown.includes(place);
            const isWrong = wrongPlace?.picture === index && wrongPlace.place === place;
            return (
              <li key={`${sceneIndex}-${place}`}>
                <button
                  type="button"
                  ref={(node) => {
                    (buttons.current[index] as Array<HTMLButtonElement | null>)[place] = node;
                  }}
                  className={`spot-the-difference-place${isWrong ? " is-wrong" : ""}`}
                  aria-label={isCircled ? t("games.spotTheDifference.circled", { place: label }) : label}
                  aria-disabled={paused || done || isCircled}
                  tabIndex={active[index] === place ? 0 : -1}
                  onKeyDown={(event) => move(event, index, place)}
                  onClick={() => tap(index, place)}
                />
              </li>
            );
          })}
        </ul>
      </div>
    );
  };

  return (
    <SceneArt name={backdrop.scene} className="spot-the-difference-board">
      <svg className="spot-the-difference-defs" width="0" height="0" aria-hidden="true" focusable="false">
        <defs>
          <pattern id="spot-the-difference-stripes" width="2.6" height="2.6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="1.1" height="2.6" fill="rgb(0 0 0 / 0.45)" />
          </pattern>
          <pattern id="spot-the-difference-dots" width="3" height="3" patternUnits="userSpaceOnUse">
            <circle cx="1.5" cy="1.5" r="0.75" fill="rgb(0 0 0 / 0.5)" />
          </pattern>
        </defs>
      </svg>
      <p className="choice-question visually-hidden">{prompt}</p>
      <p className="visually-hidden">{t("games.spotTheDifference.foundCount", { found: circled.length, total })}</p>
      <div className="spot-the-difference-top">
        <ol className="spot-the-difference-tally" aria-hidden="true">
          {scene.differences.map((difference, index) => (
            <li key={`${sceneIndex}-${difference.place}`} className={index < circled.length ? "is-found game-pop" : ""} />
          ))}
        </ol>
        <button type="button" className="spot-the-difference-hint" aria-label={t("games.spotTheDifference.hint")} aria-disabled={paused || done} onClick={hint}>
          <HintPicture />
        </button>
      </div>
      <div className={`spot-the-difference-pictures${done ? " is-done" : ""}`}>
        {picture(0, scene.first)}
        {picture(1, scene.second)}
      </div>
      <output className="game-feedback visually-hidden">{feedback}</output>
    </SceneArt>
  );
}

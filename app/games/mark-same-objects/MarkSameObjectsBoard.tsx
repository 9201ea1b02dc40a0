import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { LinedUpOption } from "../art/LinedUp";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { MARK_COLORS, type MarkObject, type MarkRound, type MarkShape, markPlayOver, markRounds, sameObject, startMarkPlay, tapObject } from "./logic";
import "./mark-same-objects.css";

/** A shape's coloured part, upright, around 0,0 (it takes the fill it is given). */
function shapeBody(shape: MarkShape): ReactNode {
  switch (shape) {
    case "arrow":
      return <path d="M0-16 13-2H5V16H-5V-2H-13Z" />;
    case "triangle":
      return <polygon points="0,-16 11,15 -11,15" />;
    case "heart":
      return <path d="M0 15C-19 3-14-15-5-14-2.5-13.7-.8-12 0-9.5.8-12 2.5-13.7 5-14 14-15 19 3 0 15Z" />;
    case "flag":
      return <polygon points="-6,-16 14,-8.5 -6,-1" />;
    case "moon":
      return <path d="M6-15A16 16 0 1 0 6 15 12 12 0 1 1 6-15Z" />;
  }
}

/** Where each level's field lies: the meadow, the shore, the park, the snow and the night sky. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["meadow", "shore", "park", "snow", "night"];
const POLE = "#6d4c41";

/** An object in the picture world's two tones (base up and left of its shade, no outline), with its colour's texture. */
function ObjectPicture({ object }: { object: MarkObject }) {
  const { fill, shade, texture } = MARK_COLORS[object.color];
  const body = shapeBody(object.shape);
  const turn = `rotate(${object.turn * 90})`;
  return (
    <svg
      className="mark-same-objects-picture"
      viewBox="-20 -20 40 40"
      data-picture={`${object.shape}-${object.color}-${object.turn}`}
      aria-hidden="true"
      focusable="false"
    >
      <g transform={turn}>
        {object.shape === "flag" ? <rect x="-10" y="-17" width="3.5" height="34" rx="1.5" fill={POLE} /> : null}
        <g fill={shade} stroke={shade} strokeWidth="1.6" strokeLinejoin="round">
          {body}
        </g>
      </g>
      <g transform="translate(-0.9 -0.9)">
        <g transform={turn}>
          <g fill={fill}>{body}</g>
          {texture === "plain" ? null : <g fill={`url(#mark-same-objects-${texture})`}>{body}</g>}
        </g>
      </g>
    </svg>
  );
}

/** How long a field stays with all its same objects found before the next one comes. */
const NEXT_FIELD_MS = 900;

export default function MarkSameObjectsBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => markRounds(level, Math.random));
  const [play, setPlay] = useState(() => startMarkPlay((rounds[0] as MarkRound).objects.length));
  // The latest play, so two quick taps before a re-render both count (once each).
  const latest = useRef(play);
  /** A field just finished, shown with its marks for a moment before the next one. */
  const [doneField, setDoneField] = useState<{ marked: boolean[]; wrong: boolean[] } | null>(null);
  /** The object touched last, to pop (right) or wobble (wrong); each object answers once. */
  const [touched, setTouched] = useState<{ index: number; tap: "right" | "wrong" } | null>(null);
  const finished = useRef(false);
  const field = useRef<HTMLUListElement>(null);
  const nextTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextTimer.current), []);

  // While a finished field shows, the play already points at the next one.
  const roundIndex = Math.min(doneField ? play.round - 1 : play.round, rounds.length - 1);
  const round = rounds[roundIndex] as MarkRound;
  const marked = doneField ? doneField.marked : play.marked;
  const wrong = doneField ? doneField.wrong : play.wrong;
  const prompt = t("games.markSameObjects.prompt");
  // Three or four to a row: 6 as two rows of three, 8 as two of four, 9 as three of three, 12 as three of four.
  const columns = round.objects.length % 3 === 0 && round.objects.length < 12 ? 3 : 4;

  // Each field's prompt is spoken once, when it appears; the first field shows a right object.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (doneField || spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    instruct(prompt);
    onRounds(roundIndex, rounds.length);
    if (roundIndex === 0) {
      const first = round.objects.findIndex((object) => sameObject(object, round.sample));
      showMe(field.current?.querySelectorAll("button")[first] ?? null);
    }
  }, [doneField, roundIndex, instruct, prompt, onRounds, rounds.length, showMe, round]);

  const describe = (object: MarkObject) =>
    [
      t(`games.markSameObjects.shapes.${object.shape}`),
      t(`games.markSameObjects.colors.${object.color}`),
      t(`games.markSameObjects.turns.${object.turn}`),
    ].join(", ");

  function tap(index: number) {
    if (paused || doneField || finished.current) return;
    const before = latest.current;
    const { play: next, tap: result, fieldDone } = tapObject(before, rounds, index);
    if (result === "ignored") return;
    latest.current = next;
    setPlay(next);
    setTouched({ index, tap: result });
    if (result === "wrong") {
      sounds.wrong();
      instruct(prompt);
      return;
    }
    sounds.right();
    if (!fieldDone) return;
    onScore(next.score);
    setDoneField({ marked: before.marked.map((value, at) => value || at === index), wrong: before.wrong });
    nextTimer.current = window.setTimeout(() => {
      setTouched(null);
      if (markPlayOver(next, rounds.length)) {
        finished.current = true;
        onRounds(rounds.length, rounds.length);
        sounds.finished();
        onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
        return;
      }
      setDoneField(null);
    }, NEXT_FIELD_MS);
  }

  const resultOf = (index: number) => (marked[index] ? "right" : wrong[index] ? "wrong" : null);

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "meadow"} className="mark-same-objects-board">
      <svg className="mark-same-objects-defs" width="0" height="0" aria-hidden="true" focusable="false">
        <defs>
          <pattern id="mark-same-objects-stripes" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="2" height="5" fill="rgb(255 255 255 / 0.55)" />
          </pattern>
          <pattern id="mark-same-objects-dots" width="6" height="6" patternUnits="userSpaceOnUse">
            <circle cx="3" cy="3" r="1.4" fill="rgb(255 255 255 / 0.7)" />
          </pattern>
          <pattern id="mark-same-objects-grid" width="6" height="6" patternUnits="userSpaceOnUse">
            <path d="M0 0H6M0 0V6" stroke="rgb(0 0 0 / 0.4)" strokeWidth="1.4" fill="none" />
          </pattern>
        </defs>
      </svg>
      <div className="mark-same-objects-sample">
        <p className="choice-question visually-hidden">{prompt}</p>
        <p key={roundIndex} className="lined-up-sign mark-same-objects-sample-picture">
          <ObjectPicture object={round.sample} />
          <span className="visually-hidden">{t("games.markSameObjects.sampleLabel", { object: describe(round.sample) })}</span>
        </p>
      </div>
      <ul
        ref={field}
        className="lined-up-field mark-same-objects-field"
        style={{ "--lined-up-columns": columns, "--lined-up-rows": Math.ceil(round.objects.length / columns) } as CSSProperties}
        aria-label={t("games.markSameObjects.fieldLabel")}
      >
        {round.objects.map((object, index) => {
          const result = resultOf(index);
          const label = t("games.markSameObjects.objectLabel", { number: index + 1, object: describe(object) });
          const motion = touched?.index === index ? (touched.tap === "right" ? " game-pop" : " game-wobble") : "";
          return (
            // The field never changes while it is played, so an object's place is its identity.
            <li key={`${roundIndex}-${index}`}>
              <LinedUpOption
                className={`mark-same-objects-object${motion}`}
                state={result === "right" ? "found" : result}
                label={result ? t(`games.markSameObjects.results.${result}`, { object: label }) : label}
                pressed={marked[index] === true}
                disabled={paused || doneField !== null || result !== null}
                step={roundIndex}
                onChoose={() => tap(index)}
              >
                <ObjectPicture object={object} />
              </LinedUpOption>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">{t("games.markSameObjects.markedCount", { marked: marked.filter(Boolean).length })}</output>
    </Scene>
  );
}

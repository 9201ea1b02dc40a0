import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { MARK_COLORS, type MarkCounts, type MarkObject, type MarkRound, type MarkShape, finishField, markPlayOver, markRounds, sameObject, startMarkPlay, toggleMark } from "./logic";
import "./mark-same-objects.css";

const DARK = "#1f2937";

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

function ObjectPicture({ object, size }: { object: MarkObject; size: number }) {
  const { fill, texture } = MARK_COLORS[object.color];
  const body = shapeBody(object.shape);
  return (
    <svg className="mark-same-objects-picture" viewBox="-20 -20 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <g transform={`rotate(${object.turn * 90})`}>
        {object.shape === "flag" ? <rect x="-10" y="-17" width="3.5" height="34" rx="1" fill={DARK} /> : null}
        <g fill={fill} stroke={DARK} strokeWidth="1.5" strokeLinejoin="round">
          {body}
        </g>
        {texture === "plain" ? null : <g fill={`url(#mark-same-objects-${texture})`}>{body}</g>}
      </g>
    </svg>
  );
}

interface Checked {
  counts: MarkCounts;
  marked: boolean[];
}

export default function MarkSameObjectsBoard({ level, paused, sounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => markRounds(level, Math.random));
  const [play, setPlay] = useState(() => startMarkPlay((rounds[0] as MarkRound).objects.length));
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  /** The field just checked, shown with its results until the child goes on. */
  const [checked, setChecked] = useState<Checked | null>(null);
  const finished = useRef(false);
  const doneButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  // While a checked field shows, the play already points at the next one.
  const roundIndex = Math.min(checked ? play.round - 1 : play.round, rounds.length - 1);
  const round = rounds[roundIndex] as MarkRound;
  const marked = checked ? checked.marked : play.marked;

  // Each field's prompt is spoken once, when it appears.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (checked || spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    sounds.say(t("games.markSameObjects.prompt"));
  }, [checked, roundIndex, sounds, t]);

  // Keyboard focus follows the flow: to "Next" once checked, back to "Done" on a new field.
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (checked ? nextButton.current : doneButton.current)?.focus();
  }, [checked]);

  const describe = (object: MarkObject) =>
    [t(`games.markSameObjects.shapes.${object.shape}`), t(`games.markSameObjects.colors.${object.color}`), t(`games.markSameObjects.turns.${object.turn}`)].join(", ");

  function toggle(index: number) {
    if (paused || checked || finished.current) return;
    const next = toggleMark(latest.current, index);
    latest.current = next;
    setPlay(next);
  }

  function done(fromKeyboard: boolean) {
    if (paused || checked || finished.current || markPlayOver(latest.current, rounds.length)) return;
    const before = latest.current;
    const { play: next, counts } = finishField(before, rounds);
    latest.current = next;
    setPlay(next);
    onScore(next.score);
    if (counts.wrong === 0 && counts.missed === 0) sounds.right();
    focusNext.current = fromKeyboard;
    setChecked({ counts, marked: before.marked });
  }

  function goOn(fromKeyboard: boolean) {
    if (paused || !checked || finished.current) return;
    if (markPlayOver(latest.current, rounds.length)) {
      finished.current = true;
      const current = latest.current;
      sounds.finished();
      onFinish({ level, score: current.score, attempts: current.attempts, successes: current.successes });
      return;
    }
    focusNext.current = fromKeyboard;
    setChecked(null);
  }

  const resultOf = (object: MarkObject, index: number) => {
    if (!checked) return null;
    const same = sameObject(object, round.sample);
    if (marked[index]) return same ? "right" : "wrong";
    return same ? "missed" : null;
  };
  const lastField = roundIndex === rounds.length - 1;

  return (
    <div className="mark-same-objects-board">
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
      <p className="game-round">
        {roundIndex + 1} / {rounds.length}
      </p>
      <div className="mark-same-objects-sample">
        <p className="choice-question">{t("games.markSameObjects.prompt")}</p>
        <p className="mark-same-objects-sample-picture">
          <ObjectPicture object={round.sample} size={80} />
          <span className="visually-hidden">{t("games.markSameObjects.sampleLabel", { object: describe(round.sample) })}</span>
        </p>
      </div>
      <ul className={`mark-same-objects-field mark-same-objects-field-${round.objects.length}`} aria-label={t("games.markSameObjects.fieldLabel")}>
        {round.objects.map((object, index) => {
          const result = resultOf(object, index);
          const label = t("games.markSameObjects.objectLabel", { number: index + 1, object: describe(object) });
          return (
            // The field never changes while it is played, so an object's place is its identity.
            <li key={`${roundIndex}-${index}`}>
              <button
                type="button"
                className={`mark-same-objects-object${marked[index] ? " is-marked" : ""}${result ? ` is-${result}` : ""}`}
                aria-label={result ? t(`games.markSameObjects.results.${result}`, { object: label }) : label}
                aria-pressed={marked[index] === true}
                aria-disabled={paused || checked !== null}
                onClick={() => toggle(index)}
              >
                <ObjectPicture object={object} size={52} />
                {marked[index] || result ? (
                  <span className="mark-same-objects-badge" aria-hidden="true">
                    {result === "wrong" ? "✗" : result === "missed" ? "!" : "✓"}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mark-same-objects-actions">
        {checked ? (
          <button ref={nextButton} type="button" className="button button-primary" aria-disabled={paused} onClick={(event) => goOn(event.detail === 0)}>
            {lastField ? t("games.markSameObjects.finish") : t("games.markSameObjects.next")}
          </button>
        ) : (
          <button ref={doneButton} type="button" className="button button-primary" aria-disabled={paused} onClick={(event) => done(event.detail === 0)}>
            {t("games.markSameObjects.done")}
          </button>
        )}
      </p>
      <output className="game-feedback">
        {checked ? t("games.markSameObjects.checked", { ...checked.counts }) : t("games.markSameObjects.markedCount", { marked: marked.filter(Boolean).length })}
      </output>
    </div>
  );
}

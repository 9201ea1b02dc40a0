import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { LinedUpOption } from "../art/LinedUp";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { PictureSvg } from "./PictureSvg";
import {
  type Picture,
  type VisualPlay,
  type VisualRound,
  copyCount,
  moveInGrid,
  nextRound,
  roundCleared,
  runningScore,
  samePicture,
  startVisualPlay,
  tapCell,
  visualLevel,
  visualPlayOver,
  visualRounds,
} from "./logic";
import "./visual-attention.css";

/**
 * Where each level's pictures lie about: the meadow, the garden, the shore, the park and the
 * forest, each with a sign showing the picture to find.
 */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["meadow", "garden", "shore", "park", "forest"];

/** How long "You found them all!" stays before the next grid. */
const NEXT_ROUND_DELAY_MS = 1000;

export default function VisualAttentionBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => visualRounds(level, Math.random));
  const [play, setPlay] = useState<VisualPlay>(startVisualPlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [feedback, setFeedback] = useState<"found" | "wrong" | null>(null);
  const finished = useRef(false);
  const spokenRound = useRef(-1);
  const nextTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextTimer.current), []);
  // Roving tabindex: the one cell Tab reaches; the arrow keys move it.
  const [active, setActive] = useState(0);
  const cellRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const round = rounds[Math.min(play.round, rounds.length - 1)] as VisualRound;
  const total = copyCount(round);
  const cleared = roundCleared(round, play);
  const { columns, rows } = visualLevel(level);
  const prompt = t("games.visualAttention.findAll", { count: total });

  const pictureName = (picture: Picture) =>
    t("games.visualAttention.picture", {
      kind: t(`games.visualAttention.kinds.${picture.kind}`),
      pattern: t(`games.visualAttention.patterns.${picture.pattern}`),
      color: t(`games.visualAttention.colors.${picture.color}`),
    });

  // Each grid's prompt is spoken once, when it appears; in the first, the shell's hand taps a copy.
  const over = visualPlayOver(play, rounds);
  useEffect(() => {
    if (over) {
      onRounds(rounds.length, rounds.length);
      return;
    }
    if (spokenRound.current === play.round) return;
    spokenRound.current = play.round;
    instruct(prompt);
    onRounds(play.round, rounds.length);
    if (play.round === 0) showMe(cellRefs.current[round.cells.findIndex((cell) => samePicture(cell, round.target))] ?? null);
  }, [play.round, over, prompt, instruct, onRounds, rounds.length, showMe, round, spokenRound, cellRefs]);

  function tap(index: number) {
    setActive(index);
    if (paused || finished.current) return;
    const { play: next, outcome } = tapCell(rounds, latest.current, index);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    setFeedback(outcome);
    onScore(runningScore(next));
    if (outcome === "wrong") {
      sounds.wrong();
      instruct(prompt);
      return;
    }
    sounds.right();
    if (!roundCleared(rounds[next.round], next)) return;
    nextTimer.current = window.setTimeout(() => {
      const after = nextRound(latest.current);
      latest.current = after;
      setPlay(after);
      setFeedback(null);
      setActive(0);
      if (visualPlayOver(after, rounds) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: after.score, attempts: after.attempts, successes: after.successes });
      }
    }, NEXT_ROUND_DELAY_MS);
  }

  function move(event: KeyboardEvent<HTMLButtonElement>, from: number) {
    const target = moveInGrid(event.key, from, columns, round.cells.length);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    cellRefs.current[target]?.focus();
  }

  const counted = t("games.visualAttention.foundCount", { found: play.found.length, total: copyCount(round) });
  const reaction = feedback === "found" ? t("games.visualAttention.foundOne") : feedback === "wrong" ? t("games.visualAttention.notThisOne") : "";
  const status = cleared ? t("games.visualAttention.allFound") : [reaction, counted].filter(Boolean).join(" ");

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "meadow"} className="visual-attention-board">
      <div className="visual-attention-prompt">
        <span key={play.round} className="lined-up-sign visual-attention-sample" aria-hidden="true">
          <PictureSvg picture={round.target} />
        </span>
        <span className="visually-hidden">{t("games.visualAttention.sampleLabel", { picture: pictureName(round.target) })}</span>
        <p className="choice-question visually-hidden">{prompt}</p>
        <ol className="visual-attention-tally" aria-hidden="true">
          {Array.from({ length: total }, (_, index) => (
            <li key={`${play.round}-${index}`} className={index < play.found.length ? "is-found game-pop" : ""}>
              <PictureSvg picture={round.target} />
            </li>
          ))}
        </ol>
      </div>
      <output className="game-feedback visual-attention-status visually-hidden">{status}</output>
      <ul
        key={play.round}
        className={`lined-up-field visual-attention-grid${paused ? " is-paused" : ""}`}
        style={{ "--lined-up-columns": columns, "--lined-up-rows": rows } as CSSProperties}
        aria-label={t("games.visualAttention.gridLabel")}
      >
        {round.cells.map((picture, index) => {
          const isFound = play.found.includes(index);
          const isWrong = play.wrong.includes(index);
          return (
            // The grid never changes during a round, so a cell's place is its identity.
            <li key={index}>
              <LinedUpOption
                buttonRef={(node) => {
                  cellRefs.current[index] = node;
                }}
                className={`visual-attention-cell${isFound ? " game-pop" : ""}${isWrong ? " game-wobble" : ""}`}
                state={isFound ? "found" : isWrong ? "wrong" : null}
                label={pictureName(picture)}
                pressed={isFound}
                disabled={paused || cleared || isFound || isWrong}
                step={play.round}
                tabIndex={index === active ? 0 : -1}
                onFocus={() => setActive(index)}
                onKeyDown={(event) => move(event, index)}
                onChoose={() => tap(index)}
              >
                <PictureSvg picture={picture} />
              </LinedUpOption>
            </li>
          );
        })}
      </ul>
    </Scene>
  );
}

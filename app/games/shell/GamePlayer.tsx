import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { type GameProgress, NO_PROGRESS, levelUnlocked } from "~/domain/games/progress";
import { useTranslation } from "~/lib/i18n/context";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { BOARDS } from "../islands";
import type { GameId } from "../registry";
import { PASS_PERCENT, type PlayResult, passed, scorePercent, starsFor } from "../scoring";
import { browserProgressSnapshot, recordBrowserPlay, serverBrowserProgress, subscribeBrowserProgress } from "./browser-progress";
import { gameSounds, saveSoundPreference, serverSoundPreference, soundPreference, subscribeSound } from "./sound";
import { BoardErrorBoundary } from "./BoardErrorBoundary";
import { useSavePlay } from "./save-play";

export interface PlayableGame {
  id: GameId;
  levels: number;
  /** The most points one play of each level can earn, level 1 first. */
  maxScores: ReadonlyArray<number>;
  /** Seconds each level allows (null: untimed), level 1 first. */
  timeLimits: ReadonlyArray<number | null>;
  /** Lives each level starts with (null: none), level 1 first. */
  lives: ReadonlyArray<number | null>;
}

/** What the route action answers to a saved play; `error` is a code for developers, not text. */
export type SavePlayAnswer =
  | { saved: true; progress: GameProgress }
  | { saved: false; error: "unauthorized" | "subscription_required" | "invalid_play" };

type Phase =
  | { kind: "choose" }
  | { kind: "playing"; level: number; startedAt: number; run: number; practice: boolean }
  | { kind: "done"; level: number; result: PlayResult; percent: number; practice: boolean };

/** The time now, in milliseconds: when a play starts and ends (called from event handlers). */
const wallClock = () => Date.now();

/** "1:05" for 65 seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * The level's countdown: runs while playing and not paused, stops at 0. Null for an untimed
 * level or a practice play.
 */
function useCountdown(limit: number | null, running: boolean, run: number): number | null {
  const [left, setLeft] = useState<{ run: number; seconds: number } | null>(null);
  const seconds = limit === null ? null : left && left.run === run ? left.seconds : limit;
  useEffect(() => {
    if (limit === null || !running || seconds === null || seconds <= 0) return;
    const timer = window.setTimeout(() => setLeft({ run, seconds: seconds - 1 }), 1000);
    return () => window.clearTimeout(timer);
  }, [limit, running, seconds, run]);
  return seconds;
}

/**
 * The shell every game shares: level picker with unlock order, score, pause, sound switch,
 * completion screen with stars, and saving (to the account through the route action, or in
 * this browser for visitors). The board, the part that differs per game, is a lazy chunk.
 */
export function GamePlayer({
  game,
  levelLabel,
  accountProgress,
  signedIn,
  playerName,
  variant = null,
}: {
  game: PlayableGame;
  /** Passed to the board, e.g. the category of /games/name-object/:category. */
  variant?: string | null;
  levelLabel: (level: number) => string;
  accountProgress: GameProgress | null;
  signedIn: boolean;
  playerName: string | null;
}) {
  const { t, language } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useSavePlay(game.id);
  const [phase, setPhase] = useState<Phase>({ kind: "choose" });
  const [paused, setPaused] = useState(false);
  const [score, setScore] = useState(0);
  const [livesLeft, setLivesLeft] = useState<number | null>(null);
  const [practice, setPractice] = useState(false);
  const timed = game.timeLimits.some((limit) => limit !== null);
  const soundOn = useSyncExternalStore(subscribeSound, soundPreference, serverSoundPreference);
  const stored = useSyncExternalStore(subscribeBrowserProgress, browserProgressSnapshot, serverBrowserProgress);
  const visitorProgress = stored[game.id] ?? NO_PROGRESS;
  // Moves focus to the new heading when the parent or child changes screens, not on page load,
  // and brings the whole screen up under the header: on a phone the game's description fills the
  // first half of the screen, and the board would start below the fold.
  const changedScreen = useRef(false);
  const focusHeading = useCallback((node: HTMLHeadingElement | null) => {
    if (!node || !changedScreen.current) return;
    node.focus({ preventScroll: true });
    node.closest(".game-player")?.scrollIntoView({ block: "start" });
  }, []);

  const savedProgress = fetcher.data?.saved ? fetcher.data.progress : null;
  const progress = signedIn ? (savedProgress ?? accountProgress ?? NO_PROGRESS) : visitorProgress;
  const sounds = useMemo(() => gameSounds(soundOn, language), [soundOn, language]);
  const Board = BOARDS[game.id];
  const playingLevel = phase.kind === "playing" ? phase.level : null;
  const limit = playingLevel && phase.kind === "playing" && !phase.practice ? (game.timeLimits[playingLevel - 1] ?? null) : null;
  const secondsLeft = useCountdown(limit, phase.kind === "playing" && !paused, phase.kind === "playing" ? phase.run : 0);

  function showLevels() {
    changedScreen.current = true;
    setPhase({ kind: "choose" });
  }

  function start(level: number, asPractice: boolean = practice) {
    changedScreen.current = true;
    setScore(0);
    setPaused(false);
    setLivesLeft(game.lives[level - 1] ?? null);
    const startedAt = wallClock();
    setPhase({ kind: "playing", level, startedAt, run: startedAt, practice: timed && asPractice });
  }

  const phaseNow = useRef(phase);
  useEffect(() => {
    phaseNow.current = phase;
  }, [phase]);

  // While a level is played the phone's bottom navigation steps aside (app.css).
  const playing = phase.kind === "playing";
  useEffect(() => {
    if (!playing) return;
    document.documentElement.classList.add("game-playing");
    return () => document.documentElement.classList.remove("game-playing");
  }, [playing]);

  const submitPlay = fetcher.submit;
  const finish = useCallback(
    (result: PlayResult) => {
      const current = phaseNow.current;
      if (current.kind !== "playing") return;
      const maxScore = game.maxScores[result.level - 1] ?? 0;
      if (current.practice) {
        // Practice plays (no timer) are for trying out: nothing is saved.
      } else if (signedIn) {
        void submitPlay(
          {
            level: result.level,
            score: result.score,
            attempts: result.attempts,
            successes: result.successes,
            startedAt: current.startedAt,
            endedAt: wallClock(),
          },
          { method: "post" },
        );
      } else {
        recordBrowserPlay(game.id, { level: result.level, score: result.score, maxScore }, game.levels);
      }
      const done: Phase = { kind: "done", level: result.level, result, percent: scorePercent(result.score, maxScore), practice: current.practice };
      phaseNow.current = done;
      changedScreen.current = true;
      setPhase(done);
    },
    [game, signedIn, submitPlay],
  );

  // The board's current instruction, for the speaker button (issue 37 brings the button).
  const instruction = useRef<string | ReadonlyArray<string>>("");
  const instruct = useCallback(
    (text: string | ReadonlyArray<string>) => {
      instruction.current = text;
      sounds.say(text);
    },
    [sounds],
  );
  const showMe = useCallback((_target: Element | null, _to?: Element | null) => {}, []);
  const [, setRounds] = useState<{ done: number; total: number } | null>(null);
  const onRounds = useCallback((done: number, total: number) => setRounds({ done, total }), []);

  function toggleSound() {
    saveSoundPreference(!soundOn);
  }

  const soundSwitch = (
    <button type="button" className="button button-secondary button-small" aria-pressed={soundOn} onClick={toggleSound} disabled={!hydrated}>
      <span aria-hidden="true">{soundOn ? "🔊" : "🔇"}</span> {t("games.sound")}
    </button>
  );

  if (phase.kind === "playing") {
    return (
      <section key="playing" className="game-player" aria-labelledby="game-play-title">
        <div className="game-bar">
          <h2 id="game-play-title" ref={focusHeading} tabIndex={-1}>
            {levelLabel(phase.level)}
          </h2>
          <p className="game-score">
            {t("games.score")}: <strong>{score}</strong>
            {livesLeft !== null ? (
              <>
                {" · "}
                {t("games.lives")}: <strong>{livesLeft}</strong>
              </>
            ) : null}
            {secondsLeft !== null ? (
              <>
                {" · "}
                {t("games.timeLeft")}: <strong className="game-clock">{clock(secondsLeft)}</strong>
              </>
            ) : phase.practice ? (
              <>
                {" · "}
                {t("games.practiceMode")}
              </>
            ) : null}
          </p>
          <div className="game-controls">
            <button type="button" className="button button-secondary button-small" onClick={() => setPaused((value) => !value)}>
              {paused ? t("games.resume") : t("games.pause")}
            </button>
            {soundSwitch}
            <button type="button" className="button button-secondary button-small" onClick={showLevels}>
              {t("games.quit")}
            </button>
          </div>
        </div>
        <div className="game-stage">
          <BoardErrorBoundary>
            <Suspense fallback={<p className="game-loading">{t("games.loading")}</p>}>
              <Board
                key={phase.run}
                level={phase.level}
                paused={paused}
                untimed={phase.practice || limit === null}
                timeUp={secondsLeft === 0}
                lives={game.lives[phase.level - 1] ?? null}
                variant={variant}
                onLives={setLivesLeft}
                sounds={sounds}
                instruct={instruct}
                showMe={showMe}
                onRounds={onRounds}
                onScore={setScore}
                onFinish={finish}
              />
            </Suspense>
          </BoardErrorBoundary>
          {paused ? (
            <div className="game-paused">
              <p>{t("games.paused")}</p>
              <button type="button" className="button button-primary" onClick={() => setPaused(false)}>
                {t("games.resume")}
              </button>
            </div>
          ) : null}
        </div>
      </section>
    );
  }

  if (phase.kind === "done") {
    const won = passed(phase.percent);
    const stars = starsFor(phase.percent);
    const hasNext = won && phase.level < game.levels;
    return (
      <section key="done" className="game-player game-complete" aria-labelledby="game-complete-title">
        <h2 id="game-complete-title" ref={focusHeading} tabIndex={-1}>
          {won ? t("games.completeTitle") : t("games.tryAgainTitle")}
        </h2>
        <p className="game-stars">
          <span className="visually-hidden">{t("games.stars", { count: stars })}</span>
          {[1, 2, 3].map((star) => (
            <span key={star} aria-hidden="true" className={star <= stars ? "star is-earned" : "star"}>
              ★
            </span>
          ))}
        </p>
        <p>
          {t("games.resultScore", { score: phase.result.score, max: game.maxScores[phase.level - 1] ?? 0, percent: phase.percent })}
        </p>
        <p>{won ? t("games.passedText", { level: levelLabel(phase.level) }) : t("games.retryText", { percent: PASS_PERCENT })}</p>
        {won && phase.level === game.levels && !phase.practice ? <p>{t("games.allLevelsDone")}</p> : null}
        {phase.practice ? (
          <p className="game-save">{t("games.practiceNotCounted")}</p>
        ) : (
          <SaveStatus signedIn={signedIn} state={fetcher.state} answer={fetcher.data} playerName={playerName} />
        )}
        <p className="button-row">
          {hasNext && !phase.practice ? (
            <button type="button" className="button button-primary" onClick={() => start(phase.level + 1)}>
              {t("games.nextLevel")}
            </button>
          ) : null}
          <button
            type="button"
            className={hasNext && !phase.practice ? "button button-secondary" : "button button-primary"}
            onClick={() => start(phase.level, phase.practice)}
          >
            {t("games.replay")}
          </button>
          {phase.practice ? (
            <button type="button" className="button button-secondary" onClick={() => start(phase.level, false)}>
              {t("games.playTimed")}
            </button>
          ) : null}
          <button type="button" className="button button-secondary" onClick={showLevels}>
            {t("games.backToLevels")}
          </button>
        </p>
      </section>
    );
  }

  return (
    <section key="choose" className="game-player" aria-labelledby="game-levels-title">
      <div className="game-bar">
        <h2 id="game-levels-title" ref={focusHeading} tabIndex={-1}>
          {t("games.chooseLevel")}
        </h2>
        {soundSwitch}
      </div>
      <ol className="game-levels">
        {Array.from({ length: game.levels }, (_, index) => index + 1).map((level) => {
          const unlocked = levelUnlocked(progress, level);
          const done = level < progress.currentLevel || (level === game.levels && progress.progressPercentage >= 100);
          return (
            <li key={level}>
              <button
                type="button"
                className={`game-level${done ? " is-passed" : ""}`}
                disabled={!hydrated || !unlocked}
                aria-label={
                  unlocked
                    ? done
                      ? t("games.levelPassed", { level: levelLabel(level) })
                      : levelLabel(level)
                    : t("games.levelLocked", { level: levelLabel(level), previous: levelLabel(level - 1) })
                }
                onClick={() => start(level)}
              >
                <span aria-hidden="true">{unlocked ? (done ? "✓" : "▶") : "🔒"}</span> {levelLabel(level)}
              </button>
            </li>
          );
        })}
      </ol>
      {timed ? (
        <p className="field-check">
          <label>
            <input type="checkbox" checked={practice} disabled={!hydrated} onChange={(event) => setPractice(event.target.checked)} />{" "}
            {t("games.practiceLabel")}
          </label>
        </p>
      ) : null}
      <p className="game-progress">
        {t("games.progressLabel")}: {t("games.progressPercent", { percent: progress.progressPercentage })}
      </p>
      {signedIn ? null : <p className="form-hint">{t("games.savedOnDevice")}</p>}
    </section>
  );
}

function SaveStatus({
  signedIn,
  state,
  answer,
  playerName,
}: {
  signedIn: boolean;
  state: "idle" | "loading" | "submitting";
  answer: SavePlayAnswer | undefined;
  playerName: string | null;
}) {
  const { t } = useTranslation();
  let text: string;
  if (!signedIn) text = t("games.savedOnDevice");
  else if (state !== "idle") text = t("games.saving");
  else if (answer?.saved) text = playerName ? t("games.saved", { name: playerName }) : t("games.savedForParent");
  else if (answer) text = t("games.saveFailed");
  else text = t("games.saving");
  return (
    <output className="game-save">{text}</output>
  );
}

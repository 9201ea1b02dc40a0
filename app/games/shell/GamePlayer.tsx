import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { type GameProgress, NO_PROGRESS, levelUnlocked, progressAfterPlay } from "~/domain/games/progress";
import { useTranslation } from "~/infrastructure/i18n/context";
import { useHydrated } from "~/infrastructure/hooks/use-hydrated";
import { BOARDS } from "../islands";
import { PREVIEW_SECONDS, currentLevel, demoHandAt, livesFor, playIsSaved, playTimeLimit, playerAge, timerOnByDefault } from "../play-rules";
import type { GameId } from "../registry";
import { PASS_PERCENT, type PlayResult, passed, scorePercent, starsFor } from "../scoring";
import { gameTextKey, gameTitleKey } from "../texts";
import { browserProgressSnapshot, recordBrowserPlay, serverBrowserProgress, subscribeBrowserProgress } from "./browser-progress";
import type { KirpiPose } from "../art/Kirpi";
import type { PictureData } from "../art/Picture";
import {
  DEFAULT_VOLUME,
  type GameSounds,
  gameSounds,
  saveSoundPreference,
  saveSoundVolume,
  soundVolume,
  serverSoundPreference,
  soundPreference,
  subscribeSound,
} from "./sound";
import { BoardErrorBoundary } from "./BoardErrorBoundary";
import { Celebration } from "./Celebration";
import { type DemoHand, PlayMode } from "./PlayMode";
import { PlayIcon } from "./play-icons";
import { useSavePlay } from "./save-play";

export interface PlayableGame {
  id: GameId;
  levels: number;
  /** The youngest and oldest ages the game is made for. */
  ages: { from: number; to: number };
  /** The most points one play of each level can earn, level 1 first. */
  maxScores: ReadonlyArray<number>;
  /** Seconds each level allows (null: untimed), level 1 first. */
  timeLimits: ReadonlyArray<number | null>;
  /** Lives each level starts with (null: none), level 1 first. */
  lives: ReadonlyArray<number | null>;
  /** The sticker for Kirpi's album each level gives when passed, level 1 first. */
  stickers: ReadonlyArray<PictureData>;
}

/** What the route action answers to a saved play; `error` is a code for developers, not text. */
export type SavePlayAnswer =
  // `progress: null` with `queued`: played without a network, kept on the phone by offline mode's
  // worker and sent later (app/enhance/service-worker.ts); the page works the progress out itself.
  { saved: true; progress: GameProgress | null; queued?: true } | { saved: false; error: "unauthorized" | "subscription_required" | "invalid_play" };

type Phase =
  | { kind: "choose" }
  | { kind: "start" }
  | { kind: "playing"; level: number; startedAt: number; run: number }
  | { kind: "done"; level: number; result: PlayResult; percent: number; saved: boolean };

const noChange = () => () => {};

/**
 * Kirpi comes with the first level, beside the board, not in the page's first load. (The
 * celebration stays in it: loaded lazily it left a moment with neither the board nor the
 * celebration on screen.)
 */
const Kirpi = lazy(() => import("../art/Kirpi").then((module) => ({ default: module.Kirpi })));

/** How long Kirpi keeps a pose before watching again (docs/art-style.md §4). */
const KIRPI_HELLO_MS = 1500;
const KIRPI_YAY_MS = 700;
const KIRPI_HMM_MS = 900;

/** The time now, in milliseconds: when a play starts and ends (called from event handlers). */
const wallClock = () => Date.now();

/** "1:05" for 65 seconds: the time left as the parent's panel writes it (children see a picture). */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** A countdown that runs while `running`, stops at 0, and starts again with each `run`; null without a limit. */
function useCountdown(limit: number | null, running: boolean, run: number): number | null {
  const [left, setLeft] = useState<{ run: number; limit: number; seconds: number } | null>(null);
  const seconds = limit === null ? null : left && left.run === run && left.limit === limit ? left.seconds : limit;
  useEffect(() => {
    if (limit === null || !running || seconds === null || seconds <= 0) return;
    const timer = window.setTimeout(() => setLeft({ run, limit, seconds: seconds - 1 }), 1000);
    return () => window.clearTimeout(timer);
  }, [limit, running, seconds, run]);
  return seconds;
}

/**
 * The shell every game shares. Outside play the page shows the level list (the parent's); a
 * level is played in play mode, the screen as the game (PlayMode), with the rules of the
 * player's age (play-rules.ts), the celebration at the end, and saving (to the account through
 * the route action, or in this browser for visitors). The board is a lazy chunk.
 */
export function GamePlayer({
  game,
  levelLabel,
  accountProgress,
  signedIn,
  playerName,
  playerAgeYears = null,
  preview = false,
  variant = null,
}: {
  game: PlayableGame;
  /** Passed to the board, e.g. the category of /games/name-object/:category. */
  variant?: string | null;
  levelLabel: (level: number) => string;
  accountProgress: GameProgress | null;
  signedIn: boolean;
  playerName: string | null;
  /** The selected child's age in whole years; null for a visitor or a parent without a child. */
  playerAgeYears?: number | null;
  /** A premium game tried without access: level 1 only, for a short while, nothing saved. */
  preview?: boolean;
}) {
  const { t, language } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useSavePlay(game.id);
  // A page opened from the child's game picker (?play) opens straight into play mode.
  const openedToPlay = useSyncExternalStore(
    noChange,
    () => new URLSearchParams(window.location.search).has("play"),
    () => false,
  );
  const [chosenPhase, setPhase] = useState<Phase | null>(null);
  const phase = useMemo<Phase>(() => chosenPhase ?? (openedToPlay ? { kind: "start" } : { kind: "choose" }), [chosenPhase, openedToPlay]);
  const [panelOpen, setPanelOpen] = useState(false);
  const [score, setScore] = useState(0);
  const [livesLeft, setLivesLeft] = useState<number | null>(null);
  const [timerChoice, setTimerChoice] = useState<boolean | null>(null);
  const age = playerAge(playerAgeYears, game.ages.from);
  const timed = game.timeLimits.some((limit) => limit !== null);
  const soundOn = useSyncExternalStore(subscribeSound, soundPreference, serverSoundPreference);
  const volume = useSyncExternalStore(subscribeSound, soundVolume, () => DEFAULT_VOLUME);
  const stored = useSyncExternalStore(subscribeBrowserProgress, browserProgressSnapshot, serverBrowserProgress);
  const visitorProgress = stored[game.id] ?? NO_PROGRESS;

  // A play kept on the phone by offline mode comes back `queued`, without the server's progress:
  // the level it passed opens here at once, by the rule the server applies when the play arrives.
  const [progressIfQueued, setProgressIfQueued] = useState<GameProgress | null>(null);
  const answer = fetcher.data;
  const savedProgress = answer?.saved ? (answer.progress ?? (answer.queued ? progressIfQueued : null)) : null;
  const progress = signedIn ? (savedProgress ?? accountProgress ?? NO_PROGRESS) : visitorProgress;
  const progressNow = useRef(progress);
  useEffect(() => {
    progressNow.current = progress;
  }, [progress]);
  const sounds = useMemo(() => gameSounds(soundOn, language), [soundOn, language]);
  // Kirpi answers every move a board reports (a hop for a right one, a head tilt for a wrong one),
  // with the sound on or off, and waves when a level starts.
  const [reaction, setReaction] = useState<KirpiPose | null>(null);
  const reactionTimer = useRef<number | undefined>(undefined);
  const react = useCallback((pose: KirpiPose, ms: number) => {
    window.clearTimeout(reactionTimer.current);
    setReaction(pose);
    reactionTimer.current = window.setTimeout(() => setReaction(null), ms);
  }, []);
  useEffect(() => () => window.clearTimeout(reactionTimer.current), []);
  const boardSounds = useMemo<GameSounds>(
    () => ({
      ...sounds,
      right() {
        sounds.right();
        react("yay", KIRPI_YAY_MS);
      },
      wrong() {
        sounds.wrong();
        react("hmm", KIRPI_HMM_MS);
      },
    }),
    [sounds, react],
  );
  const Board = BOARDS[game.id];
  const playingLevel = phase.kind === "playing" ? phase.level : null;
  const limit = playingLevel === null ? null : playTimeLimit(age, game.timeLimits[playingLevel - 1] ?? null, timerChoice);
  const running = phase.kind === "playing" && !panelOpen;
  const run = phase.kind === "playing" ? phase.run : 0;
  const secondsLeft = useCountdown(limit, running, run);
  const previewLeft = useCountdown(preview ? PREVIEW_SECONDS : null, running, run);

  const [hand, setHand] = useState<DemoHand | null>(null);
  const handShown = useRef(false);
  const [rounds, setRounds] = useState<{ done: number; total: number } | null>(null);
  const instruction = useRef<string | ReadonlyArray<string>>("");

  function start(level: number) {
    setScore(0);
    setPanelOpen(false);
    setLivesLeft(livesFor(age, game.lives[level - 1] ?? null));
    setRounds(null);
    setHand(null);
    handShown.current = false;
    instruction.current = "";
    react("hello", KIRPI_HELLO_MS);
    const startedAt = wallClock();
    setPhase({ kind: "playing", level, startedAt, run: startedAt });
  }

  const phaseNow = useRef(phase);
  useEffect(() => {
    phaseNow.current = phase;
  }, [phase]);

  const submitPlay = fetcher.submit;
  const finish = useCallback(
    (result: PlayResult) => {
      const current = phaseNow.current;
      if (current.kind !== "playing") return;
      const maxScore = game.maxScores[result.level - 1] ?? 0;
      const saved = playIsSaved(preview);
      if (!saved) {
        // A preview of a locked game is for trying out: nothing is saved.
      } else if (signedIn) {
        setProgressIfQueued(progressAfterPlay(progressNow.current, { level: result.level, score: result.score, maxScore }, game.levels));
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
      const done: Phase = { kind: "done", level: result.level, result, percent: scorePercent(result.score, maxScore), saved };
      phaseNow.current = done;
      setHand(null);
      setPhase(done);
    },
    [game, signedIn, submitPlay, preview],
  );

  // A preview ends after its time with the celebration of what the child did.
  const scoreNow = useRef(score);
  useEffect(() => {
    scoreNow.current = score;
  }, [score]);
  useEffect(() => {
    if (previewLeft !== 0) return;
    const current = phaseNow.current;
    if (current.kind === "playing") finish({ level: current.level, score: scoreNow.current, attempts: 0, successes: 0 });
  }, [previewLeft, finish]);

  const instruct = useCallback(
    (text: string | ReadonlyArray<string>) => {
      instruction.current = text;
      sounds.say(text);
    },
    [sounds],
  );
  // The speaker button says the board's current instruction again (nothing before the first one).
  const speakAgain = useCallback(() => {
    if (instruction.current.length > 0) sounds.say(instruction.current);
  }, [sounds]);
  const showMe = useCallback((target: Element | null, to?: Element | null) => {
    if (handShown.current || !target) return;
    handShown.current = true;
    // The hand is drawn in the play-mode layer, which covers the viewport.
    const origin = document.querySelector(".play-mode")?.getBoundingClientRect() ?? { left: 0, top: 0 };
    setHand(demoHandAt(target.getBoundingClientRect(), origin, to?.getBoundingClientRect()));
  }, []);
  const onRounds = useCallback((done: number, total: number) => setRounds({ done, total }), []);
  const firstTouch = useCallback(() => {
    handShown.current = true;
    setHand(null);
  }, []);
  const backToLevels = useCallback(() => {
    setPanelOpen(false);
    setHand(null);
    setPhase({ kind: "choose" });
  }, []);

  function toggleSound() {
    saveSoundPreference(!soundOn);
  }

  const startLevel = currentLevel(preview ? 1 : progress.currentLevel, preview ? 1 : game.levels);
  const title = t(gameTitleKey(game.id));

  function screen() {
    if (phase.kind === "start") {
      return (
        <div className="play-start-screen">
          <button type="button" className="play-start" aria-label={t("games.play.start")} onClick={() => start(startLevel)}>
            <PlayIcon />
          </button>
        </div>
      );
    }
    if (phase.kind === "playing") {
      return (
        <>
          <h2 className="visually-hidden">{levelLabel(phase.level)}</h2>
          <BoardErrorBoundary>
            <Suspense
              fallback={
                // A child cannot read "loading": three dots that bounce say it; the words are for screen readers.
                <p className="game-loading">
                  <span className="game-loading-dots" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                  <output className="visually-hidden">{t("games.loading")}</output>
                </p>
              }
            >
              <Board
                key={phase.run}
                level={phase.level}
                paused={panelOpen}
                untimed={limit === null}
                timeUp={secondsLeft === 0}
                lives={livesFor(age, game.lives[phase.level - 1] ?? null)}
                variant={variant}
                onLives={setLivesLeft}
                sounds={boardSounds}
                instruct={instruct}
                showMe={showMe}
                onRounds={onRounds}
                onScore={setScore}
                onFinish={finish}
              />
            </Suspense>
          </BoardErrorBoundary>
        </>
      );
    }
    if (phase.kind === "done") {
      const hasNext = !preview && passed(phase.percent) && phase.level < game.levels;
      const level = phase.level;
      return (
        <Celebration
          key={`${level}-${phase.result.score}`}
          stars={starsFor(phase.percent)}
          sticker={!preview && passed(phase.percent) ? (game.stickers[level - 1] ?? null) : null}
          sounds={sounds}
          onAgain={preview ? null : () => start(level)}
          onNext={hasNext ? () => start(level + 1) : null}
        />
      );
    }
    return null;
  }

  const panel = (
    <div className="play-parent-body">
      <p className="play-parent-row">
        <button type="button" className="button button-secondary" aria-pressed={soundOn} onClick={toggleSound}>
          {t("games.sound")}
        </button>
        {timed && !preview ? (
          <button
            type="button"
            className="button button-secondary"
            aria-pressed={timerChoice ?? timerOnByDefault(age)}
            onClick={() => setTimerChoice(!(timerChoice ?? timerOnByDefault(age)))}
          >
            {t("games.play.timer")}
          </button>
        ) : null}
      </p>
      {soundOn ? (
        <p className="play-parent-volume">
          <label htmlFor="play-volume">{t("games.play.volume")}</label>
          <input
            id="play-volume"
            type="range"
            min={0}
            max={100}
            step={10}
            value={Math.round(volume * 100)}
            onChange={(event) => {
              saveSoundVolume(Number(event.currentTarget.value) / 100);
              // The parent hears the new level at once.
              sounds.right();
            }}
          />
        </p>
      ) : null}
      {timed && !preview ? <p className="form-hint">{t("games.play.timerHint")}</p> : null}
      {phase.kind === "playing" && secondsLeft !== null ? (
        <p>
          {t("games.timeLeft")}: {clock(secondsLeft)}
        </p>
      ) : null}
      {phase.kind === "done" ? <ParentFacts phase={phase} game={game} levelLabel={levelLabel} /> : null}
      {phase.kind === "done" && phase.saved ? <SaveStatus signedIn={signedIn} state={fetcher.state} answer={fetcher.data} playerName={playerName} /> : null}
      {preview ? (
        <>
          <p>{t("games.play.previewNote", { seconds: PREVIEW_SECONDS })}</p>
          <p>
            <a className="button button-primary" href="/subscription/plans">
              {t("games.play.subscribe")}
            </a>
          </p>
        </>
      ) : (
        <>
          <h3>{t("games.backToLevels")}</h3>
          <ol className="play-parent-levels">
            {Array.from({ length: game.levels }, (_, index) => index + 1).map((level) => (
              <li key={level}>
                <button type="button" className="button button-secondary" disabled={!levelUnlocked(progress, level)} onClick={() => start(level)}>
                  {levelLabel(level)}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
      <h3>{t("games.play.howTo")}</h3>
      <p>{t(gameTextKey(game.id, "howTo"))}</p>
      <p>
        <a className="button button-secondary" href={`/games/${game.id}${variant ? `/${variant}` : ""}`}>
          {t("games.play.leave")}
        </a>
      </p>
    </div>
  );

  const playMode =
    hydrated && phase.kind !== "choose" ? (
      <PlayMode
        title={title}
        onBack={backToLevels}
        onSpeak={phase.kind === "playing" ? speakAgain : null}
        rounds={phase.kind === "playing" ? rounds : null}
        lives={phase.kind === "playing" ? livesLeft : null}
        timer={phase.kind === "playing" && limit !== null && secondsLeft !== null ? { left: secondsLeft, limit } : null}
        hand={hand}
        onFirstTouch={firstTouch}
        panelOpen={panelOpen}
        onPanel={setPanelOpen}
        panel={panel}
        guide={
          <Suspense fallback={null}>
            <Kirpi pose={panelOpen ? "sleep" : phase.kind === "done" ? "party" : phase.kind === "start" ? "hello" : (reaction ?? "watch")} />
          </Suspense>
        }
      >
        {screen()}
      </PlayMode>
    ) : null;

  return (
    <section className="game-player" aria-labelledby="game-levels-title">
      <div className="game-bar">
        <h2 id="game-levels-title">{t("games.chooseLevel")}</h2>
        <button type="button" className="button button-secondary button-small" aria-pressed={soundOn} onClick={toggleSound} disabled={!hydrated}>
          {t("games.sound")}
        </button>
      </div>
      <ol className="game-levels">
        {Array.from({ length: game.levels }, (_, index) => index + 1).map((level) => {
          const unlocked = levelUnlocked(progress, level) && (!preview || level === 1);
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
      <p className="game-progress">
        {t("games.progressLabel")}: {t("games.progressPercent", { percent: progress.progressPercentage })}
      </p>
      {signedIn ? null : <p className="form-hint">{t("games.savedOnDevice")}</p>}
      {playMode}
    </section>
  );
}

/** What the parent reads about the play that ended: the score and whether the level is passed. */
function ParentFacts({ phase, game, levelLabel }: { phase: Extract<Phase, { kind: "done" }>; game: PlayableGame; levelLabel: (level: number) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t("games.resultScore", { score: phase.result.score, max: game.maxScores[phase.level - 1] ?? 0, percent: phase.percent })}</p>
      <p>{passed(phase.percent) ? t("games.passedText", { level: levelLabel(phase.level) }) : t("games.retryText", { percent: PASS_PERCENT })}</p>
    </>
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
  return <output className="game-save">{text}</output>;
}

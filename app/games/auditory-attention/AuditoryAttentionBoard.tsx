import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import ear from "fluent:ear";
import speaker from "fluent:speaker-high-volume";
import type { BoardProps } from "../board";
import { Picture } from "../art/Picture";
import { Scene } from "../art/Scene";
import {
  type HearingPlay,
  type HearingRound,
  type Word,
  frameKey,
  frameMs,
  hearingRounds,
  hearingScore,
  isTargetWord,
  startHearingPlay,
  tapNow,
  tick,
} from "./logic";
import { SET_SCENES, WordPicture } from "./WordPicture";
import "./auditory-attention.css";

/** Words of the round already said, shown small before the current one. */
const TRAIL = 3;

export default function AuditoryAttentionBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => hearingRounds(level, Math.random));
  const [play, setPlay] = useState<HearingPlay>(startHearingPlay);
  // The latest play, so two quick taps before a re-render count once.
  const latest = useRef(play);
  const finished = useRef(false);
  // No voice and no recording could play: the words are still written.
  const [soundFailed, setSoundFailed] = useState(false);
  const nowButton = useRef<HTMLButtonElement | null>(null);
  // The last tap's answer, to pop (a hit) or wobble (another word) until its animation ends.
  const [answer, setAnswer] = useState<"hit" | "falseTap" | null>(null);
  const round = rounds[Math.min(play.round, rounds.length - 1)] as HearingRound;
  const wordText = (word: Word) => t(`games.auditoryAttention.words.${word.set}.${word.slot}`);
  const current = round.words[play.word];
  const saying = play.phase === "show" && current ? wordText(current) : "";
  const prompt = t(`games.auditoryAttention.listenFor.${round.target}`);
  const score = hearingScore(play);

  // The board's clock: the intro, each word, each quiet gap and the instruction said again after
  // a wrong tap last their time; a pause stops it and the frame starts again on resume.
  const frame = frameKey(play);
  const ms = frameMs(play, level);
  useEffect(() => {
    if (paused || ms === null) return;
    const timer = window.setTimeout(() => {
      if (frameKey(latest.current) !== frame) return;
      const next = tick(latest.current, rounds);
      latest.current = next;
      setPlay(next);
    }, ms);
    return () => window.clearTimeout(timer);
  }, [frame, ms, paused, rounds]);

  // The instruction is given when a round starts, and each word is said as it appears (once, even after a pause).
  const spokenFrame = useRef("");
  useEffect(() => {
    if (paused || spokenFrame.current === frame) return;
    if (play.phase === "intro") {
      spokenFrame.current = frame;
      instruct(prompt);
      onRounds(play.round, rounds.length);
    } else if (saying !== "") {
      spokenFrame.current = frame;
      sounds.say(saying, () => setSoundFailed(true));
    }
  }, [frame, play.phase, play.round, rounds.length, prompt, saying, paused, sounds, instruct, onRounds]);

  // The first time the word to listen for comes, the hand shows the tap on "Now!".
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || play.phase !== "show" || !isTargetWord(round, current)) return;
    shown.current = true;
    showMe(nowButton.current);
  }, [play.phase, round, current, showMe]);

  useEffect(() => {
    onScore(score);
  }, [score, onScore]);

  useEffect(() => {
    if (play.phase !== "over" || finished.current) return;
    finished.current = true;
    sounds.finished();
    onRounds(rounds.length, rounds.length);
    onFinish({ level, score: hearingScore(play), attempts: play.hits + play.falseTaps, successes: play.hits });
  }, [play, level, rounds.length, onFinish, onRounds, sounds]);

  function tap() {
    if (paused) return;
    const { play: next, outcome } = tapNow(latest.current, rounds);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    setAnswer(outcome === "hit" ? "hit" : "falseTap");
    if (outcome === "hit") {
      sounds.right();
      return;
    }
    // A tap on another word: the words stop (the play's "again" phase) while the instruction is said again.
    sounds.wrong();
    instruct(prompt);
  }

  const listening = play.phase === "show" || play.phase === "gap";
  const saidEnd = play.phase === "gap" || play.phase === "again" ? play.word + 1 : play.phase === "show" ? play.word : 0;
  const saidStart = Math.max(0, saidEnd - TRAIL);
  const said = round.words.slice(saidStart, saidEnd);
  const picture = current && play.phase === "show" && current.slot === "target" ? current.set : null;
  const feedback =
    play.phase === "intro"
      ? t("games.auditoryAttention.getReady")
      : play.last === "hit"
        ? t("games.auditoryAttention.hit")
        : play.last === "falseTap"
          ? t("games.auditoryAttention.falseTap")
          : play.last === "missed"
            ? t("games.auditoryAttention.missed")
            : "";

  return (
    <Scene name={SET_SCENES[round.target]} className="auditory-attention-board">
      {/* The word to listen for is brought forward when it is said: at a round's start and after a tap on another word. */}
      <div className={`auditory-attention-target${play.phase === "intro" || play.phase === "again" ? " is-new" : ""}`}>
        <span className="visually-hidden">{t("games.auditoryAttention.targetLabel")}:</span>
        <WordPicture set={round.target} className="auditory-attention-target-picture" />
        <span className="auditory-attention-target-word" data-spoken-word="">
          {t(`games.auditoryAttention.words.${round.target}.target`)}
        </span>
      </div>
      <p className="visually-hidden">{prompt}</p>
      {/* The voice's bubble: the word the voice is saying now (a speaker marks it as the voice), the words said before small above it. */}
      <div className={`auditory-attention-stage${saying ? " is-saying" : ""}`}>
        <ol className="auditory-attention-trail" aria-hidden="true">
          {said.map((word, index) => (
            <li key={`${play.round}-${saidStart + index}`}>{wordText(word)}</li>
          ))}
        </ol>
        <p className="auditory-attention-word" aria-live="assertive">
          <span className="visually-hidden">{saying ? `${t("games.auditoryAttention.wordLabel")}: ` : ""}</span>
          <span key={frame} className="auditory-attention-word-text">
            <span className={`auditory-attention-said${answer === "hit" ? " game-pop" : ""}`}>
              {picture ? <WordPicture set={picture} className="auditory-attention-said-picture" /> : null}
              <span>{saying}</span>
            </span>
          </span>
          <Picture picture={speaker} className="auditory-attention-voice" />
        </p>
      </div>
      <button
        ref={nowButton}
        type="button"
        className={`auditory-attention-now${answer === "falseTap" ? " game-wobble" : answer === "hit" ? " game-pop" : ""}`}
        aria-label={t("games.auditoryAttention.now")}
        aria-disabled={paused || !listening}
        onClick={tap}
        onAnimationEnd={() => setAnswer(null)}
      >
        <Picture picture={ear} />
      </button>
      <output className="visually-hidden">{feedback}</output>
      {soundFailed ? <p className="auditory-attention-failed">{t("games.auditoryAttention.soundFailed")}</p> : null}
    </Scene>
  );
}

import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { SET_EMOJI, type HearingPlay, type HearingRound, type Word, frameKey, frameMs, hearingRounds, hearingScore, startHearingPlay, tapNow, tick } from "./logic";
import "./auditory-attention.css";

/** Words of the round already said, shown small before the current one. */
const TRAIL = 3;

export default function AuditoryAttentionBoard({ level, paused, sounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => hearingRounds(level, Math.random));
  const [play, setPlay] = useState<HearingPlay>(startHearingPlay);
  // The latest play, so two quick taps before a re-render count once.
  const latest = useRef(play);
  const finished = useRef(false);
  // No voice and no recording could play: the words are still written.
  const [soundFailed, setSoundFailed] = useState(false);
  const round = rounds[Math.min(play.round, rounds.length - 1)] as HearingRound;
  const wordText = (word: Word) => t(`games.auditoryAttention.words.${word.set}.${word.slot}`);
  const current = round.words[play.word];
  const saying = play.phase === "show" && current ? wordText(current) : "";
  const prompt = t(`games.auditoryAttention.listenFor.${round.target}`);
  const score = hearingScore(play);

  // The board's clock: the intro, each word and each quiet gap last their time; a pause stops
  // it and the frame starts again on resume. A wrong tap does not restart the word.
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

  // The target is said when a round starts, and each word as it appears (once, even after a pause).
  const spokenFrame = useRef("");
  const spoken = play.phase === "intro" ? prompt : saying;
  useEffect(() => {
    if (paused || spoken === "" || spokenFrame.current === frame) return;
    spokenFrame.current = frame;
    sounds.say(spoken, () => setSoundFailed(true));
  }, [frame, spoken, paused, sounds]);

  useEffect(() => {
    onScore(score);
  }, [score, onScore]);

  useEffect(() => {
    if (play.phase !== "over" || finished.current) return;
    finished.current = true;
    sounds.finished();
    onFinish({ level, score: hearingScore(play), attempts: play.hits + play.falseTaps, successes: play.hits });
  }, [play, level, onFinish, sounds]);

  function tap() {
    if (paused) return;
    const { play: next, outcome } = tapNow(latest.current, rounds);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    if (outcome === "hit") sounds.right();
    else sounds.wrong();
  }

  const listening = play.phase === "show" || play.phase === "gap";
  const saidEnd = play.phase === "gap" ? play.word + 1 : play.phase === "show" ? play.word : 0;
  const saidStart = Math.max(0, saidEnd - TRAIL);
  const said = round.words.slice(saidStart, saidEnd);
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
    <div className="auditory-attention-board">
      <p className="game-round">
        {t("games.auditoryAttention.round", { round: Math.min(play.round + 1, rounds.length), total: rounds.length })}
        {listening ? ` · ${t("games.auditoryAttention.progress", { number: play.word + 1, total: round.words.length })}` : ""}
      </p>
      <div className={`auditory-attention-target${play.phase === "intro" ? " is-new" : ""}`}>
        <span className="visually-hidden">{t("games.auditoryAttention.targetLabel")}:</span>
        <span className="auditory-attention-target-emoji" aria-hidden="true">
          {SET_EMOJI[round.target]}
        </span>
        <span className="auditory-attention-target-word">{t(`games.auditoryAttention.words.${round.target}.target`)}</span>
      </div>
      <p className="auditory-attention-prompt">{prompt}</p>
      <div className="auditory-attention-stage">
        <ol className="auditory-attention-trail" aria-hidden="true">
          {said.map((word, index) => (
            <li key={`${play.round}-${saidStart + index}`}>{wordText(word)}</li>
          ))}
        </ol>
        <p className="auditory-attention-word" aria-live="assertive">
          <span className="visually-hidden">{saying ? `${t("games.auditoryAttention.wordLabel")}: ` : ""}</span>
          <span key={frame} className="auditory-attention-word-text">
            {saying}
          </span>
        </p>
      </div>
      <button type="button" className="auditory-attention-now" aria-disabled={paused || !listening} onClick={tap}>
        <span aria-hidden="true">👂</span> {t("games.auditoryAttention.now")}
      </button>
      <output className="game-feedback">{feedback}</output>
      {soundFailed ? <p className="auditory-attention-failed">{t("games.auditoryAttention.soundFailed")}</p> : null}
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { speak, stopSpeaking } from "~/lib/speak";

/** If neither "end" nor "error" comes (a silent voice), the button comes back after this long. */
const PLAYING_AT_MOST_MS = 60_000;

/**
 * The task's spoken instructions. Without scripts: the browser's own audio player with the
 * recording. With scripts: a play button that reads the text with the browser's voice for the
 * page's language (or the recording when there is none), showing 'playing' until it ends.
 */
export function InstructionAudio({ text, file }: { text: string; file: string }) {
  const { t, language } = useTranslation();
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const safety = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(safety.current);
      stopSpeaking();
    },
    [],
  );

  function play() {
    setPlaying(true);
    const done = () => {
      window.clearTimeout(safety.current);
      setPlaying(false);
    };
    safety.current = window.setTimeout(done, PLAYING_AT_MOST_MS);
    speak(language, text, { onEnd: done, onFailed: done });
  }

  return (
    <section className="card homework-audio" aria-labelledby="audio-title">
      <h2 id="audio-title">{t("homework.audioTitle")}</h2>
      {hydrated ? (
        <button type="button" className="button button-primary" onClick={play} disabled={playing}>
          <span aria-hidden="true">{playing ? "🔊" : "▶"}</span> {playing ? t("homework.playing") : t("homework.play")}
        </button>
      ) : (
        // The whole text is written right below: the transcript is the recording's alternative (WCAG 1.2.1).
        // oxlint-disable-next-line jsx-a11y/media-has-caption
        <audio controls preload="none" src={file}>
          {t("homework.audioFallback")}
        </audio>
      )}
      <p className="homework-audio-text">{text}</p>
    </section>
  );
}

import { useEffect, useRef, useState } from "react";
import { StandaloneScript } from "~/components/StandaloneScript";
import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { useTranslation } from "~/lib/i18n/context";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { useSendsStandaloneScripts } from "~/lib/nonce";
import { speakThenDone, stopSpeaking } from "~/lib/speak";

/**
 * The task's spoken instructions. Without scripts: the browser's own audio player with the
 * recording. With scripts (React, or the standalone app/enhance/spoken-instructions.ts on a page
 * sent without React): a play button that reads the text with the browser's voice for the
 * page's language (or the recording when there is none), showing 'playing' until it ends.
 */
export function InstructionAudio({ text, file }: { text: string; file: string }) {
  const { t, language } = useTranslation();
  const hydrated = useHydrated();
  const standalone = useSendsStandaloneScripts();
  const [playing, setPlaying] = useState(false);
  const forget = useRef<() => void>(undefined);

  useEffect(
    () => () => {
      forget.current?.();
      stopSpeaking();
    },
    [],
  );

  function play() {
    setPlaying(true);
    forget.current = speakThenDone(language, text, () => setPlaying(false));
  }

  return (
    <section className="card homework-audio" aria-labelledby="audio-title" data-spoken-instructions={standalone ? text : undefined}>
      <h2 id="audio-title">{t("homework.audioTitle")}</h2>
      {hydrated ? (
        <button type="button" className="button button-primary" onClick={play} disabled={playing}>
          <span aria-hidden="true">{playing ? "🔊" : "▶"}</span> {playing ? t("homework.playing") : t("homework.play")}
        </button>
      ) : (
        <>
          {/* The whole text is written right below: the transcript is the recording's alternative (WCAG 1.2.1). */}
          {/* oxlint-disable-next-line jsx-a11y/media-has-caption */}
          <audio controls preload="none" src={file}>
            {t("homework.audioFallback")}
          </audio>
          {standalone ? (
            // Shown, in place of the player, by the standalone script.
            <button type="button" className="button button-primary" hidden data-play={t("homework.play")} data-playing={t("homework.playing")}>
              <span aria-hidden="true" data-icon="">
                ▶
              </span>{" "}
              <span data-label="">{t("homework.play")}</span>
            </button>
          ) : null}
        </>
      )}
      <p className="homework-audio-text">{text}</p>
      <StandaloneScript src={STANDALONE_SCRIPTS.spokenInstructions} />
    </section>
  );
}

import { StandaloneScript } from "~/components/StandaloneScript";
import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { useTranslation } from "~/infrastructure/i18n/context";
import { useSendsStandaloneScripts } from "~/infrastructure/nonce";

/**
 * The task's spoken instructions. Without scripts: the browser's own audio player with the
 * recording. With them, app/enhance/spoken-instructions.ts shows the hidden play button in the
 * player's place, which reads the text with the browser's voice for the page's language (or the
 * recording when there is none), showing 'playing' until it ends.
 */
export function InstructionAudio({ text, file }: { text: string; file: string }) {
  const { t } = useTranslation();
  const standalone = useSendsStandaloneScripts();
  return (
    <section className="card homework-audio" aria-labelledby="audio-title" data-spoken-instructions={standalone ? text : undefined}>
      <h2 id="audio-title">{t("homework.audioTitle")}</h2>
      {/* The whole text is written right below: the transcript is the recording's alternative (WCAG 1.2.1). */}
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption */}
      <audio controls preload="none" src={file}>
        {t("homework.audioFallback")}
      </audio>
      {standalone ? (
        <button type="button" className="button button-primary" hidden data-play={t("homework.play")} data-playing={t("homework.playing")}>
          <span aria-hidden="true" data-icon="">
            ▶
          </span>{" "}
          <span data-label="">{t("homework.play")}</span>
        </button>
      ) : null}
      <p className="homework-audio-text">{text}</p>
      <StandaloneScript src={STANDALONE_SCRIPTS.spokenInstructions} />
    </section>
  );
}

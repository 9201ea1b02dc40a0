/**
 * Standalone enhancement (ADR 024) of the spoken instructions on a page sent without React
 * (a homework task, a course exercise; app/components/homework/InstructionAudio.tsx): the
 * server writes the recording's player and a hidden play button; this shows the button instead,
 * which reads the text with the browser's voice for the page's language (or the recording when
 * it has none), showing 'playing' until the reading ends.
 */
import { DEFAULT_LANGUAGE, isLanguage } from "~/infrastructure/i18n-config";
import { speakThenDone } from "~/infrastructure/speak";

const language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;

for (const section of document.querySelectorAll<HTMLElement>("[data-spoken-instructions]")) {
  const button = section.querySelector<HTMLButtonElement>("button[data-play]");
  const icon = button?.querySelector("[data-icon]");
  const label = button?.querySelector("[data-label]");
  const text = section.dataset.spokenInstructions;
  if (!button || !icon || !label || !text) continue;
  const show = (playing: boolean) => {
    button.disabled = playing;
    icon.textContent = playing ? "🔊" : "▶";
    label.textContent = (playing ? button.dataset.playing : button.dataset.play) ?? "";
  };
  button.addEventListener("click", () => {
    show(true);
    speakThenDone(language, text, () => show(false));
  });
  section.querySelector("audio")?.remove();
  button.hidden = false;
}

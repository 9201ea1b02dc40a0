/**
 * Standalone enhancement (ADR 024) of a page sent without React: its print buttons
 * (app/components/PrintButton.tsx), sent hidden because only a script can open the browser's
 * print dialog, are shown and open it.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-print]")) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}

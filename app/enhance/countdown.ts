/**
 * Standalone enhancement (ADR 024): a "we will take you on in N seconds" line that counts.
 * The server writes the line for every second left (`data-countdown`, a JSON list indexed by
 * seconds, already translated with the language's plural forms) and where to go
 * (`data-countdown-to`). Without scripts the page's Refresh header moves on after the same
 * time, and the line, written for the full time, stays as it was sent.
 */
for (const element of document.querySelectorAll<HTMLElement>("[data-countdown]")) {
  const lines: unknown = JSON.parse(element.dataset.countdown ?? "[]");
  const text = element.querySelector<HTMLElement>("[data-countdown-text]");
  if (!Array.isArray(lines) || !text) continue;
  let left = lines.length - 1;
  const timer = setInterval(() => {
    left -= 1;
    if (left <= 0) {
      clearInterval(timer);
      const to = element.dataset.countdownTo;
      if (to) window.location.replace(to);
      return;
    }
    text.textContent = String(lines[left]);
  }, 1000);
}

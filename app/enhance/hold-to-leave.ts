/**
 * The parent's way out of a child's screen (the game picker, ADR 036): a link a stray tap does
 * not follow. A pointer must hold it for two seconds, as play mode's parent button (a ring
 * closes in while it is held); a short tap shows the parent the hint instead. A keyboard's
 * Enter follows it at once: a child does not leave by keyboard. Without this script the link
 * is an ordinary link.
 */
import { PARENT_HOLD_MS, pressAndHold } from "~/games/play-rules";

for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-hold-to-leave]")) {
  const hint = document.getElementById(link.getAttribute("aria-describedby") ?? "");
  let held = false;
  const hold = pressAndHold({
    ms: PARENT_HOLD_MS,
    onHeld() {
      held = true;
      link.classList.remove("is-holding");
      window.location.assign(link.href);
    },
    onShort() {
      link.classList.remove("is-holding");
      if (hint) hint.hidden = false;
    },
  });
  link.addEventListener("pointerdown", (event) => {
    if (!event.isPrimary) return;
    link.classList.add("is-holding");
    hold.down();
  });
  for (const type of ["pointerup", "pointerleave", "pointercancel"] as const) link.addEventListener(type, () => hold.up());
  link.addEventListener("click", (event) => {
    // A pointer's click (detail ≥ 1) leaves only after the hold; a keyboard's (detail 0) at once.
    if (event.detail !== 0 && !held) event.preventDefault();
  });
  link.addEventListener("contextmenu", (event) => event.preventDefault());
  link.dataset.enhanced = "";
}

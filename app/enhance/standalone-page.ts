/**
 * What every page with scripts gets (ADR 024; the root adds it to each `"standalone"` page):
 *
 * - A form whose submit button carries `data-pending-label` says so while it is on its way: the
 *   pending text replaces the label (and so becomes the button's name) and the page's pending
 *   buttons are turned off. A second press, or Enter in a field, sends nothing more, from this
 *   form or another one with a pending button (app/components/forms/PendingButton.tsx).
 * - A page that comes back from the browser's history as it was left (back/forward cache) has
 *   its buttons as they were before the press.
 * - A form the server sent back with errors (fields with `aria-invalid`) gets the focus on its
 *   first wrong field, unless the parent has already moved the focus.
 * - The phone menu (app/components/layout/MobileDrawer.tsx, a native <details> that opens and
 *   closes with its own toggle) also closes on Escape, the focus going back to its toggle, on a
 *   tap outside it and when one of its links is followed; it is marked `data-enhanced` once it
 *   does, so a test can tell.
 *
 * Without scripts the browser shows its own progress, and every such form makes a second press
 * harmless on the server (idempotency keys, single-use links).
 */
const PENDING_BUTTON = "button[data-pending-label]";

/** The press on its way: the button that was pressed (when it has a pending text) and its label before the press. */
let onItsWay: { button: HTMLButtonElement | null; label: string } | null = null;
/** The pending buttons turned off while a form is on its way (those that were on before). */
const turnedOff: HTMLButtonElement[] = [];

function pendingButtonOf(form: HTMLFormElement, submitter: HTMLElement | null): HTMLButtonElement | null {
  if (submitter instanceof HTMLButtonElement && submitter.matches(PENDING_BUTTON)) return submitter;
  if (submitter) return null;
  // Enter in a field submits through the form's first submit button.
  const first = form.querySelector<HTMLButtonElement>("button:not([type]), button[type='submit']");
  return first?.matches(PENDING_BUTTON) ? first : null;
}

// While one form is on its way no form with a pending button takes a press (a parent's second
// child's payment, a second card): the page is about to be replaced.
document.addEventListener("submit", (event) => {
  if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
  const form = event.target;
  if (!form.querySelector(PENDING_BUTTON)) return;
  if (onItsWay) {
    event.preventDefault();
    return;
  }
  const button = pendingButtonOf(form, event.submitter);
  onItsWay = { button, label: button?.textContent ?? "" };
  if (button) {
    button.textContent = button.dataset.pendingLabel ?? "";
    button.setAttribute("aria-disabled", "true");
  }
  // Turned off after this event: the browser builds the form's data once it has run, and a
  // disabled button would leave its own name and value out of it.
  setTimeout(() => {
    if (!onItsWay) return;
    for (const other of document.querySelectorAll<HTMLButtonElement>(PENDING_BUTTON)) {
      if (other.disabled) continue;
      other.disabled = true;
      other.setAttribute("aria-disabled", "true");
      turnedOff.push(other);
    }
  }, 0);
});

window.addEventListener("pageshow", (event) => {
  if (!event.persisted || !onItsWay) return;
  if (onItsWay.button) onItsWay.button.textContent = onItsWay.label;
  for (const button of [...turnedOff, onItsWay.button]) {
    if (!button) continue;
    button.disabled = false;
    button.removeAttribute("aria-disabled");
  }
  turnedOff.length = 0;
  onItsWay = null;
});

const firstWrongField = document.querySelector<HTMLElement>("form [aria-invalid='true']");
if (firstWrongField && (document.activeElement === null || document.activeElement === document.body) && !window.location.hash) {
  firstWrongField.focus();
}

const drawer = document.querySelector<HTMLDetailsElement>("details.drawer");
if (drawer) {
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && drawer.open) {
      drawer.open = false;
      drawer.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("click", (event) => {
    if (!drawer.open || !(event.target instanceof Element)) return;
    const outside = !drawer.contains(event.target);
    const followedLink = event.target.closest(".drawer-panel a") !== null;
    if (outside || followedLink) drawer.open = false;
  });
  drawer.dataset.enhanced = "true";
}

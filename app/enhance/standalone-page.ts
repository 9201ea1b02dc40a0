/**
 * What every page sent without React gets (ADR 024; the root adds it to each `"standalone"`
 * page): what React Router's `<Form>`, `PendingButton` (app/components/forms/PendingButton.tsx)
 * and the phone menu's effect give a hydrated page, for a few hundred bytes instead of React.
 *
 * - A form whose submit button carries `data-pending-label` says so while it is on its way: the
 *   pending text replaces the label (and so becomes the button's name) and the page's pending
 *   buttons are turned off. A second press, or Enter in a field, sends nothing more, from this
 *   form or another one with a pending button.
 * - A page that comes back from the browser's history as it was left (back/forward cache) has
 *   its buttons as they were before the press.
 * - A form the server sent back with errors (fields with `aria-invalid`) gets the focus on its
 *   first wrong field, as on a hydrated page, unless the parent has already moved the focus.
 * - The phone menu closes on Escape, on a tap outside and when one of its links is followed
 *   (app/lib/drawer.ts), and is marked `data-enhanced` once it does.
 *
 * Without scripts the browser shows its own progress, and every such form makes a second press
 * harmless on the server (idempotency keys, single-use links).
 */
import { closeDrawerWithScripts } from "~/lib/drawer";

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

// As on a hydrated page, while one form is on its way no form with a pending button takes a
// press (a parent's second child's payment, a second card): the page is about to be replaced.
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
if (drawer) closeDrawerWithScripts(drawer);

/**
 * Standalone enhancement (ADR 024) of the forms on a page sent without React: what React
 * Router's `<Form>` and `PendingButton` (app/components/forms/PendingButton.tsx) give a hydrated
 * page, for a few hundred bytes instead of React.
 *
 * - A form whose submit button carries `data-pending-label` says so while it is on its way: the
 *   pending text replaces the label (and so becomes the button's name) and the button is
 *   marked disabled. A second press, or Enter in a field, sends nothing more.
 * - A page that comes back from the browser's history as it was left (back/forward cache) has
 *   its buttons as they were before the press.
 * - A form the server sent back with errors (fields with `aria-invalid`) gets the focus on its
 *   first wrong field, as on a hydrated page, unless the parent has already moved the focus.
 *
 * Without scripts the browser shows its own progress, and every such form makes a second press
 * harmless on the server (idempotency keys, single-use links).
 */

const PENDING_BUTTON = "button[data-pending-label]";

interface Pressed {
  button: HTMLButtonElement;
  label: string;
}

/** Forms on their way, with the button that was pressed and its label before the press. */
const sending = new Map<HTMLFormElement, Pressed | null>();

function pendingButtonOf(form: HTMLFormElement, submitter: HTMLElement | null): HTMLButtonElement | null {
  if (submitter instanceof HTMLButtonElement && submitter.matches(PENDING_BUTTON)) return submitter;
  if (submitter) return null;
  // Enter in a field submits through the form's first submit button.
  const first = form.querySelector<HTMLButtonElement>("button:not([type]), button[type='submit']");
  return first?.matches(PENDING_BUTTON) ? first : null;
}

document.addEventListener("submit", (event) => {
  if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
  const form = event.target;
  if (!form.querySelector(PENDING_BUTTON)) return;
  if (sending.has(form)) {
    event.preventDefault();
    return;
  }
  const button = pendingButtonOf(form, event.submitter);
  if (!button) {
    sending.set(form, null);
    return;
  }
  sending.set(form, { button, label: button.textContent ?? "" });
  button.textContent = button.dataset.pendingLabel ?? "";
  button.setAttribute("aria-disabled", "true");
  // Not `disabled` here: the browser builds the form's data after this event, and a disabled
  // button would leave its own name and value out of it.
  setTimeout(() => {
    if (sending.get(form)?.button === button) button.disabled = true;
  }, 0);
});

window.addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  for (const pressed of sending.values()) {
    if (!pressed) continue;
    pressed.button.textContent = pressed.label;
    pressed.button.disabled = false;
    pressed.button.removeAttribute("aria-disabled");
  }
  sending.clear();
});

const firstWrongField = document.querySelector<HTMLElement>("form [aria-invalid='true']");
if (firstWrongField && (document.activeElement === null || document.activeElement === document.body) && !window.location.hash) {
  firstWrongField.focus();
}

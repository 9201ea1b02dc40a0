import type { TranslationKey } from "~/locales/keys";

/** What a toast says: a translation key (never English text) with its values. */
type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: string;
  kind: ToastKind;
  /** A key of the interface strings, e.g. "toast.contactSent". */
  message: TranslationKey;
  values?: Record<string, string | number>;
}

/** Toasts shown at once (the spec's library default); older ones are dropped. */
const MAX_VISIBLE_TOASTS = 3;
/** How many toasts are kept while they wait to be shown (the spec's cap). */
export const MAX_KEPT_TOASTS = 5;
/** How long a toast stays on screen, in milliseconds. */
export const TOAST_DURATION_MS = 1500;

/** A toast as the page shows it: already translated on the server. */
export interface ShownToast {
  id: string;
  kind: ToastKind;
  text: string;
}

export function visibleToasts<T extends { id: string }>(toasts: ReadonlyArray<T>): T[] {
  return toasts.slice(-MAX_VISIBLE_TOASTS);
}

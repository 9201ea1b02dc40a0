import { z } from "zod";
import { validationMessage } from "./validation";

/**
 * What a person may type into a free-text field. Control characters (NUL, escapes, C1 codes),
 * the bidirectional overrides and isolates that reorder how text is shown, and lone surrogate
 * halves are never typed by a person: they come from scripts, break logs, e-mails and exports,
 * and PostgreSQL refuses NUL outright. One-line fields (names, codes) also refuse line and
 * paragraph breaks and tabs; multi-line fields (a message) keep line breaks and tabs.
 */
const NEVER_TYPED = "\\p{Cs}\\u202A-\\u202E\\u2066-\\u2069";
const ONE_LINE_FORBIDDEN = new RegExp(`[\\p{Cc}\\u2028\\u2029${NEVER_TYPED}]`, "u");
const MULTI_LINE_FORBIDDEN = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${NEVER_TYPED}]`, "u");

/** Whether a one-line text (a name, a subject, a code) holds only what a person types. */
export function isOneLineText(text: string): boolean {
  return !ONE_LINE_FORBIDDEN.test(text);
}

/** Whether a multi-line text (a message) holds only what a person types: line breaks and tabs allowed. */
export function isMultiLineText(text: string): boolean {
  return !MULTI_LINE_FORBIDDEN.test(text);
}

/**
 * A one-line free-text form field: trimmed, refused with `validation.singleLine` when it holds
 * a line break or a control character. Chain `.min()` / `.max()` after it as usual.
 */
export function oneLineTextField(params?: { error?: string }) {
  return z.string(params).trim().refine(isOneLineText, validationMessage("validation.singleLine"));
}

/** A multi-line free-text form field: trimmed, refused with `validation.controlCharacters` when it holds a control character other than a line break or a tab. */
export function multiLineTextField(params?: { error?: string }) {
  return z.string(params).trim().refine(isMultiLineText, validationMessage("validation.controlCharacters"));
}

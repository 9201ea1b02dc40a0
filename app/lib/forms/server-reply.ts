import { useEffect, useRef } from "react";

/**
 * Forms rendered from the server's reply, in the browser without a form library.
 *
 * The server validates every post with `@conform-to/zod`'s `parseWithZod` and answers a failure
 * with `submission.reply()`. Pages only render that reply: each field gets stable ids (the same
 * on the server and in the browser), its errors, and the value the parent typed; there is no
 * validation in the browser, so a submission goes out exactly as the browser builds it. This
 * is the subset of `@conform-to/react`'s API the pages used (`useForm`, `getFormProps`,
 * `getInputProps`, `getTextareaProps`) with the same ids, so pages and tests did not change.
 *
 * Fields are flat (`name`, not `child.name` or lists): every form of the product is.
 */

/**
 * The reply of `submission.reply()` as it reaches the page (the part read here). Conform's own
 * `SubmissionResult` is assignable to it, so actions keep returning `submission.reply()`.
 */
export interface SubmissionResult<FormError = string[]> {
  status?: "error" | "success";
  /** What was posted, to show again (`null` asks for an empty form; `hideFields` leave some out). */
  initialValue?: Record<string, unknown> | null;
  /** Errors by field name; the form's own errors are under the key `""`. */
  error?: Record<string, FormError | null>;
}

export interface FormMetadata {
  id: string;
  errorId: string;
  descriptionId: string;
  /** Errors about the whole form (rate limit, server trouble), undefined when there are none. */
  errors: string[] | undefined;
}

export interface FieldMetadata {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  /** The server's messages (translation keys) for this field, undefined when there are none. */
  errors: string[] | undefined;
  /** What the parent posted, or the form's default value before any post. */
  initialValue: string | undefined;
}

export type Fields<Schema> = { readonly [Name in keyof Schema & string]: FieldMetadata };

interface FormOptions<Schema> {
  /** The form's id: every field's ids derive from it, so it must be the same on server and browser. */
  id: string;
  lastResult: SubmissionResult | undefined;
  /** Kept for the call sites' sake: validation only ever happens on the server. */
  shouldValidate?: "onSubmit";
  defaultValue?: { [Name in keyof Schema]?: string | null };
}

function presentErrors(errors: string[] | null | undefined): string[] | undefined {
  return errors?.length ? errors : undefined;
}

/** A form's metadata and its fields', read from the reply (pure, for the server and the browser). */
export function readReply<Schema>(
  id: string,
  lastResult: SubmissionResult | undefined,
  defaultValue?: { [Name in keyof Schema]?: string | null },
): [FormMetadata, Fields<Schema>] {
  const errors = lastResult?.error ?? {};
  // As conform does: once there is a reply, its values replace the defaults entirely.
  const values: Record<string, unknown> = lastResult?.initialValue ?? defaultValue ?? {};
  const form: FormMetadata = {
    id,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: presentErrors(errors[""]),
  };
  const field = (name: string): FieldMetadata => {
    const fieldId = `${id}-${name}`;
    const value = values[name];
    return {
      id: fieldId,
      name,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      errors: presentErrors(errors[name]),
      initialValue: typeof value === "string" ? value : undefined,
    };
  };
  const cache = new Map<string, FieldMetadata>();
  const fields = new Proxy({} as Fields<Schema>, {
    get(_target, name) {
      if (typeof name !== "string") return undefined;
      let metadata = cache.get(name);
      if (!metadata) {
        metadata = field(name);
        cache.set(name, metadata);
      }
      return metadata;
    },
  });
  return [form, fields];
}

/**
 * After a post answered with errors while the page stays mounted (JavaScript on), focus the
 * first field with an error, as a reloaded page lets the parent find it with the keyboard.
 */
function focusFirstInvalid(formId: string, errors: SubmissionResult["error"]) {
  const formElement = document.forms.namedItem(formId);
  if (!formElement || !errors) return;
  for (const element of formElement.elements) {
    if (
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
      element.type !== "hidden" &&
      errors[element.name]?.length
    ) {
      element.focus();
      return;
    }
  }
}

export function useForm<Schema>({ id, lastResult, defaultValue }: FormOptions<Schema>): [FormMetadata, Fields<Schema>] {
  const metadata = readReply<Schema>(id, lastResult, defaultValue);

  const shownResult = useRef(lastResult);
  useEffect(() => {
    if (lastResult === shownResult.current) return;
    shownResult.current = lastResult;
    if (lastResult?.status === "error") focusFirstInvalid(id, lastResult.error);
  }, [id, lastResult]);

  return metadata;
}

/** The form element's props: its id, no browser validation, and its message linked when shown. */
export function getFormProps(form: FormMetadata): { id: string; noValidate: true; "aria-describedby"?: string } {
  return form.errors ? { id: form.id, noValidate: true, "aria-describedby": form.errorId } : { id: form.id, noValidate: true };
}

/** A text-like input's id, name, type and the value to show again (aria attributes are the caller's). */
export function getInputProps(
  field: FieldMetadata,
  { type }: { type: "text" | "email" | "tel" | "password" | "date" | "number" | "search" | "url" },
): { id: string; name: string; type: string; defaultValue?: string } {
  const props = { id: field.id, name: field.name, type };
  return field.initialValue === undefined ? props : { ...props, defaultValue: field.initialValue };
}

/** A textarea's id, name and the text to show again (aria attributes are the caller's). */
export function getTextareaProps(field: FieldMetadata): { id: string; name: string; defaultValue?: string } {
  const props = { id: field.id, name: field.name };
  return field.initialValue === undefined ? props : { ...props, defaultValue: field.initialValue };
}

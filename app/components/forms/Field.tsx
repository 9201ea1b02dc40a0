import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { translateValidationMessage } from "~/lib/validation";

interface FieldBaseProps {
  meta: FieldMetadata<string>;
  label: string;
  hint?: string;
}

/** Errors rendered by the server next to their field; conform links them with aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {errors.map((error) => (
        <li key={error}>{translateValidationMessage(t, error)}</li>
      ))}
    </ul>
  );
}

/**
 * The field of a form whose names are known only at run time (a page of questions, the documents
 * to accept). Conform's fields answer every name; their index type cannot say so.
 */
export function fieldNamed(fields: Readonly<Record<string, FieldMetadata<string> | undefined>>, name: string): FieldMetadata<string> {
  const field = fields[name];
  if (!field) throw new Error(`The form has no field "${name}"`);
  return field;
}

function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <p id={id} className="field-hint">
      {hint}
    </p>
  ) : null;
}

export function TextField({
  meta,
  label,
  hint,
  type = "text",
  autoComplete,
  maxLength,
  inputMode,
  placeholder,
}: FieldBaseProps & {
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  maxLength?: number;
  inputMode?: "numeric" | "text" | "email";
  placeholder?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <FieldHint id={meta.descriptionId} hint={hint} />
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        placeholder={placeholder}
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextAreaField({ meta, label, hint, rows = 6, maxLength }: FieldBaseProps & { rows?: number; maxLength?: number }) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <FieldHint id={meta.descriptionId} hint={hint} />
      <textarea {...getTextareaProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined })} rows={rows} maxLength={maxLength} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

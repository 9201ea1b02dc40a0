import { type FieldMetadata, getInputProps, getTextareaProps } from "~/lib/forms/server-reply";
import { useTranslation } from "~/lib/i18n/context";
import { translateValidationMessage } from "~/lib/validation";

interface FieldBaseProps {
  meta: FieldMetadata;
  label: string;
  hint?: string;
}

/** Errors rendered by the server next to their field, linked with aria-describedby. */
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

function describedBy(meta: FieldMetadata, hint: string | undefined): string | undefined {
  const ids = [hint ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
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
  const inputProps = getInputProps(meta, { type });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {hint ? (
        <p id={meta.descriptionId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        {...inputProps}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextAreaField({ meta, label, hint, rows = 6, maxLength }: FieldBaseProps & { rows?: number; maxLength?: number }) {
  const textareaProps = getTextareaProps(meta);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {hint ? (
        <p id={meta.descriptionId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <textarea
        {...textareaProps}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

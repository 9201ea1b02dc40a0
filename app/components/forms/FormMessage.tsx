import { useTranslation } from "~/infrastructure/i18n/context";
import { translateValidationMessage } from "~/lib/validation";

/** A message about the whole form (rate limit, server trouble), announced when it appears. */
export function FormMessage({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div id={id} className="form-message form-message-error" role="alert">
      {errors.map((error) => (
        <p key={error}>{translateValidationMessage(t, error)}</p>
      ))}
    </div>
  );
}

import { z } from "zod";
import { birthDateField } from "~/lib/birth-date-field";
import { oneLineTextField } from "~/lib/plain-text";
import { validationMessage } from "~/lib/validation";

import { CHILD_AGE_LIMIT_YEARS, CHILD_MAX_AGE_MONTHS, CHILD_NAME_MAX } from "./child-limits";

export { CHILD_AGE_LIMIT_YEARS } from "./child-limits";

const name = (required: boolean) => {
  const base = oneLineTextField({ error: validationMessage("validation.required") });
  return (required ? base.min(1, validationMessage("validation.required")) : base).max(CHILD_NAME_MAX, validationMessage("validation.tooLong", CHILD_NAME_MAX));
};

/** Add a child: first name (required), last name (optional), birth date as DD.MM.YYYY. */
export function childFormSchema(today: string) {
  return z.object({
    firstName: name(true),
    lastName: name(false).optional().default(""),
    birthDate: birthDateField(today, CHILD_MAX_AGE_MONTHS, validationMessage("validation.childTooOld", CHILD_AGE_LIMIT_YEARS)),
  });
}

import { z } from "zod";
import { CHILD_NAME_MAX } from "~/domain/children/child-limits";
import { healthConsentField } from "~/domain/legal/health-consent";
import { oneLineTextField } from "~/lib/plain-text";
import { validationMessage } from "~/lib/validation";
import { NEW_CHILD } from "./assessment-limits";

/**
 * Saving a result: an existing child (one of those offered) or a new child, who needs a first
 * name; the birth date comes from the assessment. The parent gives explicit consent to keep the
 * health-related result at this moment.
 */
export const SaveResultSchema = z
  .object({
    target: z.string({ error: validationMessage("assessment.saveChildRequired") }).min(1, validationMessage("assessment.saveChildRequired")),
    firstName: oneLineTextField().max(CHILD_NAME_MAX, validationMessage("validation.tooLong", CHILD_NAME_MAX)).optional(),
    healthConsent: healthConsentField,
  })
  .superRefine(
    (value, ctx) => {
      if (value.target === NEW_CHILD && !value.firstName) {
        ctx.addIssue({ code: "custom", path: ["firstName"], message: validationMessage("validation.required") });
      }
    },
    // Also when the consent box is missing, so every error shows at once.
    { when: () => true },
  );

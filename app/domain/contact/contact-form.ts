import { z } from "zod";
import { multiLineTextField, oneLineTextField } from "~/lib/plain-text";
import { validationMessage } from "~/lib/validation";
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX } from "./contact-limits";

/** The contact form; errors are translation keys (see app/lib/validation.ts). */
export const ContactFormSchema = z.object({
  name: oneLineTextField({ error: validationMessage("validation.required") })
    .min(1, validationMessage("validation.required"))
    .max(CONTACT_NAME_MAX, validationMessage("validation.tooLong", CONTACT_NAME_MAX)),
  email: z
    .string({ error: validationMessage("validation.required") })
    .trim()
    .min(1, validationMessage("validation.required"))
    .max(CONTACT_EMAIL_MAX, validationMessage("validation.tooLong", CONTACT_EMAIL_MAX))
    .pipe(z.email(validationMessage("validation.email"))),
  message: multiLineTextField({ error: validationMessage("validation.required") })
    .min(1, validationMessage("validation.required"))
    .min(CONTACT_MESSAGE_MIN, validationMessage("validation.tooShort", CONTACT_MESSAGE_MIN))
    .max(CONTACT_MESSAGE_MAX, validationMessage("validation.tooLong", CONTACT_MESSAGE_MAX)),
});

export type ContactForm = z.output<typeof ContactFormSchema>;

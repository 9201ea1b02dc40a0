import { z } from "zod";
import { oneLineTextField } from "~/lib/plain-text";
import { validationMessage } from "~/lib/validation";
import { EMAIL_MAX, NAME_MAX } from "./account-limits";
import { PASSWORD_MAX_LENGTH, meetsPasswordRule } from "./password";

const required = validationMessage("validation.required");

const email = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(EMAIL_MAX, validationMessage("validation.tooLong", EMAIL_MAX))
  .pipe(z.email(validationMessage("validation.email")))
  .transform((value) => value.toLowerCase());

/** A new password: the spec's rule. Not trimmed: spaces in a passphrase are the parent's. */
const newPassword = z
  .string({ error: required })
  .min(1, required)
  .max(PASSWORD_MAX_LENGTH, validationMessage("validation.tooLong", PASSWORD_MAX_LENGTH))
  .refine(meetsPasswordRule, validationMessage("validation.passwordRule"));

/** A password being checked, not chosen: only presence and a sane length. */
const enteredPassword = z.string({ error: required }).min(1, required).max(PASSWORD_MAX_LENGTH, validationMessage("validation.tooLong", PASSWORD_MAX_LENGTH));

const personName = (isRequired: boolean) => {
  const base = oneLineTextField({ error: required });
  return (isRequired ? base.min(1, required) : base).max(NAME_MAX, validationMessage("validation.tooLong", NAME_MAX));
};

export const SignInSchema = z.object({ email, password: enteredPassword });
export const SignUpSchema = z.object({ fullName: personName(true), email, password: newPassword });
export const ForgotPasswordSchema = z.object({ email });
export const ResetPasswordSchema = z.object({ token: z.string().min(1), password: newPassword });
export const NamesSchema = z.object({ firstName: personName(true), lastName: personName(false).optional().default("") });
export const ChangePasswordSchema = z.object({ currentPassword: enteredPassword, newPassword }).refine((value) => value.currentPassword !== value.newPassword, {
  path: ["newPassword"],
  message: validationMessage("validation.passwordsDiffer"),
});
export const ChangeEmailSchema = z.object({ newEmail: email });
/** The word a parent types to confirm deleting the account; the same in every language. */
const DELETE_CONFIRMATION_WORD = "DELETE";

/** Deleting the account: the password (for accounts that have one) and the typed word. */
export const DeleteAccountSchema = z.object({
  password: enteredPassword.optional(),
  confirmation: z
    .string({ error: "validation.deleteConfirmMismatch" })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION_WORD, "validation.deleteConfirmMismatch"),
});

/** The privacy settings (a parent's and a visitor's): child mode, the one standing choice; an unticked box is not sent. */
export const PrivacySettingsSchema = z.object({ childMode: z.boolean().default(false) });

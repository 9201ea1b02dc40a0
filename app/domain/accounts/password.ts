/**
 * The password rule (spec section 5): at least 8 characters with an uppercase letter, a
 * lowercase letter and a number. Long passphrases are welcome, up to a limit that keeps
 * hashing cheap to defend.
 */
const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_STRENGTHS = ["weak", "good", "strong"] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

/** How many of the strength bar's three steps are filled. */
export function strengthLevel(strength: PasswordStrength): 1 | 2 | 3 {
  return strength === "strong" ? 3 : strength === "good" ? 2 : 1;
}

export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{N}/u.test(password)
  );
}

/**
 * Weak / Good / Strong, shown under the field (rendered by the server too). Weak: does not
 * meet the rule. Strong: meets it and is long (14+) or mixes in a symbol with 10+ characters.
 * Good: everything in between.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!meetsPasswordRule(password)) return "weak";
  const hasSymbol = /[^\p{L}\p{N}]/u.test(password);
  if (password.length >= 14 || (hasSymbol && password.length >= 10)) return "strong";
  return "good";
}

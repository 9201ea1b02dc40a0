/** Where a parent lands after signing in when no page asked for sign-in. */
export const HOME_FOR_PARENTS = "/profile";
/** The review screen for the legal documents. */
export const LEGAL_REVIEW_PATH = "/auth/legal";
/** Where a sign-up goes: "check your email", the same for every address. */
export const CHECK_EMAIL_PATH = "/auth/check-email";

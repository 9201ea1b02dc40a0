/** Field limits of the account forms: their zod schemas check them and their pages show them. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

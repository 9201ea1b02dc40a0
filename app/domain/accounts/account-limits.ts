/**
 * Field limits of the account forms, apart from their zod schemas so that pages can show
 * them without shipping zod to the browser (validation runs on the server).
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

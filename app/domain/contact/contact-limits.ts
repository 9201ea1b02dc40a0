/**
 * The contact form's limits, apart from its zod schema so that the page can show them
 * without shipping zod to the browser (validation runs on the server).
 */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

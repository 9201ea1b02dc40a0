import { validationMessage } from "~/lib/validation";

/**
 * The consent box's name and its error, without the form schema: pages import these, and the
 * schema (health-consent.ts, with zod) stays out of the browser's first load.
 */
export const HEALTH_CONSENT_FIELD = "healthConsent";

export const HEALTH_CONSENT_REQUIRED = validationMessage("legal.healthConsent.required");

import { z } from "zod";
import { validationMessage } from "~/lib/validation";

/**
 * Explicit consent for health-related data (privacy policy, "Health-related data and your
 * explicit consent"): assessment and screening answers and results describe a child's
 * development, so they are kept only when the parent ticks this box at the moment they are
 * saved. It is separate from accepting the legal documents, and its time is stored with the data.
 */

/** A ticked checkbox posts "on" (or the value the form gives it, "yes"); anything else is no consent. */
export const healthConsentField = z.literal(["on", "yes"], { error: validationMessage("legal.healthConsent.required") });

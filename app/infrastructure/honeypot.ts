/**
 * A field people never see or fill in; form-filling robots do. Public forms render
 * <HoneypotField /> and their actions call `isLikelyRobot` before doing anything.
 */
export const HONEYPOT_FIELD = "website_url";

export function isLikelyRobot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/**
 * Standalone enhancement (ADR 024) of the password strength under a new password's field
 * (app/components/forms/PasswordStrength.tsx) on a page sent without React: it follows what
 * the parent types, with the same rule as the server (`passwordStrength`) and the labels the
 * server wrote in the parent's language.
 */
import { PASSWORD_STRENGTHS, passwordStrength, strengthLevel } from "~/domain/accounts/password";

for (const meter of document.querySelectorAll<HTMLElement>(".password-strength[data-labels]")) {
  const field = document.querySelector<HTMLInputElement>(`input[aria-describedby~="${CSS.escape(meter.id)}"]`);
  const text = meter.querySelector("[data-label]");
  const steps = meter.querySelectorAll(".password-strength-bar span");
  const labels: unknown = JSON.parse(meter.dataset.labels ?? "{}");
  if (!field || !text || typeof labels !== "object" || labels === null) continue;
  field.addEventListener("input", () => {
    const strength = passwordStrength(field.value);
    for (const each of PASSWORD_STRENGTHS) meter.classList.toggle(`password-strength-${each}`, each === strength);
    steps.forEach((step, index) => step.classList.toggle("filled", index < strengthLevel(strength)));
    const label = (labels as Record<string, unknown>)[strength];
    if (typeof label === "string") text.textContent = label;
  });
}

import type { Translate } from "~/infrastructure/i18n/translate";

export type AccountMail = "confirm" | "reset" | "change" | "finishSignUp" | "signInLink";

const TEXT = {
  confirm: { subject: "mail.confirmSubject", body: "mail.confirmBody" },
  reset: { subject: "mail.resetSubject", body: "mail.resetBody" },
  change: { subject: "mail.changeSubject", body: "mail.changeBody" },
  finishSignUp: { subject: "mail.finishSignUpSubject", body: "mail.finishSignUpBody" },
  signInLink: { subject: "mail.signInLinkSubject", body: "mail.signInLinkBody" },
} as const;

/** A plain-text account mail in the parent's language: greeting, why, the link, a way out. */
export function accountMail(t: Translate, kind: AccountMail, name: string, link: string): { subject: string; body: string } {
  const text = TEXT[kind];
  const body = [t("mail.greeting", { name }), "", t(text.body), link, "", t("mail.ignore"), "", t("mail.signature")].join("\n");
  return { subject: t(text.subject), body };
}

/** Someone tried to sign up with the address of an existing account: its owner is told, with the ways in. */
export function accountExistsMail(t: Translate, name: string, signInLink: string, resetLink: string): { subject: string; body: string } {
  const body = [
    t("mail.greeting", { name }),
    "",
    t("mail.accountExistsBody"),
    "",
    t("mail.accountExistsSignIn"),
    signInLink,
    "",
    t("mail.accountExistsReset"),
    resetLink,
    "",
    t("mail.ignore"),
    "",
    t("mail.signature"),
  ].join("\n");
  return { subject: t("mail.accountExistsSubject"), body };
}

/**
 * The one mail a visitor gets for an assessment: a private link to continue or see the result.
 * It names the child by the birth date (a visitor gives no name), so that a parent who starts
 * one for each child can tell the mails apart.
 */
export function assessmentLinkMail(t: Translate, link: string, birthDate: string): { subject: string; body: string } {
  const values = { date: birthDate };
  const body = [t("mail.assessmentGreeting"), "", t("mail.assessmentBody", values), link, "", t("mail.ignore"), "", t("mail.signature")].join("\n");
  return { subject: t("mail.assessmentSubject", values), body };
}

/** Three days before a charge: the end of a trial, or an automatic renewal. */
export function renewalReminderMail(
  t: Translate,
  details: { trial: boolean; date: string; price: string; newPlan: string | null },
): { subject: string; body: string } {
  const values = { date: details.date, price: details.price };
  const text = details.newPlan
    ? { subject: t("mail.planChangeSubject"), body: t("mail.planChangeBody", { ...values, plan: details.newPlan }) }
    : details.trial
      ? { subject: t("mail.trialEndingSubject"), body: t("mail.trialEndingBody", values) }
      : { subject: t("mail.renewalSubject"), body: t("mail.renewalBody", values) };
  const body = [t("mail.assessmentGreeting"), "", text.body, "", t("mail.renewalManage"), "", t("mail.signature")].join("\n");
  return { subject: text.subject, body };
}

/** A trial's promo code no longer applies at the first charge: said before the full price is charged. */
export function couponDroppedMail(t: Translate, details: { code: string; reason: string; price: string; date: string }): { subject: string; body: string } {
  const body = [t("mail.assessmentGreeting"), "", t("mail.couponDroppedBody", details), "", t("mail.renewalManage"), "", t("mail.signature")].join("\n");
  return { subject: t("mail.couponDroppedSubject"), body };
}

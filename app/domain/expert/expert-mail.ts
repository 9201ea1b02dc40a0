import type { Translate } from "~/infrastructure/i18n/translate";

/** To the operator's expert: the question, and the private link that opens it with the answer form. */
export function expertQuestionMail(
  t: Translate,
  details: { ageMonths: number; question: string; resultsAttached: boolean; link: string; days: number },
): { subject: string; body: string } {
  const body = [
    t("mail.expertQuestionIntro", { count: details.ageMonths }),
    "",
    details.question,
    "",
    details.resultsAttached ? t("mail.expertResultsAttached") : t("mail.expertNoResults"),
    "",
    t("mail.expertQuestionLink", { count: details.days }),
    details.link,
    "",
    t("mail.signature"),
  ].join("\n");
  return { subject: t("mail.expertQuestionSubject"), body };
}

/** To the parent: the expert's answer, with the question it answers. */
export function expertAnswerMail(
  t: Translate,
  details: { name: string; childName: string; question: string; answer: string; link: string },
): { subject: string; body: string } {
  const body = [
    t("mail.greeting", { name: details.name }),
    "",
    t("mail.expertAnswerIntro", { child: details.childName }),
    "",
    details.question,
    "",
    t("mail.expertAnswerLabel"),
    details.answer,
    "",
    t("mail.expertAnswerLink"),
    details.link,
    "",
    t("mail.signature"),
  ].join("\n");
  return { subject: t("mail.expertAnswerSubject", { child: details.childName }), body };
}

import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, redirectDocument } from "react-router";
import { z } from "zod";
import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db.server";
import { foundOrThrow, ownedOrThrow, refuseNotOwned, requireParent } from "~/infrastructure/guards.server";
import { cardsToPayWith } from "~/domain/cards/choices.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { askGatewayIfPending } from "~/domain/payments/payment-flow.server";
import { findPaymentByOrder } from "~/domain/payments/payments.server";
import { getSession } from "~/infrastructure/auth.server";
import type { Language } from "~/infrastructure/i18n-config";
import { deviceTypeFromUserAgent } from "~/lib/device";
import { formatMoney } from "~/lib/money";
import { publicOrigin } from "~/infrastructure/request-origin.server";
import {
  AUTISM_ITEM_PROMPT,
  AUTISM_SECTION_TEXTS,
  AUTISM_SECTIONS,
  type AutismSection,
  FREQUENCY_LABELS,
  FREQUENCY_SCALE,
  LOST_SKILLS_QUESTION,
  NO_SPEECH,
  NO_SPEECH_LABEL,
  YES_NO,
} from "~/content/autism/types";
import { redirectWithToast } from "~/infrastructure/toast.server";
import {
  AUTISM_CONTEXT,
  AUTISM_START_PATH,
  PAYMENT_RESULT_POLL_MAX,
  PAYMENT_RESULT_POLL_SECONDS,
  VERIFIED_REDIRECT_SECONDS,
  autismResultPath,
  paymentResultPath,
  screeningReviewPath,
  screeningSectionPath,
} from "~/domain/autism/navigation";
import {
  ALL_AUTISM_ITEMS,
  firstUnfinishedSection,
  isAutismSection,
  neighbourSections,
  nextStepsKey,
  parseAnswers,
  progressBySection,
  sectionAnswersFromForm,
  sectionItems,
  resultSectionItems,
  TOTAL_QUESTIONS,
} from "~/domain/autism/offer";
import { AUTISM_ITEMS } from "~/content/autism/items";
import { startScreeningPayment } from "~/domain/autism/payment.server";
import { answerLabel, signsWithAnswers } from "~/domain/autism/report";
import { AUTISM_AGE_MONTHS, countedFromMonths, screeningSigns } from "~/domain/autism/scoring";
import {
  childScreeningStates,
  ownAutismResult,
  ownScreening,
  saveScreeningAnswers,
  type Screening,
  screeningForPayment,
  screeningPrices,
  submitScreening,
} from "~/domain/autism/screenings.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The start page: what the screening is, its price and retake rule, and for a signed-in
 * parent every child with what can be done (pay, continue, see results). Visitors see the
 * same explanation and a sign-in link that comes back here.
 */
export async function loadStartPage(request: Request, context: Context, language: Language) {
  const prices = screeningPrices();
  const format = (minor: number) => formatMoney({ minor, currency: prices.currency }, language);
  const url = new URL(request.url);
  const shared = {
    firstPrice: format(prices.firstMinor),
    retakePrice: prices.retakes === "paid" ? format(prices.retakeMinor) : null,
    ages: AUTISM_AGE_MONTHS,
    cancelled: url.searchParams.get("payment") === "cancelled",
    paymentsOn: getPaymentGateway() !== null,
    // Counts, not the questions: the questionnaire never goes to the browser.
    itemCount: AUTISM_ITEMS.length,
    totalQuestions: TOTAL_QUESTIONS,
  };
  if (!getSession(context)) return { ...shared, signedIn: false as const, children: [], cards: [] };
  const session = await requireParent(request, context, AUTISM_CONTEXT);
  const db = getDb();
  const [states, cards] = await Promise.all([childScreeningStates(db, session.user.id, prices), cardsToPayWith(db, session.user.id)]);
  return {
    ...shared,
    signedIn: true as const,
    cards,
    children: states.map((state) => ({
      id: state.child.id,
      firstName: state.child.firstName,
      ageMonths: state.ageMonths,
      offer: state.offer.kind,
      price: state.offer.kind === "buy" ? format(state.offer.priceMinor) : null,
      retake: state.offer.kind === "buy" && state.offer.retake,
      continuePath: state.offer.kind === "continue" && state.continueSection ? screeningSectionPath(state.offer.screeningId, state.continueSection) : null,
      answeredCount: state.answeredCount,
      results: state.results,
      // A key per child form: a double submit of one form is one payment, and two children's
      // forms are never mistaken for each other.
      idempotencyKey: crypto.randomUUID(),
    })),
  };
}

/** A payment the server or the gateway refused: shown next to that child's form. */
export type ScreeningRefusal = { refused: { message: string; status: number; code: string | null } };

function refuse(message: string, status = 400, code: string | null = null): ScreeningRefusal {
  return { refused: { message, status, code } };
}

/** What the start page's form for one child asks: its child, how to pay, and a key against double submits. */
export interface ScreeningPurchase {
  childId: string;
  method: string;
  idempotencyKey: string;
}

/**
 * Pays for a child's screening (or continues the paid one); the route has read the form and
 * checked the parent's explicit consent to keep its answers (given at `healthConsentAt`).
 */
export async function buyScreening(
  request: Request,
  context: Context,
  language: Language,
  healthConsentAt: Date,
  { childId, method, idempotencyKey }: ScreeningPurchase,
): Promise<Response | ScreeningRefusal> {
  const session = await requireParent(request, context, AUTISM_CONTEXT);
  const gateway = getPaymentGateway();
  if (!gateway) return refuse("autism.paymentsOff", 503);
  const db = getDb();
  const result = await startScreeningPayment(db, gateway, {
    userId: session.user.id,
    childId,
    method,
    idempotencyKey,
    language,
    origin: publicOrigin(request),
    prices: screeningPrices(),
    healthConsentAt: healthConsentAt.toISOString(),
  });
  switch (result.kind) {
    case "not_owned":
      return refuseNotOwned(result.reason);
    // A document navigation: the gateway's page is not one of ours, even when the simulator serves it.
    case "redirect":
      return redirectDocument(result.url);
    case "settled":
      return redirect(paymentResultPath(result.orderId));
    case "continue": {
      const screening = ownedOrThrow(await ownScreening(db, session.user.id, result.screeningId));
      return redirect(screeningSectionPath(screening.id, firstUnfinishedSection(screening.answers) ?? "social-interaction"));
    }
    case "refused":
      return refuse(result.message, result.message === "autism.gatewayFailed" ? 502 : 400, result.code ?? null);
  }
}

/**
 * `/payment-result`: waits for the screening payment's confirmation (the callback, or the
 * gateway's status asked while waiting), then opens the screening. A subscription payment
 * that lands here goes to its own success page.
 */
export async function loadPaymentResult(request: Request, context: Context) {
  const session = await requireParent(request, context, AUTISM_CONTEXT);
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order") ?? "";
  if (!orderId) throw redirect(AUTISM_START_PATH);
  const attempt = Math.min(PAYMENT_RESULT_POLL_MAX, Math.max(0, Number.parseInt(url.searchParams.get("attempt") ?? "0", 10) || 0));
  const automatic = url.searchParams.get("auto") !== "off";
  const db = getDb();
  let payment = await findPaymentByOrder(db, session.user.id, orderId);
  if (!payment) throw redirect(AUTISM_START_PATH);
  if (payment.purpose !== "autism_screening") throw redirect(`/subscription/success?order=${encodeURIComponent(orderId)}&payment=completed`);
  if (attempt > 0) payment = await askGatewayIfPending(db, getPaymentGateway(), payment);
  const screening = await screeningForPayment(db, session.user.id, payment.id);
  const verified = payment.status === "succeeded" && screening !== null && screening.status !== "awaiting_payment";
  const state = verified
    ? "verified"
    : payment.status === "failed" || payment.status === "cancelled" || payment.status === "refunded"
      ? "failed"
      : attempt < PAYMENT_RESULT_POLL_MAX
        ? "verifying"
        : "not_confirmed";
  const screeningPath =
    screening && screening.status === "in_progress"
      ? screeningSectionPath(screening.id, firstUnfinishedSection(parseAnswers(screening.answers)) ?? "social-interaction")
      : AUTISM_START_PATH;
  const here = paymentResultPath(orderId);
  const refresh = !automatic
    ? null
    : state === "verifying"
      ? { seconds: PAYMENT_RESULT_POLL_SECONDS, to: `${here}&attempt=${attempt + 1}` }
      : state === "verified"
        ? { seconds: VERIFIED_REDIRECT_SECONDS, to: screeningPath }
        : null;
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (refresh) headers.set("Refresh", `${refresh.seconds};url=${refresh.to}`);
  return data(
    {
      state,
      attempt,
      automatic,
      refresh,
      childName: screening?.child_first_name ?? "",
      screeningPath,
      stop: `${here}&attempt=${attempt}&auto=off`,
      checkAgain: `${here}&attempt=1`,
    },
    { headers },
  );
}

/** A screening that can be answered: the parent's own and paid; otherwise where to go instead. */
export async function requireAnswerableScreening(request: Request, context: Context, screeningId: string) {
  const session = await requireParent(request, context, AUTISM_CONTEXT);
  const screening = ownedOrThrow(await ownScreening(getDb(), session.user.id, screeningId));
  if (screening.status === "submitted") throw redirect(screening.resultId ? autismResultPath(screening.resultId) : AUTISM_START_PATH);
  if (screening.status !== "in_progress") throw redirect(AUTISM_START_PATH);
  return screening;
}

export function requireSection(value: string | undefined): AutismSection {
  return foundOrThrow(isAutismSection(value) ? value : null);
}

/** One section's page: its items in the parent's language with the saved answers, and the progress. */
export function sectionPageView(screening: Screening, section: AutismSection, language: Language) {
  const { previous, next } = neighbourSections(section);
  const progress = progressBySection(screening.answers);
  const scale = FREQUENCY_SCALE.map((value) => ({ value, label: FREQUENCY_LABELS[value][language] }));
  return {
    section,
    title: AUTISM_SECTION_TEXTS[section].title[language],
    intro: AUTISM_SECTION_TEXTS[section].intro[language],
    prompt: AUTISM_ITEM_PROMPT[language],
    step: AUTISM_SECTIONS.indexOf(section) + 1,
    totalSteps: AUTISM_SECTIONS.length,
    answeredCount: progress.reduce((sum, part) => sum + part.answered, 0),
    totalQuestions: TOTAL_QUESTIONS,
    previous,
    next,
    childName: screening.childFirstName,
    items: sectionItems(section).map((item) => ({
      id: item.id,
      text: item.text[language],
      answer: screening.answers[item.id] ?? null,
      // A speech item also offers "my child does not talk yet" (not scored).
      choices: item.speech ? [...scale, { value: NO_SPEECH, label: NO_SPEECH_LABEL[language] }] : scale,
    })),
    // The regression question, after the communication items.
    lostSkills:
      section === LOST_SKILLS_QUESTION.section
        ? {
            id: LOST_SKILLS_QUESTION.id,
            text: LOST_SKILLS_QUESTION.text[language],
            answer: screening.answers[LOST_SKILLS_QUESTION.id] ?? null,
            choices: YES_NO.map((value) => ({ value, label: LOST_SKILLS_QUESTION.labels[value][language] })),
          }
        : null,
  };
}

/** A section's page: the button pressed, and an answer per item named by its id (the domain keeps those it asks). */
const SectionPageSchema = z.object({ intent: z.enum(["next", "back", "later"]).default("next") }).catchall(z.string().optional());

/**
 * Saves a section's answers (whatever was chosen, also when going back or leaving) and moves
 * on: back, finish later (to the start page, where the screening waits without a new
 * payment), or on to the next section and then the confirm-submit step, which needs every
 * item of the page answered.
 */
export async function answerSection(request: Request, context: Context, screeningId: string, sectionParam: string | undefined) {
  const screening = await requireAnswerableScreening(request, context, screeningId);
  const section = requireSection(sectionParam);
  const submission = parseWithZod(await request.formData(), { schema: SectionPageSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { given, missing } = sectionAnswersFromForm(section, (name) => submission.value[name]);
  await saveScreeningAnswers(getDb(), screening, given);
  const { previous, next } = neighbourSections(section);
  const { intent } = submission.value;
  if (intent === "back") return redirect(previous ? screeningSectionPath(screening.id, previous) : AUTISM_START_PATH);
  if (intent === "later") return redirectWithToast(request, AUTISM_START_PATH, { kind: "success", message: "autism.savedLaterToast" });
  if (missing.length > 0) {
    const result = submission.reply({
      formErrors: ["autism.answersMissing"],
      fieldErrors: Object.fromEntries(missing.map((id) => [id, ["autism.answerRequired"]])),
    });
    return data({ result }, { status: 400 });
  }
  return redirect(next ? screeningSectionPath(screening.id, next) : screeningReviewPath(screening.id));
}

/** The confirm-submit step: answers per section, and what submitting means under this server's retake rule. */
export async function loadReview(request: Request, context: Context, screeningId: string, language: Language) {
  const screening = await requireAnswerableScreening(request, context, screeningId);
  const prices = screeningPrices();
  return {
    screeningId: screening.id,
    childName: screening.childFirstName,
    sections: progressBySection(screening.answers).map((part) => ({
      ...part,
      title: AUTISM_SECTION_TEXTS[part.section].title[language],
      path: screeningSectionPath(screening.id, part.section),
    })),
    firstUnfinished: firstUnfinishedSection(screening.answers),
    retakePrice: prices.retakes === "paid" ? formatMoney({ minor: prices.retakeMinor, currency: prices.currency }, language) : null,
  };
}

/** Submitting is confirmed with a ticked box. */
const ReviewFormSchema = z.object({ confirm: z.literal("yes", { error: "autism.confirmRequired" }) });

/** The final submission, after the parent confirmed it; the result is stored and shown. */
export async function submitReview(request: Request, context: Context, screeningId: string) {
  const screening = await requireAnswerableScreening(request, context, screeningId);
  const submission = parseWithZod(await request.formData(), { schema: ReviewFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await submitScreening(getDb(), screening.id, {
    userId: screening.userId,
    deviceInfo: deviceTypeFromUserAgent(request.headers.get("User-Agent")),
  });
  if (outcome.kind === "unanswered") {
    return redirectWithToast(request, screeningSectionPath(screening.id, outcome.section), { kind: "error", message: "autism.reviewIncomplete" });
  }
  return redirectWithToast(request, autismResultPath(outcome.resultId), { kind: "success", message: "autism.submittedToast" });
}

/**
 * A screening result, with everything the report prints: levels, meanings, the signs that
 * raised the level or left items uncounted, and every answer. A result is shown with the rules
 * it was scored with (version 1 results: thresholds only, no signs), so an old result reads as
 * it did when it was made.
 */
export async function loadResult(request: Request, context: Context, resultId: string, language: Language) {
  const session = await requireParent(request, context, AUTISM_CONTEXT);
  const result = ownedOrThrow(await ownAutismResult(getDb(), session.user.id, resultId));
  // Old results may have answered items retired since: they are read and shown with their own text.
  const signs = screeningSigns(ALL_AUTISM_ITEMS, result.answers, result.childAgeMonths, result.rules);
  const notCounted = new Set([...signs.notTalking, ...signs.readByAge]);
  const lostSkillsAnswer = result.answers[LOST_SKILLS_QUESTION.id];
  return {
    id: result.id,
    childId: result.childId,
    childName: result.childFirstName,
    childAgeMonths: result.childAgeMonths,
    completedAt: result.completedAt,
    orderId: result.orderId,
    overall: result.overall,
    nextStepsKey: nextStepsKey(result.overall.level, screeningPrices().retakes),
    scoringVersion: result.rules.version,
    thresholds: {
      moderate: Math.round(result.rules.moderateFrom * 100),
      high: Math.round(result.rules.highFrom * 100),
      // The age from which every item read by age here counts.
      ageMonths: result.rules.version === 1 ? null : Math.max(0, ...signs.readByAge.map((id) => countedFromMonths(result.rules, id) ?? 0)),
    },
    signs: {
      lostSkills: signs.lostSkills,
      critical: signsWithAnswers(signs.critical, result.answers, language),
      notTalkingCount: signs.notTalking.length,
      readByAgeCount: signs.readByAge.length,
    },
    sections: AUTISM_SECTIONS.map((section) => ({
      section,
      title: AUTISM_SECTION_TEXTS[section].title[language],
      ...result.sections[section],
      answers: [
        ...resultSectionItems(section, result.answers).map((item) => ({
          id: item.id,
          text: item.text[language],
          reverseKeyed: item.reverseKeyed,
          readByAge: signs.readByAge.includes(item.id),
          counted: !notCounted.has(item.id),
          answer: answerLabel(result.answers[item.id], language),
        })),
        // Results from before the question was asked (version 1) have no row for it.
        ...(section === LOST_SKILLS_QUESTION.section && lostSkillsAnswer !== undefined
          ? [
              {
                id: LOST_SKILLS_QUESTION.id,
                text: LOST_SKILLS_QUESTION.text[language],
                reverseKeyed: false,
                readByAge: false,
                counted: true,
                answer: answerLabel(lostSkillsAnswer, language),
              },
            ]
          : []),
      ],
    })),
  };
}

import { AUTISM_ITEMS, AUTISM_RETIRED_ITEMS } from "~/content/autism/items";
import { AUTISM_SECTIONS, type AutismItem, type AutismSection, LOST_SKILLS_QUESTION } from "~/content/autism/types";
import type { CurrencyCode } from "~/lib/money";
import { isItemAnswer, isYesNo, type RiskLevel, type ScreeningAnswerValue, screeningAppliesAt } from "./scoring";

/**
 * What the screening's start page offers for one child, and the answers' bookkeeping. Pure:
 * the server, the pages and the tests share it.
 */

/**
 * The spec gives two readings of retakes (ADR 014): "paid" — after the final submission a
 * child can be screened again for the retake price (10 AZN, the default); "none" — the
 * screening is one-time and cannot be retaken. AUTISM_RETAKES chooses.
 */
export type RetakePolicy = "paid" | "none";

/** The spec's retake price, 10 AZN, in qəpik. */
export const AUTISM_RETAKE_PRICE_MINOR = 10_00;

export interface ScreeningPrices {
  retakes: RetakePolicy;
  /** The first screening of a child. */
  firstMinor: number;
  /** A new screening after a submitted one (only with "paid" retakes). */
  retakeMinor: number;
  currency: CurrencyCode;
}

export type ScreeningOffer =
  /** A paid screening is waiting to be finished: no new payment. */
  | { kind: "continue"; screeningId: string }
  | { kind: "buy"; retake: boolean; priceMinor: number }
  /** Submitted before, and retakes are off. */
  | { kind: "no_retake" }
  /** The child is younger or older than the screening is written for. */
  | { kind: "out_of_age"; ageMonths: number };

export function offerFor(child: { ageMonths: number; inProgressScreeningId: string | null; submittedCount: number }, prices: ScreeningPrices): ScreeningOffer {
  // A paid screening can always be finished, even if the child had a birthday meanwhile.
  if (child.inProgressScreeningId) return { kind: "continue", screeningId: child.inProgressScreeningId };
  if (!screeningAppliesAt(child.ageMonths)) return { kind: "out_of_age", ageMonths: child.ageMonths };
  if (child.submittedCount === 0) return { kind: "buy", retake: false, priceMinor: prices.firstMinor };
  if (prices.retakes === "none") return { kind: "no_retake" };
  return { kind: "buy", retake: true, priceMinor: prices.retakeMinor };
}

/**
 * The "what to do next" text of a result. A low result suggests screening again later only
 * where a retake can be bought; under the one-time reading it points to the paediatrician's
 * own screening at the next check-up instead, so the page never promises what it refuses.
 */
export function nextStepsKey(level: RiskLevel, retakes: RetakePolicy): `autism.nextSteps.${RiskLevel | "lowNoRetake"}` {
  if (level === "low" && retakes === "none") return "autism.nextSteps.lowNoRetake";
  return `autism.nextSteps.${level}`;
}

/** Item id → answer (a frequency, or "no_speech" for a speech item), and "lost-skills" → yes / no. */
export type ScreeningAnswers = Partial<Record<string, ScreeningAnswerValue>>;

/** Whether a value is a valid answer to the question with this id (an item or the lost-skills question). */
function validAnswer(items: ReadonlyArray<AutismItem>, id: string, value: unknown): value is ScreeningAnswerValue {
  if (id === LOST_SKILLS_QUESTION.id) return isYesNo(value);
  const item = items.find((candidate) => candidate.id === id);
  return item !== undefined && isItemAnswer(item, value);
}

/**
 * The stored answers (JSON), keeping only known questions with a valid answer: by default the
 * items asked now (a screening in progress drops answers to items retired since); a stored
 * result passes every item ever asked, so that it keeps what it answered.
 */
export function parseAnswers(json: string, items: ReadonlyArray<AutismItem> = AUTISM_ITEMS): ScreeningAnswers {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null) return {};
  const answers: ScreeningAnswers = {};
  for (const id of [...items.map((item) => item.id), LOST_SKILLS_QUESTION.id]) {
    const answer = (value as Record<string, unknown>)[id];
    if (validAnswer(items, id, answer)) answers[id] = answer;
  }
  return answers;
}

export function isAutismSection(value: unknown): value is AutismSection {
  return typeof value === "string" && (AUTISM_SECTIONS as ReadonlyArray<string>).includes(value);
}

export function sectionItems(section: AutismSection) {
  return AUTISM_ITEMS.filter((item) => item.section === section);
}

/** Every item ever asked, current and retired: stored answers may refer to any of them. */
export const ALL_AUTISM_ITEMS: ReadonlyArray<AutismItem> = [...AUTISM_ITEMS, ...AUTISM_RETIRED_ITEMS];

/**
 * The items a stored result lists for a section: the ones it answered, current first in the
 * order asked, then retired ones (a result from before an item was replaced answered the old
 * item, and shows that item's own text next to its answer). A section without answers lists
 * the current items.
 */
export function resultSectionItems(section: AutismSection, answers: Readonly<Record<string, unknown>>): AutismItem[] {
  const answered = ALL_AUTISM_ITEMS.filter((item) => item.section === section && answers[item.id] !== undefined);
  return answered.length > 0 ? answered : sectionItems(section);
}

/** The ids a section's page asks: its items, and on the communication page the lost-skills question. */
function sectionQuestionIds(section: AutismSection): string[] {
  const ids = sectionItems(section).map((item) => item.id);
  return section === LOST_SKILLS_QUESTION.section ? [...ids, LOST_SKILLS_QUESTION.id] : ids;
}

/** All the questions of the screening: 42 items and the lost-skills question. */
export const TOTAL_QUESTIONS = AUTISM_ITEMS.length + 1;

/** A page's answers from its form: the valid ones given, and the questions left without one. */
export function sectionAnswersFromForm(section: AutismSection, read: (name: string) => unknown): { given: ScreeningAnswers; missing: string[] } {
  const given: ScreeningAnswers = {};
  const missing: string[] = [];
  for (const id of sectionQuestionIds(section)) {
    const answer = read(id);
    if (validAnswer(AUTISM_ITEMS, id, answer)) given[id] = answer;
    else missing.push(id);
  }
  return { given, missing };
}

export interface SectionProgress {
  section: AutismSection;
  answered: number;
  total: number;
}

export function progressBySection(answers: ScreeningAnswers): SectionProgress[] {
  return AUTISM_SECTIONS.map((section) => {
    const ids = sectionQuestionIds(section);
    return { section, answered: ids.filter((id) => answers[id] !== undefined).length, total: ids.length };
  });
}

/** Where to continue: the first section with an unanswered question, or null when all are answered. */
export function firstUnfinishedSection(answers: ScreeningAnswers): AutismSection | null {
  return progressBySection(answers).find((part) => part.answered < part.total)?.section ?? null;
}

export function neighbourSections(section: AutismSection): { previous: AutismSection | null; next: AutismSection | null } {
  const index = AUTISM_SECTIONS.indexOf(section);
  return { previous: AUTISM_SECTIONS[index - 1] ?? null, next: AUTISM_SECTIONS[index + 1] ?? null };
}

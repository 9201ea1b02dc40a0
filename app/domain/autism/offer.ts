import { AUTISM_ITEMS } from "~/content/autism/items";
import { AUTISM_SECTIONS, type AutismSection, type Frequency } from "~/content/autism/types";
import type { CurrencyCode } from "~/lib/money";
import { isFrequency, screeningAppliesAt } from "./scoring";

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

export function offerFor(
  child: { ageMonths: number; inProgressScreeningId: string | null; submittedCount: number },
  prices: ScreeningPrices,
): ScreeningOffer {
  // A paid screening can always be finished, even if the child had a birthday meanwhile.
  if (child.inProgressScreeningId) return { kind: "continue", screeningId: child.inProgressScreeningId };
  if (!screeningAppliesAt(child.ageMonths)) return { kind: "out_of_age", ageMonths: child.ageMonths };
  if (child.submittedCount === 0) return { kind: "buy", retake: false, priceMinor: prices.firstMinor };
  if (prices.retakes === "none") return { kind: "no_retake" };
  return { kind: "buy", retake: true, priceMinor: prices.retakeMinor };
}

export type ScreeningAnswers = Partial<Record<string, Frequency>>;

/** The stored answers (JSON), keeping only known items with a valid answer. */
export function parseAnswers(json: string): ScreeningAnswers {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null) return {};
  const answers: ScreeningAnswers = {};
  for (const item of AUTISM_ITEMS) {
    const answer = (value as Record<string, unknown>)[item.id];
    if (isFrequency(answer)) answers[item.id] = answer;
  }
  return answers;
}

export function isAutismSection(value: unknown): value is AutismSection {
  return typeof value === "string" && (AUTISM_SECTIONS as ReadonlyArray<string>).includes(value);
}

export function sectionItems(section: AutismSection) {
  return AUTISM_ITEMS.filter((item) => item.section === section);
}

/** A page's answers from its form: the valid ones given, and the items left without one. */
export function sectionAnswersFromForm(section: AutismSection, read: (name: string) => unknown): { given: ScreeningAnswers; missing: string[] } {
  const given: ScreeningAnswers = {};
  const missing: string[] = [];
  for (const item of sectionItems(section)) {
    const answer = read(item.id);
    if (isFrequency(answer)) given[item.id] = answer;
    else missing.push(item.id);
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
    const items = sectionItems(section);
    return { section, answered: items.filter((item) => answers[item.id] !== undefined).length, total: items.length };
  });
}

/** Where to continue: the first section with an unanswered item, or null when all are answered. */
export function firstUnfinishedSection(answers: ScreeningAnswers): AutismSection | null {
  return progressBySection(answers).find((part) => part.answered < part.total)?.section ?? null;
}

export function neighbourSections(section: AutismSection): { previous: AutismSection | null; next: AutismSection | null } {
  const index = AUTISM_SECTIONS.indexOf(section);
  return { previous: AUTISM_SECTIONS[index - 1] ?? null, next: AUTISM_SECTIONS[index + 1] ?? null };
}

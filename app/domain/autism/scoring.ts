import { AUTISM_SECTIONS, type AutismItem, type AutismSection, FREQUENCY_SCALE, type Frequency } from "~/content/autism/types";

/**
 * Scoring of the autism screening (content.md: a screening aid, never a diagnosis). Pure: the
 * result pages, the server and the tests share it.
 *
 * - Each answer scores 0 (never) to 4 (always); a reverse-keyed item (typical behaviour, where
 *   "always" is reassuring) scores the other way round, 4 (never) to 0 (always). Higher scores
 *   always mean more reasons to talk to a specialist.
 * - A section scores the sum of its 14 items (0-56); the overall score is the sum of all 42
 *   (0-168). Each is turned into a share of its maximum.
 * - Levels come from configurable thresholds on that share (AUTISM_THRESHOLDS): low below
 *   `moderateFrom`, moderate from it, high from `highFrom`. The overall level is the level of
 *   the overall share, raised to at least moderate when any section is high, so one area of
 *   clear concern is never averaged away.
 */
export const POINTS: Readonly<Record<Frequency, number>> = { never: 0, rarely: 1, sometimes: 2, often: 3, always: 4 };
export const MAX_POINTS_PER_ITEM = 4;

export type RiskLevel = "low" | "moderate" | "high";

export interface AutismThresholds {
  /** Share of the maximum (0-1) from which a score is "moderate". */
  moderateFrom: number;
  /** Share of the maximum (0-1) from which a score is "high". */
  highFrom: number;
}

/**
 * The default thresholds. They are this product's own, not those of any published scale: a
 * section where most behaviours of concern happen "sometimes" or more (≥ 40 %) is moderate, and
 * "often" or more across the section (≥ 60 %) is high.
 */
export const AUTISM_THRESHOLDS: AutismThresholds = { moderateFrom: 0.4, highFrom: 0.6 };

/** Ages in months the screening is written for; outside them the start page says it does not apply. */
export const AUTISM_AGE_MONTHS = { from: 18, to: 72 } as const;

export function screeningAppliesAt(ageInMonths: number): boolean {
  return ageInMonths >= AUTISM_AGE_MONTHS.from && ageInMonths <= AUTISM_AGE_MONTHS.to;
}

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === "string" && (FREQUENCY_SCALE as ReadonlyArray<string>).includes(value);
}

/** The points of one answer, reverse keying applied. */
export function itemPoints(item: Pick<AutismItem, "reverseKeyed">, answer: Frequency): number {
  const points = POINTS[answer];
  return item.reverseKeyed ? MAX_POINTS_PER_ITEM - points : points;
}

export function levelFor(share: number, thresholds: AutismThresholds = AUTISM_THRESHOLDS): RiskLevel {
  if (!(thresholds.moderateFrom > 0 && thresholds.moderateFrom < thresholds.highFrom && thresholds.highFrom <= 1)) {
    throw new RangeError("Thresholds must satisfy 0 < moderateFrom < highFrom ≤ 1");
  }
  if (share >= thresholds.highFrom) return "high";
  if (share >= thresholds.moderateFrom) return "moderate";
  return "low";
}

export interface ScoredPart {
  score: number;
  max: number;
  /** score / max, 0-1. */
  share: number;
  level: RiskLevel;
}

export interface AutismResult {
  sections: Record<AutismSection, ScoredPart>;
  overall: ScoredPart;
}

const RANK: Record<RiskLevel, number> = { low: 0, moderate: 1, high: 2 };

/** Which items still need an answer (all 42 must be answered before a result). */
export function unansweredItems(items: ReadonlyArray<AutismItem>, answers: Readonly<Record<string, Frequency | undefined>>): AutismItem[] {
  return items.filter((item) => !isFrequency(answers[item.id]));
}

export function scoreScreening(
  items: ReadonlyArray<AutismItem>,
  answers: Readonly<Record<string, Frequency | undefined>>,
  thresholds: AutismThresholds = AUTISM_THRESHOLDS,
): AutismResult {
  const missing = unansweredItems(items, answers);
  if (missing.length > 0) throw new Error(`Unanswered items: ${missing.map((item) => item.id).join(", ")}`);
  const part = (subset: ReadonlyArray<AutismItem>): ScoredPart => {
    const score = subset.reduce((sum, item) => sum + itemPoints(item, answers[item.id] as Frequency), 0);
    const max = subset.length * MAX_POINTS_PER_ITEM;
    const share = max === 0 ? 0 : score / max;
    return { score, max, share, level: levelFor(share, thresholds) };
  };
  const sections = Object.fromEntries(AUTISM_SECTIONS.map((section) => [section, part(items.filter((item) => item.section === section))])) as Record<
    AutismSection,
    ScoredPart
  >;
  const overall = part(items);
  const anyHigh = Object.values(sections).some((section) => section.level === "high");
  const level = anyHigh && RANK[overall.level] < RANK.moderate ? "moderate" : overall.level;
  return { sections, overall: { ...overall, level } };
}

import { AUTISM_ITEMS } from "~/content/autism/items";
import {
  AUTISM_SECTIONS,
  type AutismItem,
  type AutismSection,
  FREQUENCY_SCALE,
  type Frequency,
  type ItemAnswer,
  LOST_SKILLS_QUESTION,
  NO_SPEECH,
  YES_NO,
  type YesNo,
} from "~/content/autism/types";

/**
 * Scoring of the autism screening (content.md: a screening aid, never a diagnosis). Pure: the
 * result pages, the server and the tests share it.
 *
 * Version 3 (the current rules, AUTISM_RULES) is version 2 with one addition: an age-read item
 * may count from an earlier age than `ageTypicalBelowMonths` (`ageTypicalBelowByItem`), for the
 * behaviours that settle by about two years (walking on tiptoe, fetching a named thing from
 * another room).
 *
 * Version 2:
 * - Each answer scores 0 (never) to 4 (always); a reverse-keyed item (typical behaviour, where
 *   "always" is reassuring) scores the other way round, 4 (never) to 0 (always). Higher scores
 *   always mean more reasons to talk to a specialist.
 * - Not counted, and taken off the maximum: a speech item answered "my child does not talk
 *   yet" (a child without words cannot echo or speak in an odd tune, and "never" would wrongly
 *   reassure), and, for a child younger than `ageTypicalBelowMonths` (30), the items whose
 *   behaviour is common in typically developing toddlers (review 5.2). Their answers stay in
 *   the report for the specialist.
 * - A section scores the sum of its counted items; the overall score is the sum of all counted
 *   items. Each is turned into a share of its maximum, and levels come from thresholds on that
 *   share: low below `moderateFrom` (40 %), moderate from it, high from `highFrom` (60 %).
 * - Critical signs raise the level on their own, whatever the points: a critical item (no
 *   response to name, no pointing, no showing) answered "never" or "rarely" makes its section
 *   and the overall level at least moderate; two or more such items, or a "yes" to the
 *   lost-skills question (regression), make the overall level high. The overall level is also
 *   at least moderate when any section is high, so one area of concern is never averaged away.
 *
 * Version 1 (results stored before these rules) had no critical signs, no "does not talk yet"
 * and no reading by age: the same points and thresholds over all 42 items. A stored result
 * keeps the rules it was scored with (assessment_results.thresholds, see parseScoringRules),
 * and is shown with them.
 */
const POINTS: Readonly<Record<Frequency, number>> = { never: 0, rarely: 1, sometimes: 2, often: 3, always: 4 };
const MAX_POINTS_PER_ITEM = 4;
/** A critical item scoring this many points or more (never or rarely, reverse-keyed) is a critical sign. */
const CRITICAL_FROM_POINTS = 3;

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

/** The rules of results stored before version 2: thresholds only. */
interface ScoringRulesV1 extends AutismThresholds {
  version: 1;
}

/** The current rules, stored in full with every result so that it reads the same later. */
interface ScoringRulesV2 extends AutismThresholds {
  version: 2;
  /** Below this age in months, `ageTypicalItems` are not counted. */
  ageTypicalBelowMonths: number;
  /** This many critical signs make the overall level at least moderate... */
  criticalModerateFrom: number;
  /** ...and this many make it high. */
  criticalHighFrom: number;
  criticalItems: ReadonlyArray<string>;
  speechItems: ReadonlyArray<string>;
  ageTypicalItems: ReadonlyArray<string>;
}

/** The current rules: age-read items may count from their own, earlier age. */
export interface ScoringRulesV3 extends Omit<ScoringRulesV2, "version"> {
  version: 3;
  /** Age-read items that count from an earlier age than `ageTypicalBelowMonths`: id → months. */
  ageTypicalBelowByItem: Readonly<Record<string, number>>;
}

export type ScoringRules = ScoringRulesV1 | ScoringRulesV2 | ScoringRulesV3;

const idsOf = (items: ReadonlyArray<AutismItem>, flag: "critical" | "speech" | "typicalWhenYoung") => items.filter((item) => item[flag]).map((item) => item.id);

/** The current rules for a set of items (their flags name the critical, speech and age-read items). */
function rulesFor(items: ReadonlyArray<AutismItem>, thresholds: AutismThresholds = AUTISM_THRESHOLDS): ScoringRulesV3 {
  return {
    version: 3,
    ...thresholds,
    ageTypicalBelowMonths: 30,
    criticalModerateFrom: 1,
    criticalHighFrom: 2,
    criticalItems: idsOf(items, "critical"),
    speechItems: idsOf(items, "speech"),
    ageTypicalItems: idsOf(items, "typicalWhenYoung"),
    ageTypicalBelowByItem: Object.fromEntries(
      items.flatMap((item) => (item.typicalWhenYoung && item.countedFromMonths !== undefined ? [[item.id, item.countedFromMonths]] : [])),
    ),
  };
}

/** The rules new results are scored with. */
export const AUTISM_RULES: ScoringRulesV3 = rulesFor(AUTISM_ITEMS);

/** The age in months from which an age-read item counts under the given rules (null: version 1 reads nothing by age). */
export function countedFromMonths(rules: ScoringRules, id: string): number | null {
  if (rules.version === 1) return null;
  return (rules.version === 3 ? rules.ageTypicalBelowByItem[id] : undefined) ?? rules.ageTypicalBelowMonths;
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === "string");
const isMonthsById = (value: unknown): value is Record<string, number> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(isNumber);

/**
 * The rules a stored result was scored with (its `thresholds` column). Rows from before
 * version 2 hold only `{ moderateFrom, highFrom }`, and read as version 1; unreadable JSON falls
 * back to version 1 with the default thresholds, so an old row always renders.
 */
export function parseScoringRules(json: string): ScoringRules {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = null;
  }
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const thresholds: AutismThresholds =
    isNumber(record.moderateFrom) && isNumber(record.highFrom) ? { moderateFrom: record.moderateFrom, highFrom: record.highFrom } : AUTISM_THRESHOLDS;
  if (
    (record.version === 2 || record.version === 3) &&
    isNumber(record.ageTypicalBelowMonths) &&
    isNumber(record.criticalModerateFrom) &&
    isNumber(record.criticalHighFrom) &&
    isIdList(record.criticalItems) &&
    isIdList(record.speechItems) &&
    isIdList(record.ageTypicalItems)
  ) {
    const common = {
      ...thresholds,
      ageTypicalBelowMonths: record.ageTypicalBelowMonths,
      criticalModerateFrom: record.criticalModerateFrom,
      criticalHighFrom: record.criticalHighFrom,
      criticalItems: record.criticalItems,
      speechItems: record.speechItems,
      ageTypicalItems: record.ageTypicalItems,
    };
    if (record.version === 2) return { version: 2, ...common };
    if (isMonthsById(record.ageTypicalBelowByItem)) return { version: 3, ...common, ageTypicalBelowByItem: record.ageTypicalBelowByItem };
  }
  return { version: 1, ...thresholds };
}

/** Ages in months the screening is written for; outside them the start page says it does not apply. */
export const AUTISM_AGE_MONTHS = { from: 18, to: 72 } as const;

export function screeningAppliesAt(ageInMonths: number): boolean {
  return ageInMonths >= AUTISM_AGE_MONTHS.from && ageInMonths <= AUTISM_AGE_MONTHS.to;
}

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === "string" && (FREQUENCY_SCALE as ReadonlyArray<string>).includes(value);
}

export function isYesNo(value: unknown): value is YesNo {
  return typeof value === "string" && (YES_NO as ReadonlyArray<string>).includes(value);
}

/** A valid answer for an item: a frequency, or "does not talk yet" for a speech item. */
export function isItemAnswer(item: Pick<AutismItem, "speech">, value: unknown): value is ItemAnswer {
  return isFrequency(value) || (item.speech === true && value === NO_SPEECH);
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

/** What the answers show beyond the points (version 2; all empty for version 1). */
export interface ScreeningSigns {
  /** Critical items answered "never" or "rarely". */
  critical: string[];
  /** The parent answered "yes" to the lost-skills question. */
  lostSkills: boolean;
  /** Speech items answered "my child does not talk yet" (not counted). */
  notTalking: string[];
  /** Items not counted because they are common at the child's age. */
  readByAge: string[];
}

export interface AutismResult {
  sections: Record<AutismSection, ScoredPart>;
  overall: ScoredPart;
  signs: ScreeningSigns;
}

export type ScreeningAnswerValue = ItemAnswer | YesNo;
export type AnswerMap = Readonly<Record<string, ScreeningAnswerValue | undefined>>;

const RANK: Record<RiskLevel, number> = { low: 0, moderate: 1, high: 2 };
const atLeast = (level: RiskLevel, floor: RiskLevel): RiskLevel => (RANK[level] < RANK[floor] ? floor : level);

/** The signs in a set of answers under the given rules (pure: the result page reads them again from a stored row). */
export function screeningSigns(items: ReadonlyArray<AutismItem>, answers: AnswerMap, ageMonths: number, rules: ScoringRules): ScreeningSigns {
  if (rules.version === 1) return { critical: [], lostSkills: false, notTalking: [], readByAge: [] };
  const byId = new Map(items.map((item) => [item.id, item]));
  const critical = rules.criticalItems.filter((id) => {
    const item = byId.get(id);
    const answer = answers[id];
    return item !== undefined && isFrequency(answer) && itemPoints(item, answer) >= CRITICAL_FROM_POINTS;
  });
  return {
    critical,
    lostSkills: answers[LOST_SKILLS_QUESTION.id] === "yes",
    notTalking: rules.speechItems.filter((id) => answers[id] === NO_SPEECH),
    readByAge: rules.ageTypicalItems.filter((id) => byId.has(id) && ageMonths < (countedFromMonths(rules, id) ?? 0)),
  };
}

/** The questions still without an answer: the items, and (version 2) the lost-skills question. */
export function unansweredQuestions(items: ReadonlyArray<AutismItem>, answers: AnswerMap): Array<{ id: string; section: AutismSection }> {
  const missing: Array<{ id: string; section: AutismSection }> = items.filter((item) => !isItemAnswer(item, answers[item.id]));
  if (!isYesNo(answers[LOST_SKILLS_QUESTION.id])) missing.push({ id: LOST_SKILLS_QUESTION.id, section: LOST_SKILLS_QUESTION.section });
  return missing;
}

/**
 * Scores a finished screening. `ageMonths` is the child's age at submission (it decides which
 * items are read by age); `rules` default to the current ones.
 */
export function scoreScreening(items: ReadonlyArray<AutismItem>, answers: AnswerMap, options: { ageMonths: number; rules?: ScoringRules }): AutismResult {
  const rules = options.rules ?? AUTISM_RULES;
  const missing = rules.version === 1 ? items.filter((item) => !isFrequency(answers[item.id])) : unansweredQuestions(items, answers);
  if (missing.length > 0) throw new Error(`Unanswered items: ${missing.map((item) => item.id).join(", ")}`);
  const signs = screeningSigns(items, answers, options.ageMonths, rules);
  const notCounted = new Set([...signs.notTalking, ...signs.readByAge]);
  const part = (subset: ReadonlyArray<AutismItem>): ScoredPart => {
    const counted = subset.filter((item) => !notCounted.has(item.id));
    const score = counted.reduce((sum, item) => sum + itemPoints(item, answers[item.id] as Frequency), 0);
    const max = counted.length * MAX_POINTS_PER_ITEM;
    const share = max === 0 ? 0 : score / max;
    return { score, max, share, level: levelFor(share, rules) };
  };
  const sections = Object.fromEntries(
    AUTISM_SECTIONS.map((section) => {
      const scored = part(items.filter((item) => item.section === section));
      const criticalHere = signs.critical.some((id) => items.find((item) => item.id === id)?.section === section);
      return [section, criticalHere ? { ...scored, level: atLeast(scored.level, "moderate") } : scored];
    }),
  ) as Record<AutismSection, ScoredPart>;
  const overall = part(items);
  let level = overall.level;
  if (Object.values(sections).some((section) => section.level === "high")) level = atLeast(level, "moderate");
  if (rules.version !== 1) {
    if (signs.critical.length >= rules.criticalModerateFrom) level = atLeast(level, "moderate");
    if (signs.critical.length >= rules.criticalHighFrom || signs.lostSkills) level = "high";
  }
  return { sections, overall: { ...overall, level }, signs };
}

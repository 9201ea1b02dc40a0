import { type AgeBand, type AssessmentItem, DOMAINS, type Domain } from "~/content/assessment/types";

import { ANSWERS, type Answer, type ScoredAnswer, answersFor } from "./answers";
import { everyItem, itemsForAge } from "./items";

export { type Answer } from "./answers";

/** yes = 2, sometimes = 1, no = 0 (content.md); "not seen" is not scored. */
const ANSWER_POINTS: Readonly<Record<ScoredAnswer, number>> = { yes: 2, sometimes: 1, no: 0 };

/**
 * Every threshold of the assessment's interpretation, in one place (ADR 010 works out
 * the arithmetic).
 *
 * Advice has two tiers:
 * - "Talk to the doctor soon" when a red-flag item is answered "not yet", or when so many of
 *   an area's items are answered "not yet" that a typical child would rarely show it: each item
 *   is something about 3 in 4 children do by the age it is asked at (`TYPICAL_NOT_YET_RATE`),
 *   so "not yet" on one or two of them is common; the doctor's tier starts at the count a
 *   typical child at the item's own age reaches at most `DOCTOR_PATTERN_CHANCE` of the time.
 *   Older children in a band miss fewer items, so the same count is rarer still for them.
 * - "Practise" otherwise when some answer is "sometimes" or "not yet": practise with the linked
 *   activities, check again in a few weeks and mention the "not yet" at the next check-up.
 * - "On track" when every scored answer is "yes".
 * - "Haven't had the chance to see this" counts neither for nor against: the item leaves the
 *   maximum, and percentages use the items that were answered.
 *
 * There is no "developmental age": a milestone checklist cannot estimate one.
 */
export const ASSESSMENT_THRESHOLDS = {
  TYPICAL_NOT_YET_RATE: 1 / 4,
  DOCTOR_PATTERN_CHANCE: 1 / 40,
} as const;

/** The chance that at least `atLeast` of `count` independent items are missed, each with chance `rate`. */
function binomialTail(count: number, rate: number, atLeast: number): number {
  let sum = 0;
  let ways = 1;
  for (let missed = 0; missed <= count; missed += 1) {
    if (missed > 0) ways = (ways * (count - missed + 1)) / missed;
    if (missed >= atLeast) sum += ways * rate ** missed * (1 - rate) ** (count - missed);
  }
  return sum;
}

/** `doctorNotYetCount` by number of items, worked out once: an area has at most a few dozen. */
const doctorCounts = new Map<number, number>();

/**
 * How many "not yet" among an area's `scoredItems` (red-flag items or not) lead to
 * the doctor's tier: the smallest count a typical child shows at most `DOCTOR_PATTERN_CHANCE`
 * of the time. More than `scoredItems` (never) when even "not yet" to all of them is not that
 * rare, as with one or two items.
 */
export function doctorNotYetCount(scoredItems: number): number {
  const known = doctorCounts.get(scoredItems);
  if (known !== undefined) return known;
  const { TYPICAL_NOT_YET_RATE, DOCTOR_PATTERN_CHANCE } = ASSESSMENT_THRESHOLDS;
  let found = scoredItems + 1;
  for (let count = 1; count <= scoredItems; count += 1) {
    if (binomialTail(scoredItems, TYPICAL_NOT_YET_RATE, count) <= DOCTOR_PATTERN_CHANCE) {
      found = count;
      break;
    }
  }
  doctorCounts.set(scoredItems, found);
  return found;
}

export type DomainStatus = "on_track" | "practise" | "talk_to_doctor";

export interface SectionScore {
  score: number;
  max: number;
  percentage: number;
  /** Items with an answer (also "not seen"). */
  answered: number;
  /** Items asked (at the child's age) or answered. */
  items: number;
  /** Items answered "haven't had the chance to see this". */
  notSeen: number;
  status: DomainStatus;
  /** Item ids answered "yes": the wins shown first. */
  strengths: string[];
  /** Item ids answered "sometimes" or "no": what to practise. */
  toPractise: string[];
  /** Red-flag item ids answered "no". */
  redFlags: string[];
}

export interface AssessmentScore {
  totalScore: number;
  maxPossibleScore: number;
  percentageScore: number;
  sectionScores: Record<Domain, SectionScore>;
  /** Domains whose every item asked at this age has an answer. */
  completedSections: Domain[];
  /** Domains where some skills are still developing (not every answer is "yes"). */
  stillDeveloping: Domain[];
}

function percent(score: number, max: number): number {
  return max === 0 ? 0 : Math.round((score / max) * 100);
}

/** The status of one domain from its answers (the rule of `ASSESSMENT_THRESHOLDS`). */
function domainStatus(answered: ReadonlyArray<{ item: AssessmentItem; answer: Answer }>): DomainStatus {
  const scored = answered.filter(({ answer }) => answer !== "not_seen");
  const notYet = scored.filter(({ answer }) => answer === "no");
  if (notYet.some(({ item }) => item.redFlag) || notYet.length >= doctorNotYetCount(scored.length)) return "talk_to_doctor";
  return scored.every(({ answer }) => answer === "yes") ? "on_track" : "practise";
}

/**
 * Scores a band's answers for a child of this age. Every item of the band with an answer is
 * scored, also a retired one or one of another age within the band: a saved result is read
 * with the questions it was answered with. Items asked at this age but not answered count
 * only as not completed (scoring happens once every asked item has an answer). Unknown ids
 * are ignored.
 */
export function scoreAssessment(band: AgeBand, ageMonths: number, answers: Readonly<Record<string, Answer>>): AssessmentScore {
  const askedItems = itemsForAge(band, ageMonths);
  const asked = new Set(askedItems.map((item) => item.id));
  const relevant = everyItem(band).filter((item) => asked.has(item.id) || answers[item.id] !== undefined);
  const sections = {} as Record<Domain, SectionScore>;
  for (const domain of DOMAINS) {
    const items = relevant.filter((item) => item.domain === domain);
    const answered = items.flatMap((item) => {
      const answer = answers[item.id];
      return answer === undefined ? [] : [{ item, answer }];
    });
    const scored = answered.flatMap(({ item, answer }) => (answer === "not_seen" ? [] : [{ item, answer }]));
    const score = scored.reduce((sum, { answer }) => sum + ANSWER_POINTS[answer], 0);
    const max = scored.length * ANSWER_POINTS.yes;
    sections[domain] = {
      score,
      max,
      percentage: percent(score, max),
      answered: answered.length,
      items: items.length,
      notSeen: answered.length - scored.length,
      status: domainStatus(answered),
      strengths: scored.filter(({ answer }) => answer === "yes").map(({ item }) => item.id),
      toPractise: scored.filter(({ answer }) => answer === "sometimes" || answer === "no").map(({ item }) => item.id),
      redFlags: scored.filter(({ item, answer }) => answer === "no" && item.redFlag).map(({ item }) => item.id),
    };
  }
  const totalScore = DOMAINS.reduce((sum, domain) => sum + sections[domain].score, 0);
  const maxPossibleScore = DOMAINS.reduce((sum, domain) => sum + sections[domain].max, 0);
  return {
    totalScore,
    maxPossibleScore,
    percentageScore: percent(totalScore, maxPossibleScore),
    sectionScores: sections,
    completedSections: DOMAINS.filter((domain) => askedItems.every((item) => item.domain !== domain || answers[item.id] !== undefined)),
    stillDeveloping: DOMAINS.filter((domain) => sections[domain].status !== "on_track"),
  };
}

/** Whole minutes between start and completion, at least 1. */
export function durationMinutes(startedAt: string, completedAt: string): number {
  return Math.max(1, Math.ceil((Date.parse(completedAt) - Date.parse(startedAt)) / 60_000));
}

/** The overall reading: the most concerning status of any domain. */
export function overallStatus(score: Pick<AssessmentScore, "sectionScores">): DomainStatus {
  const statuses = DOMAINS.map((domain) => score.sectionScores[domain].status);
  if (statuses.includes("talk_to_doctor")) return "talk_to_doctor";
  if (statuses.includes("practise")) return "practise";
  return "on_track";
}

/** The band's activities for every domain that is not fully on track (the recommendations). */
export function recommendedActivityIds(band: AgeBand, score: Pick<AssessmentScore, "sectionScores">): string[] {
  return band.activities.filter((activity) => score.sectionScores[activity.domain].status !== "on_track").map((activity) => activity.id);
}

function isAnswer(value: unknown): value is Answer {
  return typeof value === "string" && (ANSWERS as ReadonlyArray<string>).includes(value);
}

/** Answers as stored (JSON), keeping only well-formed entries; anything else reads as none. */
export function parseAnswers(json: string): Record<string, Answer> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const answers: Record<string, Answer> = {};
  for (const [id, answer] of Object.entries(value)) if (isAnswer(answer)) answers[id] = answer;
  return answers;
}

/**
 * One page's answers from a submitted form (fields named by item id), for the items asked at
 * this age. Returns the answers given and the ids of the page's items left without an answer;
 * values that are not an answer this item offers count as none.
 */
export function answersFromForm(
  band: AgeBand,
  ageMonths: number,
  domain: Domain,
  read: (name: string) => unknown,
): { given: Record<string, Answer>; missing: string[] } {
  const given: Record<string, Answer> = {};
  const missing: string[] = [];
  for (const item of itemsForAge(band, ageMonths, domain)) {
    const value = read(item.id);
    if (isAnswer(value) && answersFor(item).includes(value)) given[item.id] = value;
    else missing.push(item.id);
  }
  return { given, missing };
}

/** How many of the items asked at this age have an answer. */
export function answeredCount(band: AgeBand, ageMonths: number, answers: Readonly<Record<string, Answer>>): number {
  return itemsForAge(band, ageMonths).filter((item) => answers[item.id] !== undefined).length;
}

/** The first domain with an unanswered item asked at this age, or null when every one has an answer. */
export function firstUnansweredDomain(band: AgeBand, ageMonths: number, answers: Readonly<Record<string, Answer>>): Domain | null {
  return DOMAINS.find((domain) => itemsForAge(band, ageMonths, domain).some((item) => answers[item.id] === undefined)) ?? null;
}

/** Only the answers to items asked at this age: what a finished assessment keeps. */
export function askedAnswers(band: AgeBand, ageMonths: number, answers: Readonly<Record<string, Answer>>): Record<string, Answer> {
  const kept: Record<string, Answer> = {};
  for (const item of itemsForAge(band, ageMonths)) {
    const answer = answers[item.id];
    if (answer !== undefined) kept[item.id] = answer;
  }
  return kept;
}

export interface DomainChange {
  domain: Domain;
  previousPercentage: number;
  currentPercentage: number;
  /** Percentage points, current minus previous. */
  change: number;
}

/**
 * The change per domain between two results of the same child (percentages, since the
 * bands and so the number of items differ as the child grows).
 */
export function changePerDomain(
  previous: Readonly<Record<Domain, Pick<SectionScore, "percentage">>>,
  current: Readonly<Record<Domain, Pick<SectionScore, "percentage">>>,
): DomainChange[] {
  return DOMAINS.map((domain) => ({
    domain,
    previousPercentage: previous[domain].percentage,
    currentPercentage: current[domain].percentage,
    change: current[domain].percentage - previous[domain].percentage,
  }));
}

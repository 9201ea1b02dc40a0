import { AGE_BANDS } from "~/content/assessment";
import { type AgeBand, DOMAINS, type Domain } from "~/content/assessment/types";

import { ANSWERS, type Answer } from "./answers";

export { ANSWERS, type Answer } from "./answers";

/** yes = 2, sometimes = 1, no = 0 (content.md). */
export const ANSWER_POINTS: Readonly<Record<Answer, number>> = { yes: 2, sometimes: 1, no: 0 };

/**
 * Every threshold of the assessment's interpretation, in one place.
 *
 * - A domain is "on track" when every item is answered "yes"; "practise" when none is "no"
 *   but some are "sometimes"; "talk to the doctor" when at least one item is "no" — each item
 *   is something most children (about 3 in 4) already do at this age, so a "no" is worth
 *   raising with the child's doctor (content.md), kindly and without alarm.
 * - The developmental-age estimate: when the overall percentage reaches
 *   `AT_BAND_PERCENT`, the child's skills match their band; below it, they are estimated to
 *   match the band before (or the first band for the youngest). It is a coarse guide for
 *   parents, never a diagnosis, and is shown as an age range.
 */
export const ASSESSMENT_THRESHOLDS = {
  AT_BAND_PERCENT: 75,
} as const;

export type DomainStatus = "on_track" | "practise" | "talk_to_doctor";

export interface SectionScore {
  score: number;
  max: number;
  percentage: number;
  answered: number;
  items: number;
  status: DomainStatus;
  /** Item ids answered "yes": the wins shown first. */
  strengths: string[];
  /** Item ids answered "sometimes" or "no": what to practise. */
  toPractise: string[];
}

export interface AssessmentScore {
  totalScore: number;
  maxPossibleScore: number;
  percentageScore: number;
  sectionScores: Record<Domain, SectionScore>;
  /** Domains whose every item has an answer. */
  completedSections: Domain[];
  developmentalAge: { minMonths: number; maxMonths: number; relation: "at_band" | "below_band" };
}

function percent(score: number, max: number): number {
  return max === 0 ? 0 : Math.round((score / max) * 100);
}

/** Scores a band's answers (unknown item ids are ignored; unanswered items score 0). */
export function scoreAssessment(band: AgeBand, answers: Readonly<Record<string, Answer>>): AssessmentScore {
  const sections = {} as Record<Domain, SectionScore>;
  for (const domain of DOMAINS) {
    const items = band.items.filter((item) => item.domain === domain);
    const given = items.map((item) => answers[item.id]);
    const score = given.reduce((sum, answer) => sum + (answer ? ANSWER_POINTS[answer] : 0), 0);
    const max = items.length * ANSWER_POINTS.yes;
    const status: DomainStatus = given.includes("no") ? "talk_to_doctor" : given.every((a) => a === "yes") ? "on_track" : "practise";
    sections[domain] = {
      score,
      max,
      percentage: percent(score, max),
      answered: given.filter(Boolean).length,
      items: items.length,
      status,
      strengths: items.filter((item) => answers[item.id] === "yes").map((item) => item.id),
      toPractise: items.filter((item) => answers[item.id] === "sometimes" || answers[item.id] === "no").map((item) => item.id),
    };
  }
  const totalScore = DOMAINS.reduce((sum, domain) => sum + sections[domain].score, 0);
  const maxPossibleScore = DOMAINS.reduce((sum, domain) => sum + sections[domain].max, 0);
  const percentageScore = percent(totalScore, maxPossibleScore);
  const atBand = percentageScore >= ASSESSMENT_THRESHOLDS.AT_BAND_PERCENT;
  const bandIndex = AGE_BANDS.findIndex((candidate) => candidate.id === band.id);
  // The youngest band has no band before it: its own range stands, marked as below.
  const estimateBand = atBand ? band : (AGE_BANDS[bandIndex - 1] ?? band);
  return {
    totalScore,
    maxPossibleScore,
    percentageScore,
    sectionScores: sections,
    completedSections: DOMAINS.filter((domain) => sections[domain].answered === sections[domain].items),
    developmentalAge: {
      minMonths: estimateBand.minMonths,
      maxMonths: estimateBand.maxMonths,
      relation: atBand ? "at_band" : "below_band",
    },
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
  return band.activities
    .filter((activity) => score.sectionScores[activity.domain].status !== "on_track")
    .map((activity) => activity.id);
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
 * One page's answers from a submitted form (fields named by item id). Returns the answers
 * given and the ids of the page's items left without an answer; values that are not an
 * answer count as none.
 */
export function answersFromForm(
  band: AgeBand,
  domain: Domain,
  read: (name: string) => unknown,
): { given: Record<string, Answer>; missing: string[] } {
  const given: Record<string, Answer> = {};
  const missing: string[] = [];
  for (const item of band.items) {
    if (item.domain !== domain) continue;
    const value = read(item.id);
    if (isAnswer(value)) given[item.id] = value;
    else missing.push(item.id);
  }
  return { given, missing };
}

/** How many of the band's items have an answer. */
export function answeredCount(band: AgeBand, answers: Readonly<Record<string, Answer>>): number {
  return band.items.filter((item) => answers[item.id] !== undefined).length;
}

/** The first domain with an unanswered item, or null when every item has an answer. */
export function firstUnansweredDomain(band: AgeBand, answers: Readonly<Record<string, Answer>>): Domain | null {
  return DOMAINS.find((domain) => band.items.some((item) => item.domain === domain && answers[item.id] === undefined)) ?? null;
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

import { AGE_BANDS } from "~/content/assessment";
import { type AgeBand, DOMAINS, type Domain } from "~/content/assessment/types";

export const ANSWERS = ["yes", "sometimes", "no"] as const;
export type Answer = (typeof ANSWERS)[number];

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

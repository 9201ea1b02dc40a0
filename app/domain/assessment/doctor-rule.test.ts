import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "~/content/assessment";
import { DOMAINS } from "~/content/assessment/types";
import { itemsForAge } from "./items";
import { type Answer, ASSESSMENT_THRESHOLDS, doctorNotYetCount, overallStatus, scoreAssessment } from "./scoring";

/** A small seeded generator (mulberry32): the same children every run, so the figure is stable. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CHILDREN_PER_BAND = 20_000;

/**
 * Typical children of one age: each item asked at that age is done ("yes") with the given
 * chance, otherwise "not yet", independently. Returns the share told to talk to the doctor
 * although no red-flag item is answered "not yet".
 */
function doctorWithoutRedFlag(bandIndex: number, ageMonths: number, passChance: number, seed: number): number {
  const band = AGE_BANDS[bandIndex];
  if (!band) throw new Error(`no band ${bandIndex}`);
  const random = seededRandom(seed);
  const items = itemsForAge(band, ageMonths);
  let told = 0;
  for (let child = 0; child < CHILDREN_PER_BAND; child += 1) {
    const answers: Record<string, Answer> = {};
    for (const item of items) answers[item.id] = random() < passChance ? "yes" : "no";
    const score = scoreAssessment(band, ageMonths, answers);
    const redFlag = DOMAINS.some((domain) => score.sectionScores[domain].redFlags.length > 0);
    if (!redFlag && overallStatus(score) === "talk_to_doctor") told += 1;
  }
  return told / CHILDREN_PER_BAND;
}

describe("the doctor's tier on simulated typical children", () => {
  it.each(AGE_BANDS.map((band, index) => [band.id, index] as const))(
    "%s: at most 10 % at the band's lower age and 3 % at its upper age are sent to the doctor without a red flag",
    (_id, index) => {
      const band = AGE_BANDS[index];
      if (!band) throw new Error(`no band ${index}`);
      // The first band's youngest children are asked from birth.
      const lower = doctorWithoutRedFlag(index, band.minMonths, 0.75, 1000 + index);
      const upper = doctorWithoutRedFlag(index, band.maxMonths, 0.9, 2000 + index);
      expect(lower, `${band.id} at ${band.minMonths} months`).toBeLessThanOrEqual(0.1);
      expect(upper, `${band.id} at ${band.maxMonths} months`).toBeLessThanOrEqual(0.03);
    },
  );
});

describe("the doctor's tier by count", () => {
  it("starts at the count of 'not yet' a typical child shows at most 1 time in 40", () => {
    expect(ASSESSMENT_THRESHOLDS.TYPICAL_NOT_YET_RATE).toBe(0.25);
    expect(ASSESSMENT_THRESHOLDS.DOCTOR_PATTERN_CHANCE).toBe(1 / 40);
    // Areas of 1-2 answered items never reach it; 3 items need all three, 4-5 need four, …
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(doctorNotYetCount)).toEqual([2, 3, 3, 4, 4, 5, 5, 6, 6, 6]);
  });

  it("counts only scored answers: 'haven't had the chance to see this' leaves the area smaller", () => {
    const band = AGE_BANDS.find((candidate) => candidate.id === "m48-72");
    if (!band) throw new Error("no 48-72 band");
    const social = itemsForAge(band, 48, "social");
    const situational = social.filter((item) => item.needsSituation);
    const plain = social.filter((item) => !item.needsSituation);
    expect(social.some((item) => item.redFlag)).toBe(false);
    expect([situational.length, plain.length]).toEqual([3, 2]);
    const allYes: Record<string, Answer> = Object.fromEntries(itemsForAge(band, 48).map((item) => [item.id, "yes"]));
    const status = (answers: Record<string, Answer>) => scoreAssessment(band, 48, { ...allYes, ...answers }).sectionScores.social.status;
    const [first, second] = plain;
    if (!first || !second) throw new Error("no plain items");
    // Four "not yet" of five: the doctor's tier.
    expect(status(Object.fromEntries([first, ...situational].map((item) => [item.id, "no"])))).toBe("talk_to_doctor");
    // Three of five: practise and check again.
    expect(status(Object.fromEntries(situational.map((item) => [item.id, "no"])))).toBe("practise");
    // Two "not yet" of the only two items seen: too few answers for a pattern.
    expect(status({ ...Object.fromEntries(situational.map((item) => [item.id, "not_seen"])), [first.id]: "no", [second.id]: "no" })).toBe("practise");
  });
});

import { describe, expect, it } from "vitest";
import { DOMAINS } from "~/content/assessment/types";
import az from "~/locales/az/dashboard.json";
import en from "~/locales/en/dashboard.json";
import ru from "~/locales/ru/dashboard.json";
import { latestAssessmentSummary } from "./latest-assessment";

describe("the dashboard's line about the latest assessment", () => {
  it("counts the areas on track out of the content's areas and names the one to practise most among the others", () => {
    const summary = latestAssessmentSummary({
      social: { percentage: 90, status: "on_track" },
      language: { percentage: 55, status: "practise" },
      cognitive: { percentage: 40, status: "on_track" },
      movement: { percentage: 70, status: "practise" },
    });
    expect(summary).toEqual({ onTrack: 2, areas: DOMAINS.length, practise: "language" });
  });

  it("names no area to practise when every area is on track", () => {
    const all = Object.fromEntries(DOMAINS.map((domain) => [domain, { percentage: 80, status: "on_track" }])) as Parameters<typeof latestAssessmentSummary>[0];
    expect(latestAssessmentSummary(all)).toEqual({ onTrack: DOMAINS.length, areas: DOMAINS.length, practise: null });
  });

  it.each([
    ["az", az],
    ["en", en],
    ["ru", ru],
  ] as const)("says it without an overall percentage and without a typed number of areas, in %s", (_language, strings) => {
    for (const text of [strings.overview.latestText, strings.overview.latestTextAll]) {
      expect(text).not.toContain("{{percent}}");
      expect(text).toContain("{{areas}}");
      expect(text).not.toMatch(/\b4\b/);
    }
    expect(strings.overview.latestText).toContain("{{onTrack}}");
    expect(strings.overview.latestText).toContain("{{domain}}");
  });
});

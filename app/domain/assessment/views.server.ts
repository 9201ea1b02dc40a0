import { DOMAINS, type AgeBand, type Domain } from "~/content/assessment/types";
import { type PracticeLink, practiceFor } from "~/domain/courses/practice";
import { gameTitleKey } from "~/games/texts";
import type { Language } from "~/lib/i18n-config";
import { translatorFor } from "~/lib/i18n/translate.server";
import { type Answer, type DomainStatus, overallStatus, scoreAssessment } from "./scoring";

/**
 * What the assessment pages show, in one language: the content modules stay on the server and
 * a page receives only its own texts.
 */

export interface QuestionView {
  id: string;
  text: string;
  answer: Answer | null;
}

export interface QuestionPageView {
  domain: Domain;
  /** 1-based position of the domain among the four pages. */
  step: number;
  totalSteps: number;
  previousDomain: Domain | null;
  nextDomain: Domain | null;
  questions: QuestionView[];
  answeredCount: number;
  totalQuestions: number;
}

export function questionPageView(band: AgeBand, domain: Domain, answers: Readonly<Record<string, Answer>>, language: Language): QuestionPageView {
  const index = DOMAINS.indexOf(domain);
  return {
    domain,
    step: index + 1,
    totalSteps: DOMAINS.length,
    previousDomain: DOMAINS[index - 1] ?? null,
    nextDomain: DOMAINS[index + 1] ?? null,
    questions: band.items
      .filter((item) => item.domain === domain)
      .map((item) => ({ id: item.id, text: item.text[language], answer: answers[item.id] ?? null })),
    answeredCount: band.items.filter((item) => answers[item.id] !== undefined).length,
    totalQuestions: band.items.length,
  };
}

export interface DomainResultView {
  domain: Domain;
  status: DomainStatus;
  score: number;
  max: number;
  percentage: number;
  /** Items answered "yes". */
  wins: string[];
  sometimes: string[];
  notYet: string[];
  /** Activities to practise this domain; none when the domain is fully on track. */
  activities: Array<{ id: string; title: string; description: string }>;
  /** Where to practise it for this age: course exercises, homework tasks and games; empty when on track. */
  practice: { exercises: PracticeLink[]; homework: PracticeLink[]; games: PracticeLink[] };
}

function practiceLinks(domain: Domain, ageMonths: number, language: Language): DomainResultView["practice"] {
  const found = practiceFor(domain, ageMonths, language);
  const t = translatorFor(language);
  return { ...found, games: found.games.map((game) => ({ title: t(gameTitleKey(game.gameId)), href: game.href, icon: game.icon })) };
}

export interface ResultView {
  ageMonths: number;
  weeksEarly: number;
  band: { minMonths: number; maxMonths: number };
  completedAt: string;
  totalScore: number;
  maxPossibleScore: number;
  percentageScore: number;
  developmentalAge: { minMonths: number; maxMonths: number; relation: "at_band" | "below_band" };
  overall: DomainStatus;
  domains: DomainResultView[];
}

export function resultView(
  input: { band: AgeBand; answers: Readonly<Record<string, Answer>>; ageMonths: number; weeksEarly: number; completedAt: string },
  language: Language,
): ResultView {
  const { band, answers } = input;
  const score = scoreAssessment(band, answers);
  const textsWith = (domain: Domain, answer: Answer) =>
    band.items.filter((item) => item.domain === domain && answers[item.id] === answer).map((item) => item.text[language]);
  return {
    ageMonths: input.ageMonths,
    weeksEarly: input.weeksEarly,
    band: { minMonths: band.minMonths, maxMonths: band.maxMonths },
    completedAt: input.completedAt,
    totalScore: score.totalScore,
    maxPossibleScore: score.maxPossibleScore,
    percentageScore: score.percentageScore,
    developmentalAge: score.developmentalAge,
    overall: overallStatus(score),
    domains: DOMAINS.map((domain) => {
      const section = score.sectionScores[domain];
      return {
        domain,
        status: section.status,
        score: section.score,
        max: section.max,
        percentage: section.percentage,
        wins: textsWith(domain, "yes"),
        sometimes: textsWith(domain, "sometimes"),
        notYet: textsWith(domain, "no"),
        practice: section.status === "on_track" ? { exercises: [], homework: [], games: [] } : practiceLinks(domain, input.ageMonths, language),
        activities:
          section.status === "on_track"
            ? []
            : band.activities
                .filter((activity) => activity.domain === domain)
                .map((activity) => ({ id: activity.id, title: activity.title[language], description: activity.description[language] })),
      };
    }),
  };
}

import { DOMAINS, type AgeBand, type Domain } from "~/content/assessment/types";
import { gamePicture } from "~/games/game-pictures.server";
import { type PracticeLink, practiceFor } from "~/domain/courses/practice";
import { gameTitleKey } from "~/games/texts";
import type { Language } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { answersFor } from "./answers";
import { everyItem, itemsForAge } from "./items";
import { type Answer, type DomainStatus, overallStatus, scoreAssessment } from "./scoring";

/**
 * What the assessment pages show, in one language: the content modules stay on the server and
 * a page receives only its own texts.
 */

interface QuestionView {
  id: string;
  text: string;
  /** The answers this item offers ("not seen" only on items that need a particular situation). */
  choices: ReadonlyArray<Answer>;
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

export function questionPageView(
  band: AgeBand,
  ageMonths: number,
  domain: Domain,
  answers: Readonly<Record<string, Answer>>,
  language: Language,
): QuestionPageView {
  const index = DOMAINS.indexOf(domain);
  const asked = itemsForAge(band, ageMonths);
  return {
    domain,
    step: index + 1,
    totalSteps: DOMAINS.length,
    previousDomain: DOMAINS[index - 1] ?? null,
    nextDomain: DOMAINS[index + 1] ?? null,
    questions: asked
      .filter((item) => item.domain === domain)
      .map((item) => ({ id: item.id, text: item.text[language], choices: answersFor(item), answer: answers[item.id] ?? null })),
    answeredCount: asked.filter((item) => answers[item.id] !== undefined).length,
    totalQuestions: asked.length,
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
  /** Items answered "haven't had the chance to see this" (not scored). */
  notSeen: string[];
  /** Red-flag items answered "not yet": reason enough to talk with the doctor. */
  redFlags: string[];
  /** Activities to practise this domain; none when the domain is fully on track. */
  activities: Array<{ id: string; title: string; description: string }>;
  /** Where to practise it for this age: course exercises, homework tasks and games; empty when on track. */
  practice: { exercises: PracticeLink[]; homework: PracticeLink[]; games: PracticeLink[] };
}

function practiceLinks(domain: Domain, ageMonths: number, language: Language): DomainResultView["practice"] {
  const found = practiceFor(domain, ageMonths, language);
  const t = translatorFor(language);
  return {
    ...found,
    games: found.games.map((game) => ({ title: t(gameTitleKey(game.gameId)), href: game.href, icon: "", picture: gamePicture(game.gameId) })),
  };
}

export interface ResultView {
  ageMonths: number;
  weeksEarly: number;
  band: { minMonths: number; maxMonths: number };
  completedAt: string;
  totalScore: number;
  maxPossibleScore: number;
  percentageScore: number;
  /** Areas where some skills are still developing (never a single "developmental age"). */
  stillDeveloping: Domain[];
  overall: DomainStatus;
  domains: DomainResultView[];
}

export function resultView(
  input: { band: AgeBand; answers: Readonly<Record<string, Answer>>; ageMonths: number; weeksEarly: number; completedAt: string },
  language: Language,
): ResultView {
  const { band, answers } = input;
  const score = scoreAssessment(band, input.ageMonths, answers);
  // Every item of the band, retired ones too: a saved result keeps its old answers.
  const items = everyItem(band);
  const textsWith = (domain: Domain, answer: Answer) =>
    items.filter((item) => item.domain === domain && answers[item.id] === answer).map((item) => item.text[language]);
  return {
    ageMonths: input.ageMonths,
    weeksEarly: input.weeksEarly,
    band: { minMonths: band.minMonths, maxMonths: band.maxMonths },
    completedAt: input.completedAt,
    totalScore: score.totalScore,
    maxPossibleScore: score.maxPossibleScore,
    percentageScore: score.percentageScore,
    stillDeveloping: score.stillDeveloping,
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
        notSeen: textsWith(domain, "not_seen"),
        redFlags: items.filter((item) => section.redFlags.includes(item.id)).map((item) => item.text[language]),
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

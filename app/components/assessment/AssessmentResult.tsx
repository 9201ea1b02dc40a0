import type { ReactNode } from "react";
import { ThingIcon } from "~/components/ThingIcon";
import type { Domain } from "~/content/assessment/types";
import type { DomainStatus } from "~/domain/assessment/scoring";
import type { DomainResultView, ResultView } from "~/domain/assessment/views.server";
import { formatDate } from "~/lib/dates";
import { PrintButton } from "~/components/PrintButton";
import { useTranslation } from "~/infrastructure/i18n/context";
import { AppLink } from "~/components/AppLinks";

function StatusBadge({ status }: { status: DomainStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-${status.replaceAll("_", "-")}`}>{t(`assessment.status.${status}`)}</span>;
}

/**
 * A result, wins first: what the child already does, then per area what to practise with
 * activities, the doctor's advice when an area needs it, and a summary for the doctor that
 * the print stylesheet turns into the printed page.
 */
export function AssessmentResult({
  view,
  childName,
  forChild,
  actions,
}: {
  view: ResultView;
  childName: string | null;
  /** Whom an unsaved result is for ("For the child born …"), when the title does not name the child. */
  forChild?: string;
  actions?: ReactNode;
}) {
  const { t, language } = useTranslation();
  const domainName = (domain: Domain) => t(`areas.${domain}`);
  const range = (min: number, max: number) => t("assessment.bandRange", { min, max });
  const toDiscuss = view.domains.filter((domain) => domain.notYet.length > 0 || domain.sometimes.length > 0);
  const doctorDomains = view.domains.filter((domain) => domain.status === "talk_to_doctor");
  // A "not yet" the doctor's tier does not cover: practise, check again, mention at the check-up.
  const recheckDomains = view.domains.filter((domain) => domain.status !== "talk_to_doctor" && domain.notYet.length > 0);
  return (
    <article className="page page-narrow assessment-result" aria-labelledby="result-title">
      <header className="result-header">
        <p className="eyebrow">{t("assessment.title")}</p>
        <h1 id="result-title">{childName ? t("assessment.resultTitleFor", { name: childName }) : t("assessment.resultTitle")}</h1>
        {forChild ? <p className="assessment-child">{forChild}</p> : null}
        <p className="fine-print">
          {t("assessment.resultDate", { date: formatDate(view.completedAt, language) })} ·{" "}
          {t("assessment.questionsFor", { range: range(view.band.minMonths, view.band.maxMonths) })}
          {view.weeksEarly > 0 ? `, ${t("assessment.corrected", { count: view.weeksEarly })}` : null}
        </p>
      </header>
      <p className="notice">{t("assessment.disclaimer")}</p>

      <section className="card result-summary" aria-labelledby="summary-title">
        <h2 id="summary-title">{t("assessment.summaryTitle")}</h2>
        <p className="result-score">{t("assessment.overallScore", { score: view.totalScore, max: view.maxPossibleScore, percent: view.percentageScore })}</p>
        {/* Never one "developmental age": only the areas where some skills are still developing. */}
        <p>
          {view.stillDeveloping.length > 0
            ? t("assessment.stillDeveloping", { areas: view.stillDeveloping.map(domainName).join(", ") })
            : t("assessment.stillDevelopingNone")}
        </p>
        <ul className="domain-summary">
          {view.domains.map((domain) => (
            <li key={domain.domain}>
              <span className="domain-name">{domainName(domain.domain)}</span> <StatusBadge status={domain.status} />{" "}
              <span className="fine-print">{t("assessment.domainScore", { score: domain.score, max: domain.max })}</span>
            </li>
          ))}
        </ul>
        <p>{t("assessment.doctorAlways")}</p>
      </section>

      {doctorDomains.length > 0 ? (
        <section className="card doctor-advice" aria-labelledby="doctor-title">
          <h2 id="doctor-title">{t("assessment.doctorTitle")}</h2>
          <p>{t("assessment.doctorText")}</p>
          <p>
            {t("assessment.doctorAreas")} {doctorDomains.map((domain) => domainName(domain.domain)).join(", ")}
          </p>
          {doctorDomains.some((domain) => domain.redFlags.length > 0) ? (
            <>
              <p>{t("assessment.doctorKeyItems")}</p>
              <ul>
                {doctorDomains
                  .flatMap((domain) => domain.redFlags)
                  .map((text) => (
                    <li key={text}>{text}</li>
                  ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      {recheckDomains.length > 0 ? (
        <section className="card recheck-advice" aria-labelledby="recheck-title">
          <h2 id="recheck-title">{t("assessment.recheckTitle")}</h2>
          <p>{t("assessment.recheckText")}</p>
          <p>
            {t("assessment.recheckAreas")} {recheckDomains.map((domain) => domainName(domain.domain)).join(", ")}
          </p>
        </section>
      ) : null}

      <section className="result-wins no-print" aria-labelledby="wins-title">
        <h2 id="wins-title">{t("assessment.winsTitle")}</h2>
        <p>{t("assessment.winsIntro")}</p>
        {view.domains.map((domain) => (
          <div key={domain.domain} className="result-domain">
            <h3>{domainName(domain.domain)}</h3>
            {domain.wins.length > 0 ? (
              <ul className="wins-list">
                {domain.wins.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : (
              <p>{t("assessment.winsNone")}</p>
            )}
          </div>
        ))}
      </section>

      <section className="result-practise no-print" aria-labelledby="practise-title">
        <h2 id="practise-title">{t("assessment.practiseTitle")}</h2>
        {view.domains.map((domain) => (
          <div key={domain.domain} className="result-domain card">
            <h3>
              {domainName(domain.domain)} <StatusBadge status={domain.status} />
            </h3>
            {domain.status === "on_track" ? (
              <p>{t("assessment.practiseNone")}</p>
            ) : (
              <>
                <p>{t(`assessment.interpretation.${domain.status}`)}</p>
                <AnswerLists notYet={domain.notYet} sometimes={domain.sometimes} notSeen={domain.notSeen} />
                <h4>{t("assessment.activitiesTitle")}</h4>
                <ul className="activity-list">
                  {domain.activities.map((activity) => (
                    <li key={activity.id}>
                      <strong>{activity.title}.</strong> {activity.description}
                    </li>
                  ))}
                </ul>
                <PracticeLinks practice={domain.practice} />
              </>
            )}
          </div>
        ))}
      </section>

      <section className="print-only result-discuss" aria-labelledby="discuss-title">
        <h2 id="discuss-title">{t("assessment.printTitle")}</h2>
        {toDiscuss.length > 0 ? (
          <>
            <p>{t("assessment.printIntro")}</p>
            {toDiscuss.map((domain) => (
              <div key={domain.domain} className="result-domain">
                <h3>{domainName(domain.domain)}</h3>
                <AnswerLists notYet={domain.notYet} sometimes={domain.sometimes} notSeen={domain.notSeen} />
              </div>
            ))}
          </>
        ) : (
          <p>{t("assessment.printNone")}</p>
        )}
      </section>

      <div className="no-print result-actions">
        <p className="fine-print">{t("assessment.printHint")}</p>
        <PrintButton label={t("assessment.print")} />
        {actions}
      </div>
    </article>
  );
}

function AnswerLists({ notYet, sometimes, notSeen }: { notYet: string[]; sometimes: string[]; notSeen: string[] }) {
  const { t } = useTranslation();
  return (
    <dl className="answer-lists">
      {notYet.length > 0 ? (
        <>
          <dt>{t("assessment.notYetLabel")}</dt>
          {notYet.map((text) => (
            <dd key={text}>{text}</dd>
          ))}
        </>
      ) : null}
      {sometimes.length > 0 ? (
        <>
          <dt>{t("assessment.sometimesLabel")}</dt>
          {sometimes.map((text) => (
            <dd key={text}>{text}</dd>
          ))}
        </>
      ) : null}
      {notSeen.length > 0 ? (
        <>
          <dt>{t("assessment.notSeenLabel")}</dt>
          {notSeen.map((text) => (
            <dd key={text}>{text}</dd>
          ))}
        </>
      ) : null}
    </dl>
  );
}

/** The course exercises, homework tasks and games that train an area, for the child's age. */
function PracticeLinks({ practice }: { practice: DomainResultView["practice"] }) {
  const { t } = useTranslation();
  const groups = [
    { key: "exercises", title: t("assessment.practiceExercises"), links: practice.exercises },
    { key: "homework", title: t("assessment.practiceHomework"), links: practice.homework },
    { key: "games", title: t("assessment.practiceGames"), links: practice.games },
  ].filter((group) => group.links.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="practice-links">
      {groups.map((group) => (
        <div key={group.key}>
          <h4>{group.title}</h4>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <ThingIcon icon={link.icon} picture={link.picture} /> <AppLink to={link.href}>{link.title}</AppLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

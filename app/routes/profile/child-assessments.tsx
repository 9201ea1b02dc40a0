import type { Route } from "./+types/child-assessments";
import { Pagination } from "~/components/Pagination";
import { DOMAINS } from "~/content/assessment/types";
import { getDb } from "~/db.server";
import { requireOwnChild, requireParent } from "~/infrastructure/guards.server";
import { savedResultPath } from "~/domain/assessment/navigation";
import { listResults } from "~/domain/assessment/results.server";
import { changePerDomain } from "~/domain/assessment/scoring";
import { AUTISM_START_PATH, autismResultPath } from "~/domain/autism/navigation";
import { listAutismResults } from "~/domain/autism/screenings.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { pageFrom, pageOf, pageWindow } from "~/lib/pagination";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

/**
 * A child's saved assessments, newest first, 20 a page (?page=N), and on the first page the
 * change per domain since the one before.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const db = getDb();
  const child = await requireOwnChild(db, session.user.id, params.childId);
  const page = pageFrom(new URL(request.url).searchParams);
  const [rows, autismResults] = await Promise.all([listResults(db, child.id, pageWindow(page)), listAutismResults(db, child.id)]);
  const { items: results, ...pages } = pageOf(rows, page);
  const [latest, previous] = page === 1 ? results : [];
  return {
    child: { id: child.id, firstName: child.firstName },
    pages,
    results: results.map((result) => ({
      id: result.id,
      completedAt: result.completedAt,
      band: { minMonths: result.band.minMonths, maxMonths: result.band.maxMonths },
      percentageScore: result.percentageScore,
      sections: DOMAINS.map((domain) => ({ domain, ...result.sectionPercentages[domain] })),
    })),
    autismResults,
    change: latest && previous ? { since: previous.completedAt, domains: changePerDomain(previous.sectionPercentages, latest.sectionPercentages) } : null,
  };
}

export default function ChildAssessments({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { child, results, change, autismResults, pages } = loaderData;
  return (
    <section aria-labelledby="history-title" className="profile-sections">
      <div className="card">
        <h2 id="history-title">{t("assessment.historyTitle", { name: child.firstName })}</h2>
        <p>{t("assessment.historyIntro")}</p>
        {results.length === 0 ? (
          <p className="empty">{t("assessment.historyEmpty")}</p>
        ) : (
          <ul className="plain-list history-list">
            {results.map((result) => (
              <li key={result.id}>
                <span>
                  {t("assessment.historyItem", {
                    date: formatDate(result.completedAt, language),
                    range: t("assessment.bandRange", { min: result.band.minMonths, max: result.band.maxMonths }),
                    percent: result.percentageScore,
                  })}
                </span>{" "}
                <AppLink to={savedResultPath(child.id, result.id)} className="button button-secondary button-small">
                  {t("assessment.viewResult")}
                  <span className="visually-hidden"> — {formatDate(result.completedAt, language)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={pages} label={t("assessment.historyTitle", { name: child.firstName })} />
        <p>
          <AppLink to={`/assessment?child=${child.id}`} className="button button-primary">
            {t("assessment.assessAgain", { name: child.firstName })}
          </AppLink>
        </p>
      </div>
      {change ? (
        <div className="card">
          <h3 id="change-title">{t("assessment.changeTitle", { date: formatDate(change.since, language) })}</h3>
          <table className="change-table" aria-labelledby="change-title">
            <thead>
              <tr>
                <th scope="col">{t("assessment.changeArea")}</th>
                <th scope="col">{t("assessment.changeBefore")}</th>
                <th scope="col">{t("assessment.changeNow")}</th>
                <th scope="col">{t("assessment.changeColumn")}</th>
              </tr>
            </thead>
            <tbody>
              {change.domains.map((row) => (
                <tr key={row.domain}>
                  <th scope="row">{t(`areas.${row.domain}`)}</th>
                  <td>{row.previousPercentage}%</td>
                  <td>{row.currentPercentage}%</td>
                  <td>
                    {row.change > 0
                      ? t("assessment.changeUp", { count: row.change })
                      : row.change < 0
                        ? t("assessment.changeDown", { count: -row.change })
                        : t("assessment.changeSame")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="fine-print">{t("assessment.changeNote")}</p>
        </div>
      ) : null}
      <div className="card">
        <h2 id="autism-history-title">{t("autism.historyTitle")}</h2>
        {autismResults.length === 0 ? (
          <p className="empty">{t("autism.historyEmpty")}</p>
        ) : (
          <ul className="plain-list history-list" aria-labelledby="autism-history-title">
            {autismResults.map((result) => (
              <li key={result.id}>
                <span>{t("autism.historyItem", { date: formatDate(result.completedAt, language), level: t(`autism.level.${result.riskLevel}`) })}</span>{" "}
                <AppLink to={autismResultPath(result.id)} className="button button-secondary button-small">
                  {t("autism.viewResult")}
                  <span className="visually-hidden"> — {formatDate(result.completedAt, language)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
        <p>
          <AppLink to={AUTISM_START_PATH}>{t("autism.historyLink")}</AppLink>
        </p>
      </div>
      <p>
        <AppLink to="/profile/children">{t("children.title")}</AppLink>
      </p>
    </section>
  );
}

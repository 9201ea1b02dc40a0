import type { Route } from "./+types/result";
import { PageMeta } from "~/components/PageMeta";
import { PrintButton } from "~/components/PrintButton";
import { AutismDisclaimer } from "~/components/autism/AutismDisclaimer";
import { childAssessmentsPath } from "~/domain/assessment/navigation";
import { AUTISM_START_PATH } from "~/domain/autism/navigation";
import { loadResult } from "./pages.server";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import autismStylesheet from "~/styles/autism.css?url";
import { AppLink } from "~/components/AppLinks";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: autismStylesheet, precedence: "default" }];

export const handle: ScriptsHandle = { scripts: "standalone" };

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadResult(request, context, params.resultId, getLanguage(context));
}

/**
 * The screening's result and its report: the overall level with what it means and what to do
 * next, each area's level and points, every answer for the specialist, and the disclaimer.
 * The print stylesheet leaves out the site frame and the buttons.
 */
export default function AutismResult({ loaderData: result }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const level = result.overall.level;
  return (
    <article className="page page-narrow autism-result" aria-labelledby="result-title">
      <PageMeta title={t("autism.resultPageTitle", { brand: BRAND_NAME })} />
      <p className="eyebrow">{t("autism.eyebrow")}</p>
      <h1 id="result-title">{t("autism.resultTitle", { name: result.childName })}</h1>
      <p className="fine-print">
        {t("autism.resultMeta", { date: formatDate(result.completedAt, language), months: result.childAgeMonths })}
        {result.orderId ? <> · {t("autism.orderId", { order: result.orderId })}</> : null}
      </p>
      <AutismDisclaimer />

      <section className={`card autism-overall risk-${level}`} aria-labelledby="overall-title">
        <h2 id="overall-title">
          {t("autism.overallTitle")}: <span className={`risk-badge risk-badge-${level}`}>{t(`autism.level.${level}`)}</span>
        </h2>
        <p className="fine-print">{t("autism.points", { score: result.overall.score, max: result.overall.max })}</p>
        <p>{t(`autism.meaning.${level}`)}</p>
        <h3>{t("autism.nextStepsTitle")}</h3>
        <p>
          <strong>{t(result.nextStepsKey)}</strong>
        </p>
        {result.signs.lostSkills ? <p className="autism-sign">{t("autism.signs.lostSkills", { name: result.childName })}</p> : null}
        {result.signs.critical.length > 0 ? (
          <div className="autism-sign">
            <p>{t("autism.signs.critical")}</p>
            <ul>
              {result.signs.critical.map((sign) => (
                <li key={sign.id}>{t("autism.signs.answered", { question: sign.text, answer: sign.answer })}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {result.signs.notTalkingCount > 0 ? <p className="autism-sign">{t("autism.signs.notTalking", { name: result.childName })}</p> : null}
        {result.signs.readByAgeCount > 0 && result.thresholds.ageMonths !== null ? (
          <p className="autism-sign">{`${t("autism.signs.readByAge", { count: result.childAgeMonths })} ${t("autism.signs.readByAgeFrom", { count: result.thresholds.ageMonths })}`}</p>
        ) : null}
      </section>

      <section aria-labelledby="areas-title">
        <h2 id="areas-title">{t("autism.areasTitle")}</h2>
        <ul className="plain-list autism-areas">
          {result.sections.map((part) => (
            <li key={part.section} className="card autism-area">
              <h3>
                {part.title}: <span className={`risk-badge risk-badge-${part.level}`}>{t(`autism.level.${part.level}`)}</span>
              </h3>
              <p className="fine-print">{t("autism.points", { score: part.score, max: part.max })}</p>
              <p>{t(`autism.meaning.${part.level}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="button-row no-print">
        <PrintButton label={t("autism.print")} />
        <AppLink to={childAssessmentsPath(result.childId)} className="button button-secondary">
          {t("autism.allResults", { name: result.childName })}
        </AppLink>
        <AppLink to={AUTISM_START_PATH} className="button button-secondary">
          {t("autism.backToStart")}
        </AppLink>
      </div>

      <section className="autism-answers" aria-labelledby="answers-title">
        <h2 id="answers-title">{t("autism.answersTitle")}</h2>
        <p className="fine-print">{t("autism.answersIntro")}</p>
        {result.sections.map((part) => (
          <table key={part.section} className="autism-answer-table">
            <caption>{part.title}</caption>
            <tbody>
              {part.answers.map((item, index) => (
                <tr key={item.id}>
                  <th scope="row">
                    {index + 1}. {item.text}
                    {item.reverseKeyed ? ` ${t("autism.reverseMark")}` : null}
                    {item.readByAge ? ` ${t("autism.ageMark")}` : null}
                  </th>
                  <td>{item.answer}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>
      {result.signs.readByAgeCount > 0 && result.thresholds.ageMonths !== null ? (
        <p className="fine-print">{t("autism.ageMarkNote", { count: result.thresholds.ageMonths })}</p>
      ) : null}
      <p className="fine-print">
        {result.scoringVersion === 1 || result.thresholds.ageMonths === null
          ? t("autism.thresholdsNoteV1", { moderate: result.thresholds.moderate, high: result.thresholds.high })
          : t("autism.thresholdsNote", { moderate: result.thresholds.moderate, high: result.thresholds.high, count: result.thresholds.ageMonths })}
      </p>
    </article>
  );
}

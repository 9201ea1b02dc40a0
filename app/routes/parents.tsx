import type { Route } from "./+types/parents";
import { PageMeta } from "~/components/PageMeta";
import { AGE_BANDS } from "~/content/assessment";
import { gameCounts } from "~/games/registry";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { PageHandle } from "~/infrastructure/page-handle";
import { AppLink } from "~/components/AppLinks";

export const handle: PageHandle = { sharesHtml: true, scripts: "none" };

const USE_TIPS = ["short", "often", "together", "pace", "effort", "everyday"] as const;
const DOCTOR_SIGNS = ["lostSkills", "name", "sharing", "senses", "assessment"] as const;
const SCREEN_TIPS = ["underTwo", "twoToFive", "meals", "sleep", "example"] as const;
const START_LINKS = [
  { to: "/assessment", id: "assessment" },
  { to: "/courses", id: "courses" },
  { to: "/courses#homework", id: "homework" },
  { to: "/#faq", id: "faq" },
] as const;

/** The counts the page states, read from the content so they never go stale. */
export function loader() {
  return { ageBands: AGE_BANDS.length, games: gameCounts().all };
}

/** The page for parents: how the product works, how to use it, the doctor, screens (spec section 2). */
export default function Parents({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const steps = [
    { title: t("parents.how.assessmentTitle"), text: t("parents.how.assessment", { count: loaderData.ageBands }) },
    { title: t("parents.how.resultTitle"), text: t("parents.how.result") },
    { title: t("parents.how.practiseTitle"), text: t("parents.how.practise", { count: loaderData.games }) },
    { title: t("parents.how.againTitle"), text: t("parents.how.again") },
  ];
  return (
    <article className="page page-narrow prose parents-page" aria-labelledby="parents-title">
      <PageMeta title={t("meta.parentsTitle", { brand: BRAND_NAME })} description={t("meta.parentsDescription", { brand: BRAND_NAME })} />
      <h1 id="parents-title">{t("parents.title")}</h1>
      <p className="lead">{t("parents.intro", { brand: BRAND_NAME })}</p>

      <section aria-labelledby="parents-how">
        <h2 id="parents-how">{t("parents.how.title", { brand: BRAND_NAME })}</h2>
        <ol className="parents-steps">
          {steps.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="parents-use">
        <h2 id="parents-use">{t("parents.use.title")}</h2>
        <ul className="check-list">
          {USE_TIPS.map((tip) => (
            <li key={tip}>{t(`parents.use.${tip}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="parents-doctor">
        <h2 id="parents-doctor">{t("parents.doctor.title")}</h2>
        <p>{t("parents.doctor.intro")}</p>
        <p>{t("parents.doctor.signsIntro")}</p>
        <ul>
          {DOCTOR_SIGNS.map((sign) => (
            <li key={sign}>{t(`parents.doctor.signs.${sign}`)}</li>
          ))}
        </ul>
        <p>{t("parents.doctor.notDiagnosis")}</p>
        <h3>{t("parents.doctor.earlyTitle")}</h3>
        <p>{t("parents.doctor.early")}</p>
        <p className="notice">{t("parents.doctor.bring", { brand: BRAND_NAME })}</p>
      </section>

      <section aria-labelledby="parents-screens">
        <h2 id="parents-screens">{t("parents.screens.title")}</h2>
        <p>{t("parents.screens.intro")}</p>
        <ul className="check-list">
          {SCREEN_TIPS.map((tip) => (
            <li key={tip}>{t(`parents.screens.${tip}`)}</li>
          ))}
        </ul>
        <p>{t("parents.screens.ours")}</p>
      </section>

      <nav aria-labelledby="parents-start">
        <h2 id="parents-start">{t("parents.links.title")}</h2>
        <ul className="parents-links">
          {START_LINKS.map((link) => (
            <li key={link.id} className="card">
              <AppLink to={link.to}>{t(`parents.links.${link.id}Label`)}</AppLink>
              <p>{t(`parents.links.${link.id}`)}</p>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

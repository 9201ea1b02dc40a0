import { useTranslation } from "~/infrastructure/i18n/context";
import type { Translate, TranslationValues } from "~/infrastructure/i18n/translate";
import type { Route } from "./+types/about";
import { PageMeta } from "~/components/PageMeta";
import { courseCounts } from "~/content/courses";
import { CreatorText } from "~/components/CreatorSection";
import { contentCounts } from "~/domain/trust/counts";
import { getEnv } from "~/env.server";
import { BRAND_NAME } from "~/lib/brand";
import type { PageHandle } from "~/infrastructure/page-handle";
import { AppLink } from "~/components/AppLinks";

export const handle: PageHandle = { sharesHtml: true, scripts: "none" };

const OFFERS = ["assessment", "screening", "games", "homework", "courses", "dashboard"] as const;
const PROMISES = ["noDiagnosis", "privacy", "control", "languages"] as const;

export function loader() {
  const counts = contentCounts();
  const courses = courseCounts();
  return {
    games: counts.games.all,
    assessmentBands: counts.assessmentBands,
    courseBands: courses.bands,
    exercises: courses.exercises,
    creator: getEnv().creator,
  };
}

/** The counts each line states, read from the content. */
function offerValues(
  offer: (typeof OFFERS)[number],
  counts: { games: number; assessmentBands: number; courseBands: number; exercises: number },
  t: Translate,
): TranslationValues | undefined {
  if (offer === "games") return { count: counts.games };
  if (offer === "assessment") return { count: counts.assessmentBands };
  // Two numbers in one sentence: each gets its own plural form.
  if (offer === "courses")
    return { bands: t("about.courseBands", { count: counts.courseBands }), exercises: t("about.exerciseCount", { count: counts.exercises }) };
  return undefined;
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className="page page-narrow prose" aria-labelledby="about-title">
      <PageMeta title={t("meta.aboutTitle", { brand: BRAND_NAME })} description={t("meta.aboutDescription", { brand: BRAND_NAME })} />
      <h1 id="about-title">{t("about.title", { brand: BRAND_NAME })}</h1>
      <p className="lead">{t("about.intro", { brand: BRAND_NAME })}</p>

      <h2>{t("about.whatTitle")}</h2>
      <ul className="check-list">
        {OFFERS.map((offer) => (
          <li key={offer}>{t(`about.what.${offer}`, offerValues(offer, loaderData, t))}</li>
        ))}
      </ul>

      <h2>{t("about.creatorTitle")}</h2>
      <CreatorText creator={loaderData.creator} />

      <h2>{t("about.principlesTitle")}</h2>
      <ul className="check-list">
        {PROMISES.map((promise) => (
          <li key={promise}>{t(`about.principles.${promise}`)}</li>
        ))}
      </ul>

      <p>
        <AppLink to="/parents">{t("about.parentsLink", { brand: BRAND_NAME })}</AppLink>
      </p>

      <p>
        <AppLink to="/contact" className="button button-primary">
          {t("about.contactCta")}
        </AppLink>
      </p>
    </article>
  );
}

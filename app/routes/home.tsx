import { useTranslation } from "~/infrastructure/i18n/context";
import type { Route } from "./+types/home";
import { CompareTable } from "~/components/CompareTable";
import { PageMeta } from "~/components/PageMeta";
import { FAQ } from "~/content/faq";
import { getDb } from "~/db.server";
import { premiumSummary } from "~/domain/subscriptions/plans";
import { listActivePlans } from "~/domain/subscriptions/plans.server";
import { contentCounts } from "~/domain/trust/counts";
import { CreatorText } from "~/components/CreatorSection";
import { NextStepCard } from "~/components/NextStepCard";
import { forWhomOf, playerOf } from "~/domain/children/player.server";
import { nextStepFor } from "~/domain/progress/user-progress.server";
import { getSession } from "~/infrastructure/auth.server";
import { getEnv } from "~/env.server";
import { BRAND_NAME } from "~/lib/brand";
import { getLanguage } from "~/infrastructure/i18n.server";
import { formatMoney } from "~/lib/money";
import type { PageHandle } from "~/infrastructure/page-handle";
import { AppLink } from "~/components/AppLinks";

export const handle: PageHandle = { sharesHtml: true, scripts: "none" };

export async function loader({ context }: Route.LoaderArgs) {
  const db = getDb();
  const summary = premiumSummary(await listActivePlans(db));
  const session = getSession(context);
  const player = session ? await playerOf(db, session) : null;
  return {
    // A signed-in parent's page is private (the auth middleware marks it no-store).
    nextStep: session && player ? await nextStepFor(db, session.user, player.childId) : null,
    forWhom: player ? forWhomOf(player) : null,
    premiumFrom: summary.lowestMonthly ? formatMoney(summary.lowestMonthly, getLanguage(context)) : null,
    trialDays: summary.trialDays,
    trialsDiffer: summary.trialsDiffer,
    counts: contentCounts(),
    creator: getEnv().creator,
  };
}

const STEPS = [
  { title: "home.steps.oneTitle", text: "home.steps.oneText" },
  { title: "home.steps.twoTitle", text: "home.steps.twoText" },
  { title: "home.steps.threeTitle", text: "home.steps.threeText" },
] as const;

const PRINCIPLES = ["play", "parents", "honest"] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();

  return (
    <>
      <PageMeta title={t("meta.homeTitle", { brand: BRAND_NAME })} description={t("meta.defaultDescription")} />

      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <p className="eyebrow">{t("home.heroEyebrow")}</p>
          <h1 id="hero-title">{t("home.heroTitle")}</h1>
          <p className="hero-text">{t("home.heroText")}</p>
          <div className="button-row">
            <AppLink to="/assessment" className="button button-primary button-large">
              {t("home.heroPrimary")}
            </AppLink>
            <AppLink to="/courses" className="button button-secondary button-large">
              {t("home.heroSecondary")}
            </AppLink>
          </div>
          <p className="hero-note">{t("home.heroNote")}</p>
        </div>
        <HeroIllustration />
      </section>

      {loaderData.nextStep ? (
        <div className="section next-step-section">
          <NextStepCard step={loaderData.nextStep} forWhom={loaderData.forWhom} />
        </div>
      ) : null}

      {loaderData.forWhom ? (
        <div className="section next-step-section">
          <section className="card notice" aria-labelledby="play-title">
            <h2 id="play-title">{t("home.playTitle")}</h2>
            <p>{t("home.playText")}</p>
            <p>
              <AppLink to="/play" className="button button-primary button-large">
                {loaderData.forWhom.childName ? t("home.playFor", { name: loaderData.forWhom.childName }) : t("home.playParent")}
              </AppLink>
            </p>
          </section>
        </div>
      ) : null}

      <section className="section" aria-labelledby="compare-title">
        <h2 id="compare-title">{t("home.compareTitle")}</h2>
        <p className="section-intro">{t("home.compareIntro")}</p>
        <CompareTable premiumFrom={loaderData.premiumFrom} trialDays={loaderData.trialDays} trialsDiffer={loaderData.trialsDiffer} counts={loaderData.counts} />
        <div className="button-row">
          <AppLink to="/pricing" className="button button-primary">
            {t("home.compareCta")}
          </AppLink>
        </div>
        <p className="fine-print">{t("home.guarantee")}</p>
      </section>

      <section className="section section-tinted" aria-labelledby="steps-title">
        <h2 id="steps-title">{t("home.stepsTitle")}</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section creator" aria-labelledby="creator-title">
        <div>
          <h2 id="creator-title">{t("home.creatorTitle")}</h2>
          <CreatorText creator={loaderData.creator} />
          {/* Collapsed: the page stays short on a phone; the About page says more. */}
          <details className="disclosure">
            <summary>{t("home.creatorPrinciplesTitle")}</summary>
            <ul className="check-list">
              {PRINCIPLES.map((principle) => (
                <li key={principle}>{t(`home.creatorPrinciples.${principle}`)}</li>
              ))}
            </ul>
          </details>
          <AppLink to="/about" className="button button-secondary">
            {t("home.creatorMore")}
          </AppLink>
        </div>
      </section>

      <section className="section" id="faq" aria-labelledby="faq-title">
        <h2 id="faq-title">{t("home.faqTitle")}</h2>
        <div className="faq">
          {FAQ.map((entry) => (
            <details key={entry.id} id={`faq-${entry.id}`} className="faq-item">
              <summary>{entry.question[language]}</summary>
              <p>{entry.answer[language]}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="section promo" aria-labelledby="autism-title">
        <h2 id="autism-title">{t("home.autismTitle")}</h2>
        <p>{t("home.autismText", { count: loaderData.counts.screeningQuestions })}</p>
        <AppLink to="/assessment/autism" className="button button-secondary">
          {t("home.autismCta")}
        </AppLink>
      </section>
    </>
  );
}

/** Building blocks and a growing plant: decoration only, drawn inline. */
function HeroIllustration() {
  return (
    <svg className="hero-art" viewBox="0 0 240 200" aria-hidden="true" focusable="false">
      <rect x="30" y="130" width="50" height="50" rx="8" fill="var(--color-accent-2)" />
      <rect x="85" y="130" width="50" height="50" rx="8" fill="var(--color-brand)" />
      <rect x="57" y="76" width="50" height="50" rx="8" fill="var(--color-accent)" />
      <path d="M180 180V110" stroke="var(--color-brand-strong)" strokeWidth="6" strokeLinecap="round" />
      <path d="M180 130c0-22 14-36 36-36 0 22-14 36-36 36z" fill="var(--color-accent)" />
      <path d="M180 118c0-18-12-30-30-30 0 18 12 30 30 30z" fill="var(--color-accent-2)" />
      <circle cx="200" cy="40" r="18" fill="var(--color-sun)" />
    </svg>
  );
}

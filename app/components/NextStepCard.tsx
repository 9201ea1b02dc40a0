import { ForWhom } from "~/components/children/ForWhom";
import type { ForWhom as ForWhomData } from "~/domain/children/selection";
import { NEXT_STEP_PATHS, type NextStep } from "~/domain/progress/user-progress";
import { useTranslation } from "~/infrastructure/i18n/context";
import { AppLink } from "~/components/AppLinks";

/** The one step suggested to a signed-in parent, from the child's progress (computed on the server), saying for whom where the page does not. */
export function NextStepCard({ step, headingLevel = 2, forWhom = null }: { step: NextStep; headingLevel?: 2 | 3; forWhom?: ForWhomData | null }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="card notice next-step" aria-labelledby="next-step-title">
      <Heading id="next-step-title">{t("nextStep.title")}</Heading>
      <ForWhom forWhom={forWhom} />
      <p>{t(`nextStep.${step}`)}</p>
      <p>
        <AppLink to={NEXT_STEP_PATHS[step]} className="button button-primary">
          {t(`nextStep.actions.${step}`)}
        </AppLink>
      </p>
    </section>
  );
}

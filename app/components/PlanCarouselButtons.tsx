import { useHydrated } from "~/lib/hooks/use-hydrated";
import { useTranslation } from "~/lib/i18n/context";

/** One card's step in the phone carousel (the dots work without scripts; these need them). */
const CARD_STEP_PX = 300;

/** Previous and next buttons for the plan carousel, shown only once scripts run. */
export function PlanCarouselButtons({ listId }: { listId: string }) {
  const { t } = useTranslation();
  if (!useHydrated()) return null;
  const scroll = (direction: 1 | -1) => document.getElementById(listId)?.scrollBy({ left: direction * CARD_STEP_PX, behavior: "smooth" });
  return (
    <div className="plan-carousel-buttons">
      <button type="button" className="button button-secondary button-small" onClick={() => scroll(-1)}>
        <span aria-hidden="true">←</span> <span className="visually-hidden">{t("subscription.previousPlan")}</span>
      </button>
      <button type="button" className="button button-secondary button-small" onClick={() => scroll(1)}>
        <span aria-hidden="true">→</span> <span className="visually-hidden">{t("subscription.nextPlan")}</span>
      </button>
    </div>
  );
}

import type { Route } from "./+types/questions";
import { ExpertQuestionList } from "~/components/expert/ExpertQuestionList";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { listExpertQuestions } from "~/domain/expert/expert.server";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

export const handle: ScriptsHandle = { scripts: "none" };

/** Every question the parent put to the expert, with its status and answer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  return { questions: await listExpertQuestions(getDb(), session.user.id) };
}

export default function ExpertQuestions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="questions-title" className="profile-sections">
      <div className="card">
        <h2 id="questions-title">{t("expert.title")}</h2>
        <p>{t("expert.intro")}</p>
      </div>
      <ExpertQuestionList questions={loaderData.questions} />
    </section>
  );
}

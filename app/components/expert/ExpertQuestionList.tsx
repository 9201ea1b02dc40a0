import type { ExpertQuestion } from "~/domain/expert/expert.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";

/** A parent's questions for the expert, newest first, each with its status and the answer once given. */
export function ExpertQuestionList({ questions }: { questions: ExpertQuestion[] }) {
  const { t, language } = useTranslation();
  if (questions.length === 0) return <p className="empty">{t("expert.empty")}</p>;
  return (
    <ol className="expert-questions" reversed>
      {questions.map((question) => (
        <li key={question.id} className="card expert-question" data-testid="expert-question">
          <p className="fine-print">{t("expert.askedOn", { date: formatDate(question.askedAt, language), name: question.childName })}</p>
          <p className="preserve-lines">{question.question}</p>
          {question.attachedResults ? <p className="fine-print">{t("expert.resultsAttached")}</p> : null}
          <p className={`status status-${question.status}`}>
            {question.status === "answered" && question.answeredAt
              ? t("expert.status.answered", { date: formatDate(question.answeredAt, language) })
              : t(`expert.status.${question.status === "answered" ? "waiting" : question.status}`)}
          </p>
          {question.answer ? (
            <>
              <h3>{t("expert.answerTitle")}</h3>
              <p className="preserve-lines">{question.answer}</p>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

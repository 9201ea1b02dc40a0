import { useTranslation } from "~/infrastructure/i18n/context";

const MARKS = { completed: "✓", in_progress: "…", open: "○", locked: "🔒" } as const;

/** An exercise's state in words (and a mark beside them): done, started, not started, locked. */
export function ExerciseStateBadge({ state }: { state: keyof typeof MARKS }) {
  const { t } = useTranslation();
  return (
    <span className={`badge course-state course-state-${state}`}>
      <span aria-hidden="true">{MARKS[state]}</span> {t(`courses.states.${state}`)}
    </span>
  );
}

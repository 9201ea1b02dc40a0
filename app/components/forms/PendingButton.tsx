import type { ReactNode } from "react";

/**
 * A submit button that says what is happening while its form is on its way (with scripts):
 * the pending text replaces the label and so becomes the button's name (text inside an
 * <output> would leave the button nameless), and the button refuses a second press.
 * `disabled` turns it off for other reasons too (payments off, another form of the page on its
 * way). On a page sent without React, app/enhance/standalone-page.ts does the same from
 * `data-pending-label`. Without scripts the browser shows its own progress and a second press is one more
 * identical request, which every such form makes harmless (idempotency keys, single-use links).
 */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  className = "button button-primary",
  name,
  value,
  disabled = false,
  describedBy,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <button
      type="submit"
      className={className}
      disabled={pending || disabled}
      aria-disabled={pending || disabled}
      aria-describedby={describedBy}
      data-pending-label={pendingLabel}
      name={name}
      value={value}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

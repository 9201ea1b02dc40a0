import type { ReactNode } from "react";

/**
 * A submit button that says what is happening while its form is on its way: the standalone
 * script every page has (app/enhance/standalone-page.ts) puts `pendingLabel` in place of the
 * label (so it becomes the button's name) and turns the page's pending buttons off until the
 * next page arrives. `disabled` turns it off for other reasons (payments off). Without scripts
 * the browser shows its own progress and a second press is one more identical request, which
 * every such form makes harmless (idempotency keys, single-use links).
 */
export function PendingButton({
  pendingLabel,
  children,
  className = "button button-primary",
  name,
  value,
  disabled = false,
  describedBy,
}: {
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
      disabled={disabled}
      aria-disabled={disabled}
      aria-describedby={describedBy}
      data-pending-label={pendingLabel}
      name={name}
      value={value}
    >
      {children}
    </button>
  );
}

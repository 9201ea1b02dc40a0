import { useHydrated } from "~/lib/hooks/use-hydrated";

/** A button that opens the browser's print dialog; shown only once scripts run. */
export function PrintButton({ label }: { label: string }) {
  if (!useHydrated()) return null;
  return (
    <button type="button" className="button button-secondary no-print" onClick={() => window.print()}>
      {label}
    </button>
  );
}

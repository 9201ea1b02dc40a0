import { StandaloneScript } from "~/components/StandaloneScript";
import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { useSendsStandaloneScripts } from "~/lib/nonce";

/**
 * A button that opens the browser's print dialog; shown only once scripts run: React's on a
 * hydrated page, app/enhance/print-buttons.ts on a page sent without React (ADR 024).
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  const standalone = useSendsStandaloneScripts();
  if (standalone) {
    return (
      <>
        <button type="button" className="button button-secondary no-print" data-print hidden>
          {label}
        </button>
        <StandaloneScript src={STANDALONE_SCRIPTS.printButtons} />
      </>
    );
  }
  if (!hydrated) return null;
  return (
    <button type="button" className="button button-secondary no-print" onClick={() => window.print()}>
      {label}
    </button>
  );
}

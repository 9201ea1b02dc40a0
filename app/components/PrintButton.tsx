import { StandaloneScript } from "~/components/StandaloneScript";
import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { useSendsStandaloneScripts } from "~/infrastructure/nonce";

/**
 * A button that opens the browser's print dialog: sent hidden, since only a script can open it,
 * and shown by app/enhance/print-buttons.ts (ADR 024). Nothing on a page that sends no script.
 */
export function PrintButton({ label }: { label: string }) {
  if (!useSendsStandaloneScripts()) return null;
  return (
    <>
      <button type="button" className="button button-secondary no-print" data-print hidden>
        {label}
      </button>
      <StandaloneScript src={STANDALONE_SCRIPTS.printButtons} />
    </>
  );
}

import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { useNonce, useSendsStandaloneScripts } from "~/infrastructure/nonce";

/**
 * Registers the service worker of offline mode (ADR 040) on every page that sends the
 * standalone scripts: the same condition as StandaloneScript (nothing for a browser that asks to
 * save data, unless the parent turned offline mode on: app/entry.server.tsx). It tells the
 * worker whose pages these are (the account; empty for a visitor, so a signed-out browser keeps
 * nothing of the account) and whether the parent keeps a child's pages on this phone.
 */
export function OfflineRegistration({ account, keep }: { account: string | null; keep: boolean }) {
  const nonce = useNonce();
  if (!useSendsStandaloneScripts()) return null;
  return (
    <script
      type="module"
      src={STANDALONE_SCRIPTS.offlineRegistration}
      nonce={nonce}
      data-offline-account={account ?? ""}
      data-offline-keep={keep ? "on" : ""}
    />
  );
}

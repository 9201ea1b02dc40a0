import { useNonce, useSendsStandaloneScripts } from "~/infrastructure/nonce";

/**
 * One of the standalone scripts of app/enhance/ (ADR 024), on a page sent without React whose
 * route allows them (`handle.scripts: "standalone"`); nothing elsewhere, and nothing for a
 * browser that asks to save data. `src` is the built file's address, from an import of the
 * module with `?worker&url` (vite.config.ts). A module script runs once the page is parsed.
 */
export function StandaloneScript({ src }: { src: string }) {
  const nonce = useNonce();
  if (!useSendsStandaloneScripts()) return null;
  return <script type="module" src={src} nonce={nonce} />;
}

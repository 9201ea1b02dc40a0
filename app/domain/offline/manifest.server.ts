import type { DB } from "~/db.server";
import type { Language } from "~/infrastructure/i18n-config";
import { DEFAULT_BUDGET_BYTES } from "./keep";
import { buildVersion, gameFiles, shellFiles } from "./files.server";
import { keepsAnyChild, pagesKeptFor } from "./settings.server";

/** One page of /offline/manifest.json: its address, the files it loads later, and how it is dropped. */
interface ManifestPage {
  url: string;
  group: string;
  pinned: boolean;
  files: string[];
}

/** What the service worker reads from /offline/manifest.json. */
export interface OfflineManifest {
  version: string;
  /** Whose list it is (the parent's id; null for a visitor): the worker keeps one copy per account. */
  account: string | null;
  /** Fetch the pages now (a child's offline mode is on); otherwise keep them as they are opened. */
  prefetch: boolean;
  budgetBytes: number;
  /** Files every kept game needs (the island's code), kept per app version. */
  shell: string[];
  /** Pages the worker serves from its cache without a network. */
  pages: ManifestPage[];
  /** Shown when a page is not kept: in the language of the list's pages. */
  fallback: { unavailable: string; saved: string };
}

export async function offlineManifest(db: DB, userId: string | null, language: Language, now: Date = new Date()): Promise<OfflineManifest> {
  const pages = await pagesKeptFor(db, userId, now);
  return {
    version: buildVersion(),
    account: userId,
    prefetch: userId !== null && (await keepsAnyChild(db, userId)),
    budgetBytes: DEFAULT_BUDGET_BYTES,
    shell: shellFiles(),
    pages: pages.map((page) => ({
      url: page.url,
      group: page.group,
      pinned: page.pinned,
      files: page.kind === "game" ? gameFiles(page.url.slice("/games/".length), language) : [],
    })),
    fallback: { unavailable: "/offline/unavailable", saved: "/offline/saved" },
  };
}

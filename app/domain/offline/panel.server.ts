import type { DB } from "~/db.server";
import { GAMES } from "~/games/registry";
import { gameTitleKey } from "~/games/texts";
import { formatDate } from "~/lib/dates";
import type { Language } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { DEFAULT_BUDGET_BYTES } from "./keep";
import { lastSentAt } from "./marks.server";
import { type OfflineForm } from "./forms";
import { chooseOffline, keepsAnyChild, offlineSettings, ownsChild } from "./settings.server";

const MB = 1024 * 1024;

function dateAndTime(iso: string, language: Language): string {
  const time = new Intl.DateTimeFormat(language, { timeZone: "Asia/Baku", hour: "2-digit", minute: "2-digit", hour12: false }).format(new Date(iso));
  return `${formatDate(iso, language)} ${time}`;
}

/**
 * "Waiting to send: N" in each plural form of the language, with `{{count}}` left in, for the
 * panel's script to fill in with the worker's count (the count is known only in the browser).
 */
function waitingTemplates(language: Language): Record<string, string> {
  const t = translatorFor(language);
  const rules = new Intl.PluralRules(language);
  const templates: Record<string, string> = {};
  for (let count = 0; count < 200; count += 1) {
    const form = rules.select(count);
    templates[form] ??= t("offline.waiting", { count }).replace(String(count), "{{count}}");
  }
  return templates;
}

/** What the offline panel (/profile/offline) shows: each child's choice and pins, the games to pin, and the last send. */
export async function offlinePanel(db: DB, userId: string, language: Language, now: Date = new Date()) {
  const settings = await offlineSettings(db, userId, now);
  const t = translatorFor(language);
  const games = GAMES.filter((game) => settings.premium || game.access === "free")
    .map((game) => ({ id: game.id, title: t(gameTitleKey(game.id)) }))
    .toSorted((a, b) => a.title.localeCompare(b.title, language));
  const titles = new Map<string, string>(games.map((game) => [game.id, game.title]));
  const lastSent = await lastSentAt(db, userId);
  return {
    premium: settings.premium,
    children: settings.children.map((child) => ({
      id: child.id,
      name: child.name,
      kept: child.kept,
      pinned: child.pinnedGames.filter((id) => titles.has(id)).map((id) => ({ id, title: titles.get(id) ?? id })),
    })),
    games,
    lastSent: lastSent ? dateAndTime(lastSent, language) : null,
    waitingTemplates: waitingTemplates(language),
    budgetMb: Math.round(DEFAULT_BUDGET_BYTES / MB),
  };
}

/** What a panel form did, for the route's toast; or why it did nothing. */
export type PanelOutcome =
  | {
      ok: true;
      message: "offline.turnedOn" | "offline.turnedOff" | "offline.pinned" | "offline.unpinned" | "offline.cleared";
      name: string | null;
      keepsAny: boolean;
    }
  | { ok: false; reason: "not_your_child" };

/** Applies one of the panel's forms, for a child of this parent only. */
export async function applyPanelForm(db: DB, userId: string, form: OfflineForm, now: Date = new Date()): Promise<PanelOutcome> {
  if (form.intent === "clear") return { ok: true, message: "offline.cleared", name: null, keepsAny: await keepsAnyChild(db, userId) };
  if (!(await ownsChild(db, userId, form.childId))) return { ok: false, reason: "not_your_child" };
  const on = form.on === "on";
  if (form.intent === "keep") await chooseOffline(db, userId, form.childId, { kind: "keep", on }, now);
  else await chooseOffline(db, userId, form.childId, { kind: "pin", gameId: form.gameId, on }, now);
  const child = (await offlineSettings(db, userId, now)).children.find((candidate) => candidate.id === form.childId);
  const message = form.intent === "keep" ? (on ? "offline.turnedOn" : "offline.turnedOff") : on ? "offline.pinned" : "offline.unpinned";
  return { ok: true, message, name: child?.name ?? null, keepsAny: await keepsAnyChild(db, userId) };
}

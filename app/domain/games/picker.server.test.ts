import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { DB } from "~/db.server";
import { createSession, findSession } from "~/domain/accounts/sessions.server";
import { addChild } from "~/domain/children/children.server";
import { LEGAL_DOCUMENT_IDS } from "~/content/legal/types";
import { acceptDocuments } from "~/domain/legal/acceptances.server";
import type { GameInfo } from "~/games/registry";
import { type GameViewer, gameNamed, loadGamePage } from "./game-page.server";
import { pickerPage } from "./picker.server";

let db: DB;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
});
afterAll(() => db.destroy());

const DAY_MS = 24 * 60 * 60 * 1000;
const visitor = (): GameViewer => ({ session: null, language: "en" });

function game(id: string): GameInfo {
  const found = gameNamed(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
}

/** A parent who has accepted the documents, signed in; with Premium when `subscribed`. */
async function parentContext(subscribed = false) {
  const parent = await createTestParent(db);
  await acceptDocuments(db, parent.id, [...LEGAL_DOCUMENT_IDS]);
  if (subscribed) {
    const now = Date.now();
    await db
      .insertInto("subscriptions")
      .values({
        id: `sub-${parent.id}`,
        user_id: parent.id,
        plan_id: "monthly",
        plan_name: "1 Month",
        billing_period: "monthly",
        price_minor: 1990,
        currency: "AZN",
        status: "active",
        auto_renew: 1,
        start_date: new Date(now - DAY_MS).toISOString(),
        end_date: new Date(now + 30 * DAY_MS).toISOString(),
        created_at: new Date(now - DAY_MS).toISOString(),
        updated_at: new Date(now - DAY_MS).toISOString(),
      })
      .execute();
  }
  const { token } = await createSession(db, parent.id);
  const context: GameViewer = { session: await findSession(db, token), language: "en" };
  return { parent, context };
}

const get = (path: string) => new Request(`http://localhost${path}`);

describe("a premium game's preview (loadGamePage)", () => {
  it("gives a visitor or a free parent who asks for it the game as a preview, without the locked card", async () => {
    const { context } = await parentContext();
    for (const ctx of [visitor(), context]) {
      const page = await loadGamePage(db, game("memory"), ctx, null, get("/games/memory?play&preview"));
      expect(page.preview).toBe(true);
      expect(page.lockedReason).toBeNull();
      expect(page.progress).toBeNull();
    }
  });

  it("keeps the locked card for a player without access who does not ask for a preview", async () => {
    const { context } = await parentContext();
    expect(await loadGamePage(db, game("memory"), visitor(), null, get("/games/memory"))).toMatchObject({ preview: false, lockedReason: "login_required" });
    expect(await loadGamePage(db, game("memory"), context, null, get("/games/memory?play"))).toMatchObject({
      preview: false,
      lockedReason: "subscription_required",
    });
  });

  it("is no preview where the player may play the whole game: a free game, or a subscriber", async () => {
    const { context } = await parentContext(true);
    expect(await loadGamePage(db, game("counting"), visitor(), null, get("/games/counting?play&preview"))).toMatchObject({
      preview: false,
      lockedReason: null,
    });
    expect(await loadGamePage(db, game("memory"), context, null, get("/games/memory?play&preview"))).toMatchObject({ preview: false, lockedReason: null });
  });
});

describe("the child's game picker (pickerPage)", () => {
  it("shows the selected child's games for their age first, the free ones marked and the others as previews for a free parent", async () => {
    const { parent, context } = await parentContext();
    const birth = new Date(Date.now() - (2 * 365 + 100) * DAY_MS).toISOString().slice(0, 10);
    await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: birth });
    const page = await pickerPage(db, context.session, "en");
    expect(page.childName).toBe("Leyla");
    expect(page.first.map((tile) => tile.id)).toContain("color-matching");
    expect(page.first.map((tile) => tile.id)).not.toContain("clock");
    expect(page.more.map((tile) => tile.id)).toContain("clock");
    const colours = page.first.find((tile) => tile.id === "color-matching");
    expect(colours).toMatchObject({ href: "/games/color-matching?play", free: true, preview: false, title: "Colour match" });
    expect(page.first.find((tile) => tile.id === "name-object")).toMatchObject({ href: "/games/name-object?play&preview", free: false, preview: true });
  });

  it("marks nothing as free and previews nothing for a subscriber", async () => {
    const { context } = await parentContext(true);
    const page = await pickerPage(db, context.session, "az");
    expect([...page.first, ...page.more].every((tile) => !tile.free && !tile.preview && tile.href.endsWith("?play"))).toBe(true);
  });

  it("gives a visitor the picker: free games to play, premium ones as previews", async () => {
    const page = await pickerPage(db, visitor().session, "ru");
    expect(page.forWhom).toBeNull();
    expect(page.first.slice(0, 3).every((tile) => tile.free && tile.href.endsWith("?play"))).toBe(true);
    expect(page.first.find((tile) => tile.id === "memory")?.href).toBe("/games/memory?play&preview");
  });
});

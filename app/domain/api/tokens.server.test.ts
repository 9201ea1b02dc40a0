import { beforeEach, describe, expect, it } from "vitest";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { TOKENS_PER_PARENT_MAX, createToken, listTokens, parentOfToken, revokeToken } from "./tokens.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
});

describe("API tokens", () => {
  it("are shown once, stored only as a hash, find their parent, and stop working when revoked", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const made = await createToken(db, parent.id, "  My tablet  ");
    if (!("token" in made)) throw new Error("the token should be made");
    expect(made.token).toMatch(/^blc_[\w-]{43}$/);
    const row = await db.selectFrom("api_tokens").selectAll().executeTakeFirstOrThrow();
    expect(row.name).toBe("My tablet");
    expect(row.token_hash).not.toContain(made.token.slice(4));
    expect(await parentOfToken(db, made.token)).toBe(parent.id);
    expect(await parentOfToken(db, `${made.token}x`)).toBeNull();
    expect(await parentOfToken(db, "not-a-token")).toBeNull();
    const [listed] = await listTokens(db, parent.id);
    expect(listed?.lastUsedAt).not.toBeNull();
    const stranger = await createTestParent(db);
    expect(await revokeToken(db, stranger.id, listed?.id ?? "")).toBe(false);
    expect(await revokeToken(db, parent.id, listed?.id ?? "")).toBe(true);
    expect(await parentOfToken(db, made.token)).toBeNull();
    expect(await listTokens(db, parent.id)).toEqual([]);
  });

  it("are limited per parent", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    for (let index = 0; index < TOKENS_PER_PARENT_MAX; index += 1) await createToken(db, parent.id, `token ${index}`);
    expect(await createToken(db, parent.id, "one more")).toEqual({ refused: "too_many" });
  });
});

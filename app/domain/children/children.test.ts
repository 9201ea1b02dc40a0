import { describe, expect, it } from "vitest";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { GAMES } from "~/games/registry";
import { CHILD_AGE_LIMIT_YEARS, childFormSchema } from "./child-form";
import { addChild, deleteChild, listChildren, requireOwnChild } from "./children.server";

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("children", () => {
  it("belong to their parent: another parent gets 403, an unknown id 404", async () => {
    const { db } = await createTestDatabase();
    const mother = await createTestParent(db);
    const stranger = await createTestParent(db);
    const child = await addChild(db, mother.id, { firstName: "Leyla", lastName: "Əliyeva", birthDate: "2023-04-01" });
    expect((await requireOwnChild(db, mother.id, child.id)).firstName).toBe("Leyla");
    expect(await status(requireOwnChild(db, stranger.id, child.id))).toBe(403);
    expect(await status(deleteChild(db, stranger.id, child.id))).toBe(403);
    expect(await listChildren(db, mother.id)).toHaveLength(1);
    expect(await status(requireOwnChild(db, mother.id, "no-such-child"))).toBe(404);
    await deleteChild(db, mother.id, child.id);
    expect(await listChildren(db, mother.id)).toEqual([]);
  });
});

describe("child form", () => {
  it("takes children up to the oldest age any game is for, and no older", () => {
    const oldestGameAge = Math.max(...GAMES.map((game) => game.ages.to));
    expect(CHILD_AGE_LIMIT_YEARS).toBe(oldestGameAge + 1);
  });

  const schema = childFormSchema("2026-11-21");

  it("accepts a birth date as DD-MM-YYYY and stores it as ISO", () => {
    expect(schema.safeParse({ firstName: " Leyla ", birthDate: "05-09-2022" })).toMatchObject({
      success: true,
      data: { firstName: "Leyla", lastName: "", birthDate: "2022-09-05" },
    });
  });

  it.each([
    ["", "validation.dateRequired"],
    ["2022-09-05", "validation.dateFormat"],
    ["31-02-2022", "validation.dateFormat"],
    ["22-11-2026", "validation.dateInFuture"],
    ["01-01-2010", "validation.childTooOld:13"],
  ])("refuses the birth date %j with %s", (birthDate, message) => {
    const result = schema.safeParse({ firstName: "Leyla", birthDate });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

import { describe, expect, it } from "vitest";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { GAMES } from "~/games/registry";
import { CHILD_AGE_LIMIT_YEARS, childFormSchema } from "./child-form";
import { addChild, deleteChild, listChildren, ownChild } from "./children.server";

describe("children", () => {
  it("belong to their parent: another parent's child and an unknown id are told apart, and neither is deleted", async () => {
    const { db } = await createTestDatabase();
    const mother = await createTestParent(db);
    const stranger = await createTestParent(db);
    const child = await addChild(db, mother.id, { firstName: "Leyla", lastName: "Əliyeva", birthDate: "2023-04-01" });
    expect(await ownChild(db, mother.id, child.id)).toMatchObject({ ok: true, value: { firstName: "Leyla" } });
    expect(await ownChild(db, stranger.id, child.id)).toEqual({ ok: false, reason: "not_theirs" });
    expect(await deleteChild(db, stranger.id, child.id)).toEqual({ ok: false, reason: "not_theirs" });
    expect(await listChildren(db, mother.id)).toHaveLength(1);
    expect(await ownChild(db, mother.id, "no-such-child")).toEqual({ ok: false, reason: "not_found" });
    expect(await deleteChild(db, mother.id, child.id)).toMatchObject({ ok: true });
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

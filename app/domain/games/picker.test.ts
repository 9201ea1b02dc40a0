import { describe, expect, it } from "vitest";
import { GAMES, type GameInfo } from "~/games/registry";
import { type PickerInput, type PlayedGame, VISITOR_AGES, ageInYears, pickerGames, pickerHref } from "./picker";

const NOW = new Date("2026-11-28T10:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const ids = (games: GameInfo[]) => games.map((game) => game.id);
const free = (game: GameInfo) => game.access === "free";

function input(overrides: Partial<PickerInput>): PickerInput {
  return { games: GAMES, age: 3, played: new Map(), canPlay: () => true, now: NOW, ...overrides };
}

describe("ageInYears", () => {
  it("counts whole years, the birthday included", () => {
    expect(ageInYears("2023-11-28", "2026-11-28")).toBe(3);
    expect(ageInYears("2023-11-29", "2026-11-28")).toBe(2);
    expect(ageInYears("2026-05-01", "2026-11-28")).toBe(0);
  });
});

describe("pickerGames", () => {
  it("puts the games whose age range holds the child's age first, every other game behind more, none twice", () => {
    for (const age of [2, 3, 4, 5, 6]) {
      const { first, more } = pickerGames(input({ age }));
      expect(first.length, `age ${age}`).toBeGreaterThan(0);
      expect(
        first.every((game) => game.ages.from <= age && age <= game.ages.to),
        `age ${age}`,
      ).toBe(true);
      expect(
        more.every((game) => game.ages.from > age || age > game.ages.to),
        `age ${age}`,
      ).toBe(true);
      expect(new Set([...ids(first), ...ids(more)]).size).toBe(GAMES.length);
      expect(first.length + more.length).toBe(GAMES.length);
    }
  });

  it("gives a two-year-old and a four-year-old different games first", () => {
    const two = ids(pickerGames(input({ age: 2 })).first);
    const four = ids(pickerGames(input({ age: 4 })).first);
    expect(two).toContain("color-matching");
    expect(two).not.toContain("copy-lines");
    expect(four).toContain("copy-lines");
    expect(two).not.toEqual(four);
  });

  it("never leaves a child younger or older than every game with an empty first page", () => {
    const youngest = Math.min(...GAMES.map((game) => game.ages.from));
    const baby = pickerGames(input({ age: 0 })).first;
    expect(baby.length).toBeGreaterThan(0);
    expect(baby.every((game) => game.ages.from === youngest)).toBe(true);
    expect(pickerGames(input({ age: 40 })).first.length).toBeGreaterThan(0);
  });

  it("puts the child's unfinished and recent games first, the latest played first; a game finished long ago goes back among the others", () => {
    const played = new Map<string, PlayedGame>([
      ["build-tower", { progress: 40, lastPlayedAt: daysAgo(30) }],
      ["animal-sounds", { progress: 100, lastPlayedAt: daysAgo(1) }],
      ["shape-recognition", { progress: 100, lastPlayedAt: daysAgo(60) }],
      ["name-object", { progress: 10, lastPlayedAt: daysAgo(3) }],
    ]);
    const { first } = pickerGames(input({ age: 2, played }));
    expect(ids(first).slice(0, 3)).toEqual(["animal-sounds", "name-object", "build-tower"]);
    // Finished two months ago: in the registry's order with the games not played.
    const rest = ids(first).slice(3);
    expect(rest).toEqual(ids(GAMES.filter((game) => game.ages.from <= 2 && !["build-tower", "animal-sounds", "name-object"].includes(game.id))));
  });

  it("orders the games behind more by the same rule", () => {
    const played = new Map<string, PlayedGame>([["clock", { progress: 20, lastPlayedAt: daysAgo(2) }]]);
    expect(ids(pickerGames(input({ age: 3, played })).more)[0]).toBe("clock");
  });

  it("shows the games a player can play whole before the previews of the others", () => {
    const { first } = pickerGames(input({ age: 3, canPlay: free }));
    const freeFirst = GAMES.filter((game) => free(game) && game.ages.from <= 3 && 3 <= game.ages.to);
    expect(freeFirst.length).toBeGreaterThan(0);
    expect(ids(first).slice(0, freeFirst.length)).toEqual(ids(freeFirst));
    expect(first.slice(freeFirst.length).every((game) => !free(game))).toBe(true);
  });

  it("gives a visitor the games for the product's ages first, the free ones first", () => {
    const { first, more } = pickerGames(input({ age: null, canPlay: free }));
    expect(first.every((game) => game.ages.from <= VISITOR_AGES.to && game.ages.to >= VISITOR_AGES.from)).toBe(true);
    expect(more.every((game) => game.ages.from > VISITOR_AGES.to || game.ages.to < VISITOR_AGES.from)).toBe(true);
    expect(first.slice(0, 3).every(free)).toBe(true);
    // A game only for older children would wait behind more.
    const older = { ...GAMES[0]!, id: "clock" as const, ages: { from: 7, to: 12 } };
    expect(ids(pickerGames(input({ age: null, games: [...GAMES.filter((game) => game.id !== "clock"), older] })).more)).toEqual(["clock"]);
  });
});

describe("pickerHref", () => {
  it("opens the game in play mode, or its preview for a player without access", () => {
    expect(pickerHref("memory", true)).toBe("/games/memory?play");
    expect(pickerHref("memory", false)).toBe("/games/memory?play&preview");
  });
});

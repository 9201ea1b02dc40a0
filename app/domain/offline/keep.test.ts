import { describe, expect, it } from "vitest";
import { GAMES } from "~/games/registry";
import { groupsToDrop } from "./budget";
import { MOST_RECENT_GAMES, freeGamePages, pagesToKeep } from "./keep";

const premiumGame = GAMES.find((game) => game.access === "premium")!.id;
const freeGame = GAMES.find((game) => game.access === "free")!.id;

describe("what offline mode keeps for a child", () => {
  it("keeps for a subscriber's child of 30 months the picker, the pinned and recent games, the free games, and the homework and course of that age", () => {
    const pages = pagesToKeep({ ageMonths: 30, recentGames: [premiumGame], pinnedGames: ["counting"], premium: true });
    const urls = pages.map((page) => page.url);
    expect(urls[0]).toBe("/play");
    expect(urls[1]).toBe("/games/counting");
    expect(pages[1]?.pinned).toBe(true);
    expect(urls).toContain(`/games/${premiumGame}`);
    expect(urls).toContain(`/games/${freeGame}`);
    expect(new Set(urls).size).toBe(urls.length);
    const homework = pages.filter((page) => page.kind === "homework");
    expect(homework.length).toBeGreaterThan(0);
    const exercises = pages.filter((page) => page.kind === "exercise");
    // One course: the child's band (24-36 months), with its overview page.
    expect(new Set(exercises.map((page) => page.url.split("/")[2])).size).toBe(1);
    expect(exercises.length).toBeGreaterThan(5);
  });

  it("keeps only free games without Premium: nothing the page would lock", () => {
    const pages = pagesToKeep({ ageMonths: 30, recentGames: [premiumGame], pinnedGames: [premiumGame], premium: false });
    expect(pages.filter((page) => page.kind === "homework" || page.kind === "exercise")).toEqual([]);
    expect(pages.map((page) => page.url)).not.toContain(`/games/${premiumGame}`);
    expect(pages.filter((page) => page.kind === "game")).toEqual(freeGamePages());
  });

  it("keeps at most the most recent games besides the pinned ones, and ignores unknown games", () => {
    const premiumGames = GAMES.filter((game) => game.access === "premium").map((game) => game.id);
    const pages = pagesToKeep({ ageMonths: null, recentGames: ["no-such-game", ...premiumGames], pinnedGames: [], premium: true });
    const premiumKept = pages.filter((page) => page.kind === "game" && premiumGames.some((id) => page.url === `/games/${id}`));
    expect(premiumKept.length).toBeLessThanOrEqual(MOST_RECENT_GAMES);
    expect(pages.some((page) => page.url.includes("no-such-game"))).toBe(false);
  });
});

describe("the space budget", () => {
  const MB = 1024 * 1024;
  it("drops nothing under the budget", () => {
    expect(groupsToDrop([{ group: "a", bytes: 10 * MB, usedAt: 1, pinned: false }], 50 * MB)).toEqual([]);
  });

  it("drops the least recently used games first, pinned ones last", () => {
    const groups = [
      { group: "game:new", bytes: 20 * MB, usedAt: 300, pinned: false },
      { group: "game:old", bytes: 20 * MB, usedAt: 100, pinned: false },
      { group: "game:pinned", bytes: 20 * MB, usedAt: 0, pinned: true },
      { group: "game:middle", bytes: 20 * MB, usedAt: 200, pinned: false },
    ];
    expect(groupsToDrop(groups, 50 * MB)).toEqual(["game:old", "game:middle"]);
    expect(groupsToDrop(groups, 10 * MB)).toEqual(["game:old", "game:middle", "game:new", "game:pinned"]);
  });
});

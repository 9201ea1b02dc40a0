import { describe, expect, it } from "vitest";
import { GAMES, findGame } from "./registry";
import { STICKER_COUNT, albumOf, levelsPassed, stickerFor } from "./stickers.server";

const levelsOf = (id: string) => findGame(id)?.levels ?? 0;

describe("Kirpi's album", () => {
  it("gives different stickers for the levels of one game, and uses every sticker somewhere", () => {
    const used = new Set<string>();
    for (const game of GAMES) {
      const stickers = Array.from({ length: game.levels }, (_, index) => stickerFor(game.id, index + 1).name);
      expect(new Set(stickers).size, game.id).toBe(game.levels);
      for (const sticker of stickers) used.add(sticker);
    }
    expect(used.size).toBe(STICKER_COUNT);
  });

  it("counts the levels passed from a game's progress", () => {
    expect(levelsPassed(0, 5)).toBe(0);
    expect(levelsPassed(40, 5)).toBe(2);
    expect(levelsPassed(100, 5)).toBe(5);
    expect(levelsPassed(33, 3)).toBe(1);
    expect(levelsPassed(250, 3)).toBe(3);
  });

  it("holds each sticker earned once, and nothing for games not passed", () => {
    expect(albumOf(new Map(), levelsOf)).toEqual([]);
    const first = stickerFor("counting", 1);
    expect(albumOf(new Map([["counting", 20]]), levelsOf).map((sticker) => sticker.name)).toEqual([first.name]);
    const whole = albumOf(new Map(GAMES.map((game) => [game.id, 100])), levelsOf);
    expect(whole).toHaveLength(STICKER_COUNT);
  });
});

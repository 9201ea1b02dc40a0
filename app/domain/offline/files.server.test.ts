import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { islandStrings } from "~/domain/games/island-strings.server";
import { humanAudioPath, humanManifestPath, spokenLineId } from "~/infrastructure/speak-human";
import { humanAudioMiddleware } from "~/infrastructure/speak-human.server";
import { gameFiles } from "./files.server";

const dir = mkdtempSync(join(tmpdir(), "offline-human-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A line of the counting game in Azerbaijani (any of the island's strings: each is looked up alike). */
function aLineOfCounting(): string {
  const line = Object.values(islandStrings("az", "counting")).find((value) => value.trim().length > 0);
  if (!line) throw new Error("the counting game has no strings");
  return line;
}

describe("the files a kept game needs offline", () => {
  it("include a person's recording of a line, and the list that tells the game it exists", () => {
    const line = aLineOfCounting();
    mkdirSync(join(dir, "az"), { recursive: true });
    writeFileSync(join(dir, "az", `${spokenLineId(line)}.mp3`), "ID3");
    humanAudioMiddleware(dir);

    const azerbaijani = gameFiles("counting", "az");
    expect(azerbaijani).toContain(humanAudioPath("az", line));
    expect(azerbaijani).toContain(humanManifestPath("az"));
    // Nobody recorded the English lines: the game speaks them from the synthetic files alone.
    const english = gameFiles("counting", "en");
    expect(english.some((file) => file.startsWith("/audio/human/"))).toBe(false);
  });

  it("are none for an address that is not a game", () => {
    expect(gameFiles("no-such-game", "az")).toEqual([]);
  });
});

import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GAMES } from "~/games/registry";

/**
 * A wrong move is answered with the wrong sound and the instruction again (docs/game-contract.md,
 * "Play mode", rule 4). The boards run no effects without a browser, so this reads their code:
 * every `sounds.wrong()` of a game's own files, and of the shared shell parts it imports, must
 * be followed by `instruct(` before the block it is in closes.
 */
const GAMES_DIR = path.resolve(import.meta.dirname, "../../../app/games");

/** A `sounds.wrong()` that answers no move of the child: the next row's instruction follows. */
const NOT_A_MOVE = [{ file: "shell/use-row-choice.ts", before: "missRow(" }];

function sourcesOf(id: string): string[] {
  const own = readdirSync(path.join(GAMES_DIR, id))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
    .map((file) => `${id}/${file}`);
  const shared = own.flatMap((file) =>
    [...readFileSync(path.join(GAMES_DIR, file), "utf8").matchAll(/from "\.\.\/shell\/([\w-]+)"/g)]
      .map(([, name]) => ["ts", "tsx"].map((ext) => `shell/${name}.${ext}`).find((candidate) => existsSync(path.join(GAMES_DIR, candidate))))
      .filter((found): found is string => found !== undefined),
  );
  return [...new Set([...own, ...shared])];
}

/** The code from `at` to the end of the block it is in. */
function restOfBlock(code: string, at: number): string {
  let depth = 0;
  for (let index = at; index < code.length; index += 1) {
    const char = code[index];
    if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth < 0) return code.slice(at, index);
    }
  }
  return code.slice(at);
}

/** Each wrong sound of a file that is not followed by the instruction, by line. */
function silentWrongs(file: string): string[] {
  const code = readFileSync(path.join(GAMES_DIR, file), "utf8");
  const found: string[] = [];
  for (const match of code.matchAll(/sounds\.wrong\(\)/g)) {
    const at = match.index;
    const before = code.slice(Math.max(0, at - 200), at);
    if (NOT_A_MOVE.some((exempt) => exempt.file === file && before.includes(exempt.before))) continue;
    if (!/\binstruct\??\.?\(/.test(restOfBlock(code, at))) found.push(`${file}:${code.slice(0, at).split("\n").length}`);
  }
  return found;
}

describe("every game answers a wrong move with its instruction again", () => {
  it.each(GAMES.map((game) => game.id))("%s", (id) => {
    expect(sourcesOf(id).flatMap(silentWrongs)).toEqual([]);
  });

  it("reads the wrong sounds of the shared parts too", () => {
    expect(sourcesOf("color-matching")).toContain("shell/ChoiceBoard.tsx");
    expect(silentWrongs("shell/ChoiceBoard.tsx")).toEqual([]);
  });
});

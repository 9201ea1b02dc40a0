import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";

function strings(value: unknown, where: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === "string") out.push([where, value]);
  else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) strings(inner, where ? `${where}.${key}` : key, out);
  return out;
}

/**
 * Words the second language review replaced in the games: a yearling's name for a foal or a kid,
 * a chick's call children do not say, a second word for carrot, a spelling Russian-language media
 * in Azerbaijan do not use. A case-insensitive match on the word's stem.
 */
const REPLACED: Record<"az" | "ru", ReadonlyArray<RegExp>> = {
  az: [/dayça/i, /çəpiş/i, /cik-cik/i, /yerkök/i],
  ru: [/сэмэни/i],
};

describe("the games' words in az and ru", () => {
  it.each(["az", "ru"] as const)("uses the everyday children's words in %s", (language) => {
    const found = strings(resources[language].translation, "", []).filter(([, text]) => REPLACED[language].some((word) => word.test(text)));
    expect(found.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });

  it("names a foal «qulun» and a kid «oğlaq», and a chick says «Cip-cip!» in az", () => {
    const games = resources.az.translation.games;
    expect(games.animalFamilies.babies.horse).toBe("qulun");
    expect(games.animalFamilies.babies.goat).toBe("oğlaq");
    expect(games.animalSounds.sounds.chick).toBe("Cip-cip!");
  });
});

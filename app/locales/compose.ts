import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type en from "./en";

/**
 * A language's JSON files as `import.meta.glob("./<language>/**\/*.json", { eager: true,
 * import: "default" })` gives them: path (./az/home.json, ./az/games/counting.json) → strings.
 */
type LocaleFiles = Record<string, Record<string, unknown>>;

/**
 * en's tree with the plural forms a language has beside English's `_one` and `_other` (Russian:
 * `_few`, `_many`) next to every counted key, e.g. `validation.tooLong_many`.
 */
export type WithPluralForms<Forms extends string, Tree = typeof en> = {
  [Key in keyof Tree]: Tree[Key] extends string ? string : WithPluralForms<Forms, Tree[Key]>;
} & { [Key in keyof Tree as Key extends `${infer Base}_other` ? `${Base}_${Forms}` : never]: string };

const LOCALE_FILE = /\/(?:(games)\/)?([^/]+)\.json$/;

/**
 * One language's strings as one tree, put together as en.ts puts the English files: common's
 * sections at the top, every other file under its name, and each game's file under "games"
 * beside the texts of games.json (app/locales/README.md). That the tree has en's shape is held
 * by tests/unit/locales.test.ts (the same files as en, each in its place, the same keys).
 */
export function composeStrings<Tree = typeof en>(files: LocaleFiles): Tree {
  const tree: Record<string, unknown> = {};
  const namespaces: Record<string, unknown> = {};
  const gameSections: Record<string, unknown> = {};
  for (const [path, strings] of Object.entries(files)) {
    const [, folder, name] = LOCALE_FILE.exec(path) ?? [];
    if (name === undefined) throw new Error(`Not a locale file: ${path}`);
    if (folder !== undefined) gameSections[name] = strings;
    else if (name === "common") Object.assign(tree, strings);
    else namespaces[name] = strings;
  }
  Object.assign(tree, namespaces);
  tree.games = { ...(namespaces.games as object | undefined), ...gameSections };
  return tree as Tree;
}

/**
 * A language's JSON files read from its folder, for where Vite does not run: the end-to-end
 * tests load server modules, and with them the strings, through Playwright's own loader.
 */
export function localeFilesOnDisk(language: string): LocaleFiles {
  const folder = join(import.meta.dirname, language);
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".json"));
  return Object.fromEntries(files.map((file) => [`./${language}/${file.replaceAll("\\", "/")}`, JSON.parse(readFileSync(join(folder, file), "utf8"))]));
}

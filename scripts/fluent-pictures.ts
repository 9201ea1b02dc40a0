import { createRequire } from "node:module";
import type { Plugin } from "vite";

/** One picture of the Fluent Emoji Flat set, as an `import cow from "fluent:cow"` gives it. */
interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

const PREFIX = "fluent:";

/**
 * `import cow from "fluent:cow"`: the picture named `cow` of Fluent Emoji Flat (MIT, NOTICE;
 * docs/art-style.md, ADR 039), as a small module of its own. Each game imports the pictures it
 * draws, so a picture travels in the chunk of the games that use it and nowhere else, and a name
 * the set lacks fails the build (and the tests) instead of drawing nothing.
 */
export function fluentPictures(): Plugin {
  let set: IconSet | null = null;
  const iconSet = (): IconSet => {
    set ??= createRequire(import.meta.url)("@iconify-json/fluent-emoji-flat/icons.json") as IconSet;
    return set;
  };
  return {
    name: "balaca:fluent-pictures",
    enforce: "pre",
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      const icons = iconSet();
      const icon = icons.icons[name] ?? icons.icons[icons.aliases?.[name]?.parent ?? ""];
      if (!icon) throw new Error(`Fluent Emoji Flat has no picture named "${name}" (see node_modules/@iconify-json/fluent-emoji-flat/icons.json)`);
      const picture = { name, body: icon.body, width: icon.width ?? icons.width ?? 32, height: icon.height ?? icons.height ?? 32 };
      return `export default ${JSON.stringify(picture)};`;
    },
  };
}

import { readFileSync } from "node:fs";
import path from "node:path";

/** Reads which string namespaces route modules ask for (ADR 005), for the unit and budget tests. */
export const APP_DIR = path.resolve(import.meta.dirname, "../../app");

const routesSource = readFileSync(path.join(APP_DIR, "routes.ts"), "utf8");

/** Every route module named in app/routes.ts, e.g. "routes/home.tsx". */
export const routeModules: string[] = [
  ...new Set([...routesSource.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((match) => match[1] as string)),
];

/** Layout routes of nested routes: child module → parent module. */
const parents: Record<string, string> = Object.fromEntries(
  [...routesSource.matchAll(/route\("[^"]*", "(routes\/[^"]+)", \[([\s\S]*?)\]\)/g)].flatMap((match) =>
    [...(match[2] as string).matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((child) => [child[1] as string, match[1] as string]),
  ),
);

export function parentOf(routeModule: string): string | undefined {
  return parents[routeModule];
}

/** The namespaces a module's `export const handle = { strings: [...] }` names. */
function ownNamespaces(routeModule: string): string[] {
  const source = readFileSync(path.join(APP_DIR, routeModule), "utf8");
  const handle = source.match(/export const handle[^=]*=\s*\{\s*strings:\s*\[([^\]]*)\]/);
  return handle ? [...(handle[1] as string).matchAll(/"([a-zA-Z]+)"/g)].map((match) => match[1] as string) : [];
}

/** What a page of this route loads: its own namespaces and its layout's. */
export function pageNamespaces(routeModule: string): string[] {
  const parent = parentOf(routeModule);
  return [...new Set([...ownNamespaces(routeModule), ...(parent ? ownNamespaces(parent) : [])])];
}

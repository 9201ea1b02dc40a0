import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import common from "~/locales/en/common";
import en from "~/locales/en";
import { APP_DIR, pageNamespaces, parentOf, routeModules } from "../support/route-strings";

/**
 * The browser loads only the string namespaces a page's routes ask for in their `handle`
 * (ADR 005). This test reads each route module and everything it imports, collects the
 * translation keys written there, and checks that the route asks for every namespace they
 * live in. Keys built at run time are not seen here; the e2e runs catch those, because a
 * missing string logs a console error and the e2e fixtures fail on console errors.
 */
const APP = APP_DIR;
/** Namespaces only the server uses (e-mails, the payment simulator's page). */
const SERVER_ONLY = new Set(["mail", "epointSimulator"]);
const namespaces = new Set(Object.keys(en).filter((key) => !(key in common)));

function keysOf(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key.replace(/_(zero|one|two|few|many|other)$/, "")] : keysOf(value, `${prefix}${key}.`),
  );
}
const knownKeys = new Set(keysOf(en));

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/") ? path.join(APP, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

const isServerModule = (file: string) => /\.server\.tsx?$/.test(file);

/**
 * Files reachable from a route module through relative and ~/ imports, locales excluded. Type-only
 * imports bring no code. A server module's keys are checked (it may hand a key to the page, as a
 * toast or an error does), but what it imports from shared modules is translated on the server,
 * which has every namespace, so the walk goes on from a server module to server modules only.
 */
function importGraph(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const source = readFileSync(file, "utf8").replace(/^import type [^;]*;/gm, "");
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*"((?:~\/|\.\.?\/)[^"]+)"/g)) {
      const target = resolveImport(file, match[1] as string);
      if (target && isServerModule(file) && !isServerModule(target)) continue;
      if (target && !target.includes(`${path.sep}locales${path.sep}`) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

function namespacesUsed(files: string[]): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    const source = withoutComments(readFileSync(file, "utf8"));
    for (const match of source.matchAll(/"([a-zA-Z]+)\.([a-zA-Z0-9_.]+)"/g)) {
      const key = `${match[1]}.${match[2]}`;
      const namespace = match[1] as string;
      if (namespaces.has(namespace) && !SERVER_ONLY.has(namespace) && knownKeys.has(key) && !used.has(namespace)) {
        used.set(namespace, `${key} in ${path.relative(APP, file)}`);
      }
    }
  }
  return used;
}

/** Route modules that render a page (resource routes have no component, so no strings to load). */
const routeFiles = routeModules.filter((file) => /export default function/.test(readFileSync(path.join(APP, file), "utf8")));

describe("route string namespaces", () => {
  it("finds the route modules", () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(parentOf("routes/profile/account.tsx")).toBe("routes/profile/layout.tsx");
  });

  it.each(routeFiles)("%s asks for every namespace its components use", (routeFile) => {
    const file = path.join(APP, routeFile);
    const declared = new Set(pageNamespaces(routeFile));
    const missing = [...namespacesUsed(importGraph(file))].filter(([namespace]) => !declared.has(namespace));
    expect(missing.map(([namespace, where]) => `${namespace} (${where})`)).toEqual([]);
  });
});

import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The domain's layering, checked on the source (ADR 041): app/domain says what happened and
 * routes answer it (no React Router, route modules, route guards or toasts in here), and its areas depend on each
 * other one way only, so each can be read, tested and changed from the areas below it.
 */
const DOMAIN = resolve("app/domain");

interface Import {
  from: string;
  specifier: string;
}

function sourceFiles(): string[] {
  return readdirSync(DOMAIN, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(DOMAIN, file));
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every static, type-only and dynamic import of a file, by its specifier. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].flatMap((match) => (match[1] ? [{ from: file, specifier: match[1] }] : []));
}

/** The domain file an import names, or null for anything outside app/domain. */
function domainTarget({ from, specifier }: Import): string | null {
  const target = specifier.startsWith("~/domain/")
    ? join(DOMAIN, specifier.slice("~/domain/".length))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  return target?.startsWith(DOMAIN + sep) ? target : null;
}

/** A file's area: its folder under app/domain (a file directly in app/domain is its own). */
function areaOf(file: string): string {
  return relative(DOMAIN, file).split(sep)[0] ?? "";
}

/** Which areas import which, with the imports that make each edge. */
function areaGraph(files: readonly string[]): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    for (const found of importsOf(file)) {
      const target = domainTarget(found);
      if (!target) continue;
      const [from, to] = [areaOf(file), areaOf(target)];
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), `${relative(DOMAIN, file)} imports ${found.specifier}`]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Every cycle of a directed graph, each once, as the nodes along it (Tarjan's components, then a path through each). */
function cyclesOf(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) components.push(component.toSorted());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** What belongs to answering a request: the router, route modules, route guards, toasts. */
function answersForTheRoute(specifier: string): boolean {
  return (
    specifier === "react-router" ||
    specifier.startsWith("@react-router/") ||
    specifier.startsWith("~/routes/") ||
    specifier === "~/infrastructure/guards.server" ||
    specifier === "~/infrastructure/toast.server"
  );
}

/** A graph from its edges. */
function graphOf(edges: Array<[string, string]>): Map<string, Map<string, true>> {
  const built = new Map<string, Map<string, true>>();
  for (const [from, to] of edges) built.set(from, (built.get(from) ?? new Map<string, true>()).set(to, true));
  return built;
}

describe("the domain's layers", () => {
  const files = sourceFiles();

  it("finds the files it checks", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith(join("children", "children.server.ts")))).toBe(true);
  });

  it("imports nothing of React Router, no route module and no route guard or toast: routes turn domain results into responses", () => {
    // A test may read the app's route table (the API document's test checks every API route is in it).
    const offending = files
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ specifier }) => answersForTheRoute(specifier))
          .map(({ specifier }) => `${relative(DOMAIN, file)} imports ${specifier}`),
      );
    expect(offending).toEqual([]);
  });

  it("has no cycle between areas: each pair depends one way only", () => {
    const graph = areaGraph(files.filter((file) => !isTest(file)));
    expect(graph.get("subscriptions")?.has("payments")).toBe(true);
    const cycles = cyclesOf(graph).map((areas) => areas.flatMap((from) => areas.flatMap((to) => graph.get(from)?.get(to) ?? [])));
    expect(cycles).toEqual([]);
  });

  it("would see a cycle, a long one too", () => {
    expect(
      cyclesOf(
        graphOf([
          ["payments", "subscriptions"],
          ["subscriptions", "payments"],
          ["autism", "payments"],
        ]),
      ),
    ).toEqual([["payments", "subscriptions"]]);
    expect(
      cyclesOf(
        graphOf([
          ["a", "b"],
          ["b", "c"],
          ["c", "a"],
          ["c", "d"],
        ]),
      ),
    ).toEqual([["a", "b", "c"]]);
    expect(
      cyclesOf(
        graphOf([
          ["a", "b"],
          ["b", "c"],
          ["a", "c"],
        ]),
      ),
    ).toEqual([]);
  });
});

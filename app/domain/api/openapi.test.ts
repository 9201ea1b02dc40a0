import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import routes from "~/routes";
import { OPENAPI_DOCUMENT } from "./openapi";
import * as schemas from "./schemas";

type Json = Record<string, unknown>;
const METHODS = ["get", "put", "post", "delete", "patch"] as const;

const document = JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)) as { paths: Record<string, Json>; components: { schemas: Record<string, Json> } };
const APP = path.join(import.meta.dirname, "../..");

/** Every route of app/routes.ts under /api, as the document names its path ("/cards/{id}"). */
function apiRoutes(entries: ReadonlyArray<RouteConfigEntry> = routes): Array<{ path: string; file: string }> {
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith("api/") && entry.path !== "api/openapi.json" && entry.path !== "api/*"
      ? [{ path: `/${entry.path.slice("api/".length)}`.replace(/:(\w+)/g, "{$1}"), file: entry.file }]
      : []),
    ...apiRoutes(entry.children ?? []),
  ]);
}

const documentPath = (routePath: string) => Object.keys(document.paths).find((each) => each.replace(/\/$/, "") === routePath);

/** Every `$ref` anywhere below a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner)));
}

/** The names a route module imports from schemas.ts. */
function schemasImported(file: string): string[] {
  const source = readFileSync(path.join(APP, file), "utf8");
  return [...source.matchAll(/import (?:type )?\{([^}]*)\} from "~\/domain\/api\/schemas"/g)].flatMap((match) =>
    (match[1] ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

const idOf = (schema: z.ZodType) => schemas.requestSchemas.get(schema)?.id ?? schemas.responseSchemas.get(schema)?.id;

describe("the OpenAPI document", () => {
  const routesOfTheApi = apiRoutes();

  it("describes every route of the API, and only those", () => {
    expect(routesOfTheApi).toHaveLength(17);
    for (const route of routesOfTheApi) expect(documentPath(route.path), route.path).toBeDefined();
    expect(Object.keys(document.paths)).toHaveLength(routesOfTheApi.length);
  });

  it("shows, for each route, the schemas it validates its input with and answers by", () => {
    const checked = new Set<string>();
    const missing: string[] = [];
    for (const route of routesOfTheApi) {
      const item = document.paths[documentPath(route.path) ?? ""] as Json;
      const operations = METHODS.flatMap((method) => (item[method] ? [item[method] as Json] : []));
      const parameters = [
        ...((item.parameters as Json[] | undefined) ?? []),
        ...operations.flatMap((operation) => (operation.parameters as Json[] | undefined) ?? []),
      ];
      for (const name of schemasImported(route.file)) {
        const schema = (schemas as Record<string, unknown>)[name];
        if (!(schema instanceof z.ZodType)) continue;
        checked.add(name);
        const id = idOf(schema);
        if (id) {
          if (!refsIn(operations).includes(`#/components/schemas/${id}`)) missing.push(`${route.file}: ${name}`);
          continue;
        }
        // A query schema: each of its fields is a query parameter with the field's own schema.
        const { properties = {} } = z.toJSONSchema(schema, { io: "input" }) as { properties?: Record<string, Json> };
        if (Object.keys(properties).length === 0) missing.push(`${route.file}: ${name} is neither registered nor a query`);
        for (const [field, property] of Object.entries(properties)) {
          const shown = parameters.find((each) => each.name === field && each.in === "query")?.schema as Json | undefined;
          if (shown?.type !== property.type || JSON.stringify(shown?.enum) !== JSON.stringify(property.enum)) missing.push(`${route.file}: ${name}.${field}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // Every request schema (a body or a query) is what some route validates with, and so shown.
    const inputs = Object.keys(schemas).filter((name) => /(Body|Query)$/.test(name));
    expect(inputs.length).toBeGreaterThanOrEqual(7);
    expect(inputs.filter((name) => !checked.has(name))).toEqual([]);
  });

  it("documents each request body exactly as zod reads it", () => {
    expect(document.paths["/subscriptions/subscribe/"]).toMatchObject({
      post: { requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/SubscribeRequest" } } } } },
    });
    const { $schema: _, ...subscribe } = z.toJSONSchema(schemas.SubscribeBody, { io: "input" });
    expect(document.components.schemas.SubscribeRequest).toMatchObject({ ...subscribe, required: ["plan_id"] });
    expect(document.components.schemas.CancelRequest).toMatchObject({
      properties: { reason: { enum: ["too_expensive", "not_using", "technical_issues", "found_alternative", "temporary_pause", "other"] } },
      required: ["reason"],
    });
    expect(document.components.schemas.PaymentRequest).toHaveProperty("oneOf");
  });

  it("is structurally valid OpenAPI 3.1: paths, unique operation ids, path parameters declared, every $ref resolving", () => {
    expect(OPENAPI_DOCUMENT.openapi).toBe("3.1.0");
    expect(OPENAPI_DOCUMENT.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const operationIds: string[] = [];
    for (const [pathName, item] of Object.entries(document.paths)) {
      expect(pathName.startsWith("/"), pathName).toBe(true);
      const operations = METHODS.flatMap((method) => (item[method] ? [item[method] as Json] : []));
      expect(operations.length, pathName).toBeGreaterThan(0);
      expect(
        Object.keys(item).every((key) => key === "parameters" || (METHODS as ReadonlyArray<string>).includes(key)),
        pathName,
      ).toBe(true);
      for (const operation of operations) {
        expect(typeof operation.operationId, pathName).toBe("string");
        operationIds.push(operation.operationId as string);
        const responses = operation.responses as Record<string, Json>;
        expect(Object.keys(responses).length, pathName).toBeGreaterThan(0);
        for (const [status, response] of Object.entries(responses)) {
          expect(status, pathName).toMatch(/^[1-5]\d\d$/);
          expect(typeof response.description, `${pathName} ${status}`).toBe("string");
        }
        const parameters = [...((item.parameters as Json[] | undefined) ?? []), ...((operation.parameters as Json[] | undefined) ?? [])];
        for (const parameter of parameters) {
          expect(["path", "query", "header", "cookie"], pathName).toContain(parameter.in);
          expect(parameter.schema, `${pathName} ${String(parameter.name)}`).toBeTypeOf("object");
        }
        const declared = parameters.filter((parameter) => parameter.in === "path");
        const templated = [...pathName.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        expect(declared.map((parameter) => parameter.name).toSorted(), pathName).toEqual(templated.toSorted());
        for (const parameter of declared) expect(parameter.required, `${pathName} ${String(parameter.name)}`).toBe(true);
      }
    }
    expect(new Set(operationIds).size).toBe(operationIds.length);
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(30);
    for (const ref of refs) {
      expect(ref, "a local reference").toMatch(/^#\/components\/schemas\/[\w]+$/);
      expect(document.components.schemas[ref.split("/").at(-1) ?? ""], ref).toBeTypeOf("object");
    }
    for (const schema of Object.values(document.components.schemas)) {
      expect(schema).not.toHaveProperty("$schema");
      expect(schema).not.toHaveProperty("$id");
    }
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPrecompressed, precompressedStatic } from "./precompressed";

describe("the lookup of compressed copies", () => {
  it("pairs each .br and .gz file with its original", () => {
    const found = findPrecompressed(["app.css", "app.css.br", "app.css.gz", "entry.js", "entry.js.gz", "orphan.js.br", "logo.png"]);
    expect([...(found.get("/app.css") ?? [])].toSorted()).toEqual(["br", "gzip"]);
    expect([...(found.get("/entry.js") ?? [])]).toEqual(["gzip"]);
    expect(found.has("/orphan.js")).toBe(false);
    expect(found.has("/logo.png")).toBe(false);
  });
});

describe("serving compressed copies", () => {
  const css = "body { color: black; }\n".repeat(200);
  let directory = "";
  let base = "";
  let server: Server | undefined;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "precompressed-"));
    writeFileSync(join(directory, "app.css"), css);
    writeFileSync(join(directory, "app.css.br"), brotliCompressSync(css));
    writeFileSync(join(directory, "app.css.gz"), gzipSync(css));
    writeFileSync(join(directory, "plain.js"), "console.log(1);\n".repeat(200));
    const app = express();
    app.use(compression());
    app.use("/assets", precompressedStatic(directory));
    app.use("/assets", express.static(directory, { immutable: true, maxAge: "1y", index: false }));
    const listening = app.listen(0, "127.0.0.1");
    server = listening;
    await new Promise((resolve) => listening.once("listening", resolve));
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string) =>
    fetch(`${base}${path}`, { headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } });

  it("sends the brotli copy to a browser that accepts it, with the original's type and long caching", async () => {
    const response = await get("/assets/app.css", "gzip, deflate, br");
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/css/);
    expect(response.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    expect(response.headers.get("Cache-Control")).toMatch(/immutable/);
    expect(await response.text()).toBe(css);
  });

  it("sends gzip when brotli is not accepted or is refused by its q-value", async () => {
    for (const accept of ["gzip", "br;q=0, gzip"]) {
      const response = await get("/assets/app.css", accept);
      expect(`${accept}: ${response.headers.get("Content-Encoding")}`).toBe(`${accept}: gzip`);
      expect(await response.text()).toBe(css);
    }
  });

  it("sends the file itself to a client that accepts no compression", async () => {
    const response = await get("/assets/app.css", "identity");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    expect(await response.text()).toBe(css);
  });

  it("leaves a file without compressed copies to the runtime compression", async () => {
    const response = await get("/assets/plain.js", "gzip");
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Content-Type")).toMatch(/javascript/);
  });
});

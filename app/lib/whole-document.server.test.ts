import { describe, expect, it } from "vitest";
import { WholeDocument, documentFromString, withoutModulePreloads } from "./whole-document.server";

describe("WholeDocument", () => {
  it("hands over every write, in order, as one buffer once ended", async () => {
    const document = new WholeDocument();
    document.write("<html>");
    document.write(Buffer.from("<body>Salam, ə ö ü ş ç ğ ı"));
    await new Promise((resolve) => setImmediate(resolve));
    document.write("Привет");
    document.end("</body></html>");
    expect((await document.done).toString("utf8")).toBe("<html><body>Salam, ə ö ü ş ç ğ ıПривет</body></html>");
  });

  it("rejects when the renderer destroys it with an error", async () => {
    const document = new WholeDocument();
    document.write("<html>");
    document.destroy(new Error("render aborted"));
    await expect(document.done).rejects.toThrow("render aborted");
  });
});

describe("withoutModulePreloads", () => {
  it("drops the module preloads of the head, and nothing after it", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js" nonce="n+/="/>' +
      '<link rel="modulepreload" href="/r.js"/><title>Balaca — ana səhifə</title>' +
      '<link rel="modulepreload" href="/c.js"/></head><body><link rel="modulepreload" href="/b.js"/><p>Salam</p></body></html>';
    expect(withoutModulePreloads(Buffer.from(html)).toString("utf8")).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/><title>Balaca — ana səhifə</title></head><body><link rel="modulepreload" href="/b.js"/><p>Salam</p></body></html>',
    );
  });

  it("leaves a document without a head, or without preloads, as it is", () => {
    const fragment = Buffer.from('<p>no head <link rel="modulepreload" href="/x.js"/></p>');
    expect(withoutModulePreloads(fragment)).toBe(fragment);
    const plain = Buffer.from("<html><head><title>Balaca</title></head><body></body></html>");
    expect(withoutModulePreloads(plain)).toBe(plain);
  });
});

describe("documentFromString", () => {
  it("puts the doctype before the rendered html and keeps every letter", () => {
    expect(documentFromString('<html lang="az"><body>Ağ, ə, Привет</body></html>').toString("utf8")).toBe(
      '<!DOCTYPE html><html lang="az"><body>Ağ, ə, Привет</body></html>',
    );
  });
});

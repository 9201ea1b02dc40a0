import { describe, expect, it } from "vitest";
import { CoalesceStream } from "./coalesce-stream.server";

async function collect(stream: CoalesceStream): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return chunks;
}

describe("CoalesceStream", () => {
  it("joins writes made in the same tick and keeps later writes apart, in order", async () => {
    const stream = new CoalesceStream();
    const output = collect(stream);
    stream.write("<html>");
    stream.write("<body>");
    stream.write("shell");
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.write("late content");
    stream.end("</body></html>");
    const chunks = await output;
    expect(chunks.map(String)).toEqual(["<html><body>shell", "late content</body></html>"]);
  });

  it("drops the module preloads of the head, and nothing after it", async () => {
    const stream = new CoalesceStream({ withoutModulePreloads: true });
    const output = collect(stream);
    stream.write('<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js" nonce="n+/="/>');
    stream.write('<link rel="modulepreload" href="/r.js"/><title>Balaca — ana səhifə</title>');
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.write('<link rel="modulepreload" href="/c.js"/></head><body><link rel="modulepreload" href="/b.js"/><p>Salam</p>');
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.end('<link rel="modulepreload" href="/late.js"/></body></html>');
    const html = (await output).map(String).join("");
    expect(html).toBe('<html><head><link rel="stylesheet" href="/a.css"/><title>Balaca — ana səhifə</title></head><body><link rel="modulepreload" href="/b.js"/><p>Salam</p><link rel="modulepreload" href="/late.js"/></body></html>');
  });
});

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
});

import { describe, expect, test } from "vitest";
import { jsonForScript } from "./island";

describe("jsonForScript", () => {
  test("no text can end the script element or open a comment, and it reads back unchanged", () => {
    const value = { title: "</script><script>alert(1)</script>", note: "<!-- x -->", line: "a\u2028b\u2029c", nested: ["</SCRIPT>"] };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain("<!--");
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual(value);
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import cow from "fluent:cow";
import { Picture } from "./Picture";

describe("a picture of the game world", () => {
  it("comes from Fluent Emoji Flat by name, drawn as inline SVG", () => {
    expect(cow.name).toBe("cow");
    expect(cow.body).toContain("<path");
    const html = renderToStaticMarkup(<Picture picture={cow} label="Cow" />);
    expect(html).toMatch(/^<svg class="picture" viewBox="0 0 32 32" data-picture="cow" role="img" aria-label="Cow"/);
  });

  it("is hidden from screen readers when a button around it carries the name", () => {
    expect(renderToStaticMarkup(<Picture picture={cow} />)).toContain('aria-hidden="true"');
  });
});

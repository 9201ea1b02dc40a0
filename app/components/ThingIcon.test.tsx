import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { practiceFor } from "~/domain/courses/practice";
import { gamePicture } from "~/games/game-pictures.server";
import { ThingIcon } from "./ThingIcon";

describe("the picture before a link to something to do", () => {
  it("draws a game as its picture, never an emoji", () => {
    const game = practiceFor("cognitive", 40, "az").games[0];
    if (!game) throw new Error("a three-year-old has a cognitive game");
    const html = renderToStaticMarkup(<ThingIcon icon="" picture={gamePicture(game.gameId)} />);
    expect(html).toMatch(/^<span class="thing-picture"><svg class="picture" viewBox="0 0 \d+ \d+" data-picture="[a-z-]+" aria-hidden="true"/);
    expect(html).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("keeps the content's own bullet where there is no picture", () => {
    expect(renderToStaticMarkup(<ThingIcon icon="📚" />)).toBe('<span aria-hidden="true">📚</span>');
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/infrastructure/i18n/context";
import { SortBoard, repeatsMiss } from "./SortBoard";
import { islandTranslator } from "../../../tests/unit/boards/render-board";

const silent = { right() {}, wrong() {}, finished() {}, say() {} };

function render() {
  return renderToStaticMarkup(
    <TranslationProvider language="en" t={islandTranslator("counting")}>
      <SortBoard<"a" | "b", { id: number; group: "a" | "b" }>
        level={1}
        paused={false}
        sounds={silent}
        onScore={() => {}}
        onFinish={() => {}}
        rounds={[
          {
            groups: ["a", "b"],
            items: [
              { id: 0, group: "a" },
              { id: 1, group: "b" },
            ],
          },
          { groups: ["a", "b"], items: [{ id: 0, group: "b" }] },
        ]}
        prompt="Put each picture in its place"
        gameId="test"
        renderItem={(item) => <span>{item.id}</span>}
        itemLabel={(item) => `picture ${item.id}`}
        renderGroup={() => <svg />}
        groupLabel={(group) => `group ${group}`}
        trayLabel="Pictures"
        groupsLabel="Groups"
        hintText={() => "there"}
        wrongText="not there"
        doneText="done"
      />
    </TranslationProvider>,
  );
}

describe("the sort board", () => {
  it("shows no round counter and no written task a child would have to read", () => {
    const html = render();
    expect(html).not.toContain("1 / 2");
    expect(html).not.toContain("game-round");
    expect(html).toContain('class="sort-board-prompt visually-hidden"');
  });

  it("lets a finger drag a picture instead of scrolling the page", () => {
    const css = readFileSync(path.join(import.meta.dirname, "sort-board.css"), "utf8");
    const item = /\n\.sort-board-item \{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(item).toContain("touch-action: none;");
    expect(css).toMatch(/\.sort-board-item\.is-dragged \{[^}]*transform: translate\(var\(--sort-board-dx/);
  });

  it("counts fast repeated taps on the same wrong group once", () => {
    expect(repeatsMiss(null, 0, "b")).toBe(false);
    expect(repeatsMiss({ id: 0, group: "b" }, 0, "b")).toBe(true);
    expect(repeatsMiss({ id: 0, group: "b" }, 0, "a")).toBe(false);
    expect(repeatsMiss({ id: 0, group: "b" }, 1, "b")).toBe(false);
  });
});

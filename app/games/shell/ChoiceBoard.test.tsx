import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/infrastructure/i18n/context";
import { ChoiceBoard, choiceTap, livesAfterWrong } from "./ChoiceBoard";
import { boardProps, islandTranslator } from "../../../tests/unit/boards/render-board";

describe("the choice board", () => {
  it("shows no round counter a child would have to read", () => {
    const html = renderToStaticMarkup(
      <TranslationProvider language="en" t={islandTranslator("counting")}>
        <ChoiceBoard<string>
          {...boardProps()}
          rounds={[
            { target: "a", options: ["a", "b"] },
            { target: "b", options: ["a", "b"] },
          ]}
          renderPrompt={() => null}
          spokenPrompt={() => "Find it"}
          renderOption={(value) => <span>{value === "a" ? "◯" : "△"}</span>}
          optionLabel={(value) => value}
          optionsLabel="Answers"
        />
      </TranslationProvider>,
    );
    expect(html).not.toContain("1 / 2");
    expect(html).not.toContain("game-round");
    expect(html).toContain('class="game-feedback visually-hidden"');
  });

  it("counts fast repeated taps on a wrong answer once", () => {
    expect(choiceTap("b", "a", [], false)).toBe("wrong");
    expect(choiceTap("b", "a", ["b"], false)).toBe("ignored");
    expect(choiceTap("c", "a", ["b"], false)).toBe("wrong");
  });

  it("ignores taps while the right answer is being celebrated", () => {
    expect(choiceTap("a", "a", [], false)).toBe("right");
    expect(choiceTap("a", "a", [], true)).toBe("ignored");
    expect(choiceTap("b", "a", [], true)).toBe("ignored");
  });

  it("takes a life for a wrong answer only when the play has lives", () => {
    expect(livesAfterWrong(null)).toBeNull();
    expect(livesAfterWrong(3)).toBe(2);
    expect(livesAfterWrong(0)).toBe(0);
  });
});

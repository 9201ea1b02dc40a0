import { describe, expect, it } from "vitest";
import { formatPercent } from "./percent";

describe("percentages on the pages", () => {
  it("are written without a space in Azerbaijani and English, with a no-break space in Russian", () => {
    expect(formatPercent(33, "az")).toBe("33%");
    expect(formatPercent(33, "en")).toBe("33%");
    expect(formatPercent(33, "ru")).toBe("33\u00a0%");
    expect(formatPercent(0, "az")).toBe("0%");
    expect(formatPercent(100, "az")).toBe("100%");
  });
});

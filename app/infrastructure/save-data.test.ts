import { describe, expect, it } from "vitest";
import { wantsSavedData } from "./save-data";

describe("Save-Data", () => {
  it("is asked for by the header's value on, in any case and spacing", () => {
    expect(wantsSavedData(new Headers({ "Save-Data": "on" }))).toBe(true);
    expect(wantsSavedData(new Headers({ "save-data": " On " }))).toBe(true);
  });

  it("is not asked for without the header or with another value", () => {
    expect(wantsSavedData(new Headers())).toBe(false);
    expect(wantsSavedData(new Headers({ "Save-Data": "off" }))).toBe(false);
    expect(wantsSavedData(new Headers({ "Save-Data": "" }))).toBe(false);
    expect(wantsSavedData(new Headers({ "Save-Data": "on-ish" }))).toBe(false);
  });
});

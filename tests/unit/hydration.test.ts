import { describe, expect, it } from "vitest";
import { isHydrationError } from "../e2e/hydration";

describe("the e2e console check's hydration matcher", () => {
  it.each([
    "Uncaught Error: Minified React error #418; visit https://react.dev/errors/418?args[]=text&args[]= for the full message",
    "Error: Minified React error #423; visit https://react.dev/errors/423 for the full message",
    "https://react.dev/errors/425?args[]=",
    "Hydration failed because the server rendered text didn't match the client.",
    "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties.",
    "Error: There was an error while hydrating this Suspense boundary.",
  ])("catches %j", (message) => {
    expect(isHydrationError(message)).toBe(true);
  });

  it.each([
    "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    "Minified React error #185; visit https://react.dev/errors/185",
    "Minified React error #4180",
    "The page hydrated.",
  ])("lets %j through to the other checks", (message) => {
    expect(isHydrationError(message)).toBe(false);
  });
});

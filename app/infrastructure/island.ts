import { type ReactElement, createContext, useContext } from "react";

/**
 * Renders an element to HTML as a tree of its own: set by the server's entry (react-dom/server),
 * absent in the browser. An island (a game's play area, ADR 035) is rendered apart from the page
 * so that its HTML is exactly what `hydrateRoot` finds in the browser, where the island is a root
 * of its own: ids from `useId` depend on the place in the tree.
 */
const RenderToStringContext = createContext<((element: ReactElement) => string) | null>(null);
export const RenderToStringProvider = RenderToStringContext.Provider;

export function useRenderToString(): ((element: ReactElement) => string) | null {
  return useContext(RenderToStringContext);
}

/**
 * A value as JSON to put inside `<script type="application/json">`: every `<` written as
 * `\u003c`, so a text holding `</script>` or `<!--` cannot end the element or open a comment,
 * and the line separators JSON allows but scripts once did not, escaped as well. `JSON.parse`
 * reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029");
}

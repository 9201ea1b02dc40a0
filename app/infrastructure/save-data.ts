/**
 * Whether a request asks to save data: the browser's Data Saver or Lite mode sends
 * `Save-Data: on` (https://wicg.github.io/savedata/). Every parent flow works without
 * JavaScript, so such a parent gets HTML and CSS only (ADR 023; app/entry.server.tsx).
 */
export function wantsSavedData(headers: Headers): boolean {
  return headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

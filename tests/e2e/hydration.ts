/**
 * React's hydration errors as the browser reports them: the production build's minified
 * errors (#418 text, #419 server-side error, #423 recoverable, #425 text content) and the
 * development build's own words. A page whose server HTML and first client render differ
 * shows this once in the console; the e2e fixture fails the test on it.
 */
const HYDRATION_PATTERNS: readonly RegExp[] = [
  /Minified React error #(418|419|423|425)\b/,
  /react\.dev\/errors\/(418|419|423|425)\b/,
  /Hydration failed/i,
  /hydrated but some attributes of the server rendered HTML didn't match/i,
  /There was an error while hydrating/i,
  /Text content does not match server-rendered HTML/i,
];

export function isHydrationError(message: string): boolean {
  return HYDRATION_PATTERNS.some((pattern) => pattern.test(message));
}

// The import's default export is the worker's built address, made by Vite (vite.config.ts).
// oxlint-disable-next-line import/default
import serviceWorker from "~/enhance/service-worker.ts?worker&url";

/** The built service worker's address (/assets/service-worker-<hash>.js), served again at /sw.js. */
export const SERVICE_WORKER_BUILT = serviceWorker;

/**
 * Whether this build provides offline mode (ADR 040): the plan cards and the plans API
 * claim it only then. It is true when the service worker was built with the app, which is what
 * keeps the games and activities on the phone.
 */
export function offlineModeAvailable(): boolean {
  return SERVICE_WORKER_BUILT !== "";
}

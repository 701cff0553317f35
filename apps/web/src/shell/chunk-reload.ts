/**
 * A tab opened before a redeploy asks for chunks of the earlier build, which the server no longer holds
 * (404, `apps/api platform/http/error-handler.ts#registerNotFound`): the import fails ("Failed to fetch
 * dynamically imported module"). The page is then reloaded once into the new build, and says so.
 * A second failure soon after (the new build broken, the network down) reloads no more: the route's
 * error notice asks the user to reload (`route-error.tsx`).
 */

import { readMark, writeMark } from './reload-mark.ts';

export { UPDATE_RELOAD_KEY } from './reload-mark.ts';

/** Within this time after a reload for a new build, a failing chunk does not reload again. */
export const RELOAD_GUARD_MS = 60_000;

const CHUNK_ERRORS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** A failure to load a piece of the app's code (not an error of the code itself). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERRORS.some((pattern) => pattern.test(message));
}

const sessionStore = (): Storage | undefined => globalThis.sessionStorage;

/**
 * Marks a reload for a new build, unless one was made within the guard time (or the mark cannot be
 * kept, which would loop): true when the caller should reload.
 */
export function claimReload(storage: Storage | undefined, now: number): boolean {
  const last = readMark(storage);
  if (last && now - last.at < RELOAD_GUARD_MS) return false;
  return writeMark(storage, { at: now, announced: false });
}

/** Reloads the page once for a new build; false when it was just done (the caller shows its notice). */
export function reloadForNewBuild(): boolean {
  if (reloading) return true;
  if (!claimReload(sessionStore(), Date.now())) return false;
  reloading = true;
  window.location.reload();
  return true;
}

let reloading = false;

/** A reload for a new build is under way: what failed meanwhile need not be shown. */
export const isReloading = (): boolean => reloading;

/** How long a failed chunk waits for a route's error boundary to reload the page at the route's address. */
const SETTLE_MS = 1_000;

/**
 * At start: a chunk that fails to preload or import through Vite's loader (`vite:preloadError`) reloads
 * the page once. The error goes on to whoever imported it: a screen's reaches the route's error
 * boundary, which reloads at once, at the address being opened (`route-error.tsx`); one nobody shows (a
 * language's strings on a switch) reloads here a moment later.
 */
export function watchForNewBuild(): void {
  window.addEventListener('vite:preloadError', () => {
    setTimeout(() => reloadForNewBuild(), SETTLE_MS);
  });
}

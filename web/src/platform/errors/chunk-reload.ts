import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_STORAGE_KEY } from '@/platform/constants.ts';

/** Messages browsers give when a route's code file can no longer be loaded (usually after a new release). */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * Reloads the page to pick up the new code files, at most once per 60 s so a
 * lasting failure shows the error page instead of reloading forever.
 * Offline, a reload could only fail, so the error page stays.
 * Returns whether it reloaded.
 */
export function reloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
  online: boolean = navigator.onLine,
): boolean {
  if (!online) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  reload();
  return true;
}

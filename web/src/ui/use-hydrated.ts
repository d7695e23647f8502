import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server's HTML and while React takes it over, true once this
 * component runs in the browser. A control whose work is all in the browser
 * (a file picker) stays disabled until then, so nothing chosen early is lost
 * to a handler that was not yet attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

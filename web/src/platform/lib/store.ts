import { useSyncExternalStore } from 'react';

/** A value that components can read and follow; the app's client state is a few of these. */
export interface Store<T> {
  get: () => T;
  /** What the server rendered with: a page the server sent is first hydrated with this, then follows `get`. */
  getServerSnapshot: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * `serverSnapshot`: what the server renders, when the browser starts from something the server cannot see
 * (storage) or sees per request (cookies); the browser hydrates with the same value, then follows `get`.
 */
export function createStore<T>(initial: T, serverSnapshot: () => T = () => initial): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    getServerSnapshot: serverSnapshot,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
}

/** A store kept in localStorage under `key` and updated when another tab changes it. */
export function createPersistentStore<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): Store<T> {
  const read = (): T => {
    if (typeof localStorage === 'undefined') return fallback;
    try {
      const raw = localStorage.getItem(key);
      const parsed: unknown = raw === null ? fallback : JSON.parse(raw);
      return isValid(parsed) ? parsed : fallback;
    } catch {
      return fallback;
    }
  };
  const store = createStore(read(), () => fallback);
  const set = store.set;
  store.set = (next) => {
    localStorage.setItem(key, JSON.stringify(next));
    set(next);
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key) set(read());
    });
  }
  return store;
}

import { useSyncExternalStore } from 'react';

/** A value that components can read and follow; the app's client state is a few of these. */
export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
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
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** A store kept in localStorage under `key` and updated when another tab changes it. */
export function createPersistentStore<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): Store<T> {
  const read = (): T => {
    try {
      const raw = localStorage.getItem(key);
      const parsed: unknown = raw === null ? fallback : JSON.parse(raw);
      return isValid(parsed) ? parsed : fallback;
    } catch {
      return fallback;
    }
  };
  const store = createStore(read());
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

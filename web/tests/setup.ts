import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { baseLocale, getLocale, setLocale } from '$paraglide/runtime.js';
import { resetCurrency } from '@/platform/currency/currency-store.ts';
import { signOut } from '@/platform/session/session-store.ts';
import { toastStore } from '@/ui/toast-store.ts';

// findBy* and waitFor wait for a condition; on a busy two-core machine a lazily imported
// panel (a menu, a dialog) can take seconds to arrive, longer than the library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

// The files of a worker share one document and one module graph (`isolate: false`: setting up jsdom and
// importing the app again for each of 100-odd files took most of the project's time). Each file leaves
// the shop's client state, timers and stubs as a fresh page has them.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  signOut();
  resetCurrency();
  toastStore.set([]);
  if (getLocale() !== baseLocale) setLocale(baseLocale, { reload: false });
  document.documentElement.removeAttribute('lang');
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

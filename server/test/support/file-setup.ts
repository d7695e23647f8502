import { afterAll, vi } from 'vitest';

// The files of a worker share one module graph (`isolate: false`, decision 86): each file leaves timers,
// stubs and spies as it found them, even when a test failed before restoring its own.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

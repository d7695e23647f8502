/**
 * What one server process among several (`npm run start:cluster`, decision 91) may need set: where it
 * listens, how many database connections it opens, and, for tests of such a cluster, how often its timers
 * look for due work and how long it keeps product reads in memory.
 */
export interface ProcessSettings {
  /** HOST: the address to listen on (127.0.0.1 behind a local proxy); every interface unless set. */
  host: string | undefined;
  /** DATABASE_POOL_SIZE: PostgreSQL connections this process opens at most (1–100, default 10). */
  databasePoolSize: number;
  /** TIMER_EVERY_MS: how often every timer looks for due work (ms, 50 or more); each timer's own interval unless set. */
  timerEveryMs: number | undefined;
  /** CATALOG_CACHE_MS: how long a product read is served from this process's memory (ms, 0–60000; 0 reads every time; default 5000). */
  catalogCacheMs: number;
}

export const DEFAULT_DATABASE_POOL_SIZE = 10;
export const DEFAULT_CATALOG_CACHE_MS = 5000;

function wholeNumber(env: NodeJS.ProcessEnv, name: string, range: { min: number; max: number }): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < range.min || value > range.max) throw new Error(`${name} must be a whole number from ${range.min} to ${range.max}, got "${text}"`);
  return value;
}

export function readProcessSettings(env: NodeJS.ProcessEnv): ProcessSettings {
  return {
    host: env.HOST || undefined,
    databasePoolSize: wholeNumber(env, 'DATABASE_POOL_SIZE', { min: 1, max: 100 }) ?? DEFAULT_DATABASE_POOL_SIZE,
    timerEveryMs: wholeNumber(env, 'TIMER_EVERY_MS', { min: 50, max: 24 * 3600_000 }),
    catalogCacheMs: wholeNumber(env, 'CATALOG_CACHE_MS', { min: 0, max: 60_000 }) ?? DEFAULT_CATALOG_CACHE_MS,
  };
}

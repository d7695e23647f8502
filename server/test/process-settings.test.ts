import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/app/config.ts';
import { timersEvery, type Timer } from '../src/platform/timers.ts';

describe('the settings of one server process among several (HOST, DATABASE_POOL_SIZE, TIMER_EVERY_MS, CATALOG_CACHE_MS)', () => {
  it('listen everywhere, open 10 connections, keep each timer’s interval and cache product reads 5 s unless set', () => {
    expect(readConfig({}).process).toEqual({ host: undefined, databasePoolSize: 10, timerEveryMs: undefined, catalogCacheMs: 5000 });
    expect(readConfig({ HOST: '', DATABASE_POOL_SIZE: '', TIMER_EVERY_MS: '', CATALOG_CACHE_MS: '' }).process).toEqual(readConfig({}).process);
  });

  it('take what is set within their ranges', () => {
    expect(readConfig({ HOST: '127.0.0.1', DATABASE_POOL_SIZE: '4', TIMER_EVERY_MS: '200', CATALOG_CACHE_MS: '0' }).process).toEqual({
      host: '127.0.0.1',
      databasePoolSize: 4,
      timerEveryMs: 200,
      catalogCacheMs: 0,
    });
  });

  it('refuse to start with a value outside its range or not a whole number, naming the setting', () => {
    for (const [name, value] of [['DATABASE_POOL_SIZE', '0'], ['DATABASE_POOL_SIZE', '101'], ['TIMER_EVERY_MS', '10'], ['TIMER_EVERY_MS', '1.5'], ['CATALOG_CACHE_MS', '-1'], ['CATALOG_CACHE_MS', 'soon']]) {
      expect(() => readConfig({ [name!]: value })).toThrow(new RegExp(`^${name} must be a whole number from`));
    }
  });

  it('TIMER_EVERY_MS makes every timer look for due work that often, and nothing else about it', () => {
    const timers: Timer[] = [
      { name: 'order-expiry', everyMs: 30_000, runDue: async () => 0 },
      { name: 'credit-billing', everyMs: 3_600_000, runDue: async () => 0 },
    ];
    expect(timersEvery(timers, undefined)).toBe(timers);
    expect(timersEvery(timers, 200).map((timer) => [timer.name, timer.everyMs, timer.runDue])).toEqual(timers.map((timer) => [timer.name, 200, timer.runDue]));
  });
});

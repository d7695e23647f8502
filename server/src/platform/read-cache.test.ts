import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

describe('product read cache', () => {
  it('serves a read again until it is older than its time to live', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache<number, string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const load = async () => `value ${++loads}`;
    expect(await cache.get(1, load)).toBe('value 1');
    now = 999;
    expect(await cache.get(1, load)).toBe('value 1');
    now = 1000;
    expect(await cache.get(1, load)).toBe('value 2');
  });

  it('shares one load between concurrent readers of the same key', async () => {
    let loads = 0;
    const cache = new ReadCache<number, number>({ ttlMs: 1000, maxEntries: 10 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get(7, load), cache.get(7, load), cache.get(7, load)])).toEqual([1, 1, 1]);
  });

  it('does not remember a failed read', async () => {
    const cache = new ReadCache<number, number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get(1, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await cache.get(1, async () => 42)).toBe(42);
  });

  it('keeps at most its maximum number of entries, dropping the oldest', async () => {
    const cache = new ReadCache<number, number>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of [1, 2, 3]) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get(1, async () => ((reloaded = true), 1));
    expect(reloaded).toBe(true);
  });

  it('reads through when its time to live is zero, and forgets on request', async () => {
    let loads = 0;
    const off = new ReadCache<number, number>({ ttlMs: 0, maxEntries: 10 });
    await off.get(1, async () => ++loads);
    await off.get(1, async () => ++loads);
    expect(loads).toBe(2);
    const on = new ReadCache<number, number>({ ttlMs: 1000, maxEntries: 10 });
    await on.get(1, async () => 1);
    on.forget(1);
    expect(await on.get(1, async () => 2)).toBe(2);
  });
});

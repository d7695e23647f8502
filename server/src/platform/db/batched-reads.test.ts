import { describe, expect, it } from 'vitest';
import { BatchedReads } from './batched-reads.ts';

/** A store of squares that records every batch it is asked for. */
function squares() {
  const batches: number[][] = [];
  const reads = new BatchedReads<number, number>(async (keys) => {
    batches.push(keys);
    return new Map(keys.filter((key) => key > 0).map((key) => [key, key * key]));
  }, 3);
  return { reads, batches };
}

describe('batched reads', () => {
  it('reads the keys asked for in one turn with one call, each key once', async () => {
    const { reads, batches } = squares();
    expect(await Promise.all([reads.get(2), reads.get(3), reads.get(2)])).toEqual([4, 9, 4]);
    expect(batches).toEqual([[2, 3]]);
  });

  it('answers undefined for a key the read leaves out', async () => {
    const { reads } = squares();
    expect(await Promise.all([reads.get(-1), reads.get(4)])).toEqual([undefined, 16]);
  });

  it('splits a turn into calls of at most the largest batch', async () => {
    const { reads, batches } = squares();
    expect(await Promise.all([1, 2, 3, 4, 5].map((key) => reads.get(key)))).toEqual([1, 4, 9, 16, 25]);
    expect(batches).toEqual([[1, 2, 3], [4, 5]]);
  });

  it('reads again in a later turn: nothing is kept', async () => {
    const { reads, batches } = squares();
    expect(await reads.get(2)).toBe(4);
    expect(await reads.get(2)).toBe(4);
    expect(batches).toEqual([[2], [2]]);
  });

  it('fails every reader of a batch whose read fails, and only those', async () => {
    let calls = 0;
    const reads = new BatchedReads<number, number>(async (keys) => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return new Map(keys.map((key) => [key, key]));
    });
    const first = Promise.allSettled([reads.get(1), reads.get(2)]);
    expect((await first).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await reads.get(1)).toBe(1);
  });
});

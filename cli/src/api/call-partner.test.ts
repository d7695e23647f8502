import { ApiError } from '@chipmart/client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callPartner } from './call-partner.ts';
import { ContractDriftError } from './contract-drift-error.ts';
import type { RetryPolicy } from './retry-policy.ts';

const rateLimited = (seconds: number) => new ApiError(4290, 'Too many requests', 429, [], seconds);

function policy(maxWaitSeconds: number) {
  const waits: number[] = [];
  const value: RetryPolicy = { maxWaitSeconds, maxAttempts: 4, sleep: async (seconds) => void waits.push(seconds), onWait: () => {} };
  return { value, waits };
}

/** A call that answers with each outcome in turn. */
function answers(...outcomes: Array<unknown | Error>) {
  let calls = 0;
  const send = async () => {
    const outcome = outcomes[Math.min(calls++, outcomes.length - 1)];
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { send, calls: () => calls };
}

describe('calling the partner API', () => {
  it('waits the Retry-After of a 429 and calls again', async () => {
    const { value, waits } = policy(60);
    const call = answers(rateLimited(2), rateLimited(3), [1]);
    await expect(callPartner('getShipping', call.send, z.array(z.number()), value)).resolves.toEqual([1]);
    expect(waits).toEqual([2, 3]);
    expect(call.calls()).toBe(3);
  });

  it('gives up without waiting when the server asks for more than the allowed wait', async () => {
    const { value, waits } = policy(10);
    const call = answers(rateLimited(4), rateLimited(30), [1]);
    await expect(callPartner('getShipping', call.send, z.array(z.number()), value)).rejects.toMatchObject({ code: 4290, retryAfter: 30 });
    expect(waits).toEqual([4]);
  });

  it('stops after the last attempt', async () => {
    const { value } = policy(60);
    const call = answers(rateLimited(1));
    await expect(callPartner('getShipping', call.send, z.unknown(), value)).rejects.toBeInstanceOf(ApiError);
    expect(call.calls()).toBe(4);
  });

  it('does not retry other failures', async () => {
    const { value } = policy(60);
    const call = answers(new ApiError(4090, 'Conflict', 409), [1]);
    await expect(callPartner('saveOrders', call.send, z.unknown(), value)).rejects.toMatchObject({ code: 4090 });
    expect(call.calls()).toBe(1);
  });

  it('names every field of an answer that drifted from the schema', async () => {
    const { value } = policy(60);
    const schema = z.object({ lists: z.array(z.object({ stock: z.number() })), total: z.number() });
    const error = await callPartner('getGoods', answers({ lists: [{ stock: 1 }, { stock: '2' }] }).send, schema, value).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractDriftError);
    expect((error as ContractDriftError).fields).toEqual([expect.stringMatching(/^data\.lists\[1\]\.stock: /), expect.stringMatching(/^data\.total: /)]);
    expect((error as Error).message).toMatch(/^The answer to getGoods does not match the partner API v1 document: data\.lists\[1\]\.stock: /);
  });
});

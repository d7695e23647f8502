import { ApiError } from '@chipmart/client';
import type { z } from 'zod';
import { ContractDriftError } from './contract-drift-error.ts';
import type { RetryPolicy } from './retry-policy.ts';

const RATE_LIMITED_CODE = 4290;

/**
 * Sends one partner call, waits out 429 answers within the policy, and checks
 * the answer's `data` against the generated schema: a server that drifted
 * from the document fails here, naming the field, instead of printing
 * something half-right.
 */
export async function callPartner<Schema extends z.ZodType>(
  operation: string,
  send: () => Promise<unknown>,
  schema: Schema,
  policy: RetryPolicy,
): Promise<z.output<Schema>> {
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      const data = await send();
      const checked = schema.safeParse(data);
      if (!checked.success) throw new ContractDriftError(operation, checked.error.issues);
      return checked.data;
    } catch (error) {
      const wait = error instanceof ApiError && error.code === RATE_LIMITED_CODE ? (error.retryAfter ?? 1) : undefined;
      if (wait === undefined || attempt >= policy.maxAttempts || waited + wait > policy.maxWaitSeconds) throw error;
      policy.onWait(wait);
      await policy.sleep(wait);
      waited += wait;
    }
  }
}

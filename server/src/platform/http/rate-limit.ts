import type { Database } from '../db/open.ts';
import { rateLimited } from './errors.ts';
import { countCall, forgetCount } from './rate-counter.ts';

export interface RateRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/** The counters' rule name for the shop's limits; their keys already say what they count (`sign-in:address:…`). */
const SHOP_LIMITS = 'shop';

/**
 * Attempt counter per key (an account, an address) for the shop's calls,
 * kept in the database (rate-counter.ts), so several server processes share
 * the limits and a restart does not forgive.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one attempt; throws the 4290 error when the key is over its limit. */
  async consume(key: string, rule: RateRule): Promise<void> {
    const standing = await countCall(this.db, { name: SHOP_LIMITS, ...rule }, key, this.now());
    if (standing.exceeded) throw rateLimited(standing.resetSeconds);
  }

  /** Forgets a key, e.g. after a successful sign-in. */
  async reset(key: string): Promise<void> {
    await forgetCount(this.db, SHOP_LIMITS, key);
  }
}

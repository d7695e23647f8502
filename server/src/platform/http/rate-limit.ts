import { rateLimited } from './errors.ts';

export interface RateRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window attempt counter per key (an account, an address), kept in
 * memory: one server process owns its limits, and a restart forgives.
 */
export class RateLimiter {
  private windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt; throws the 4290 error when the key is over its limit. */
  consume(key: string, rule: RateRule): void {
    const now = this.now();
    const windowMs = rule.windowSeconds * 1000;
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 100_000) this.sweep(now, windowMs);
    }
    window.count += 1;
    if (window.count > rule.limit) {
      throw rateLimited(Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)));
    }
  }

  /** Forgets a key, e.g. after a successful sign-in. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, window] of this.windows) if (now - window.startedAt >= windowMs) this.windows.delete(key);
  }
}

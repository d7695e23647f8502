import { CAPTCHA_AFTER_FAILURES, FAILURE_WINDOW_SECONDS } from './rate-rules.ts';

/**
 * Failed password sign-ins per account name (e-mail or telephone, known or
 * not, so the captcha does not reveal which accounts exist), kept in memory
 * like the rate limits.
 */
export class LoginFailures {
  private failures = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  private recent(key: string): number[] {
    const since = this.now() - FAILURE_WINDOW_SECONDS * 1000;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  captchaRequired(key: string): boolean {
    return this.recent(key).length >= CAPTCHA_AFTER_FAILURES;
  }

  /** Counts a failure; returns whether the next attempt needs a captcha. */
  record(key: string): boolean {
    const times = this.recent(key);
    times.push(this.now());
    this.failures.set(key, times);
    if (this.failures.size > 100_000) for (const name of [...this.failures.keys()].slice(0, 10_000)) this.recent(name);
    return times.length >= CAPTCHA_AFTER_FAILURES;
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

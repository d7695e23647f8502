import type { Database } from '../../platform/db/open.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';

/** What the captcha feature is built from. */
export interface CaptchaDeps {
  db: Database;
  now: () => Date;
  rateLimiter: RateLimiter;
  /**
   * Test servers only (CAPTCHA_TEST_ANSWER): every image shows this answer, so end-to-end tests can
   * type it as a person would read it. The server refuses it next to live mail or payments.
   */
  fixedAnswer?: string;
}

import type { Database } from '../../platform/db/open.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';

/** What the captcha feature is built from. */
export interface CaptchaDeps {
  db: Database;
  now: () => Date;
  rateLimiter: RateLimiter;
}

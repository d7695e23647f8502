import type { Database } from '../../shared/db/open.ts';
import type { RateLimiter } from '../../shared/http/rate-limit.ts';

/** What the captcha feature is built from. */
export interface CaptchaDeps {
  db: Database;
  now: () => Date;
  rateLimiter: RateLimiter;
}

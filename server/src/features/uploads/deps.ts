import type { RateLimiter } from '../../platform/http/rate-limit.ts';

/** What the uploads feature is built from. */
export interface UploadsDeps {
  rateLimiter: RateLimiter;
}

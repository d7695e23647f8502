import type { Database } from '../../platform/db/open.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import type { MailDelivery } from '../../platform/mail/delivery.ts';

/** What the RFQ feature is built from. */
export interface RfqDeps {
  db: Database;
  now: () => Date;
  rateLimiter: RateLimiter;
  /** Nudged after an RFQ's mail is committed, so it goes out at once. */
  mail: MailDelivery;
}

import type { Database } from '../../shared/db/open.ts';
import type { RateLimiter } from '../../shared/http/rate-limit.ts';
import type { MailDelivery } from '../../shared/mail/delivery.ts';

/** What the RFQ feature is built from. */
export interface RfqDeps {
  db: Database;
  now: () => Date;
  rateLimiter: RateLimiter;
  /** Nudged after an RFQ's mail is committed, so it goes out at once. */
  mail: MailDelivery;
}

import type { Database } from '../../platform/db/open.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import type { MailDelivery } from '../../platform/mail/delivery.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';

/** What the RFQ feature is built from. */
export interface RfqDeps {
  db: Database;
  now: () => Date;
  rateLimiter: RateLimiter;
  /** Nudged after an RFQ's mail is committed, so it goes out at once. */
  mail: MailDelivery;
  /** The RFQ's currency, for the prices in quote mails. */
  currencies: CurrencyBook;
}

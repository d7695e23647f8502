import type { Database } from '../../platform/db/open.ts';
import type { MailDelivery } from '../../platform/mail/delivery.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';

/** What the supplier feature is built from. */
export interface SupplierDeps {
  db: Database;
  now: () => Date;
  /** Nudged after a code or a review mail is committed, so it goes out at once. */
  mail: MailDelivery;
  /** The currencies an excess list's prices may be in. */
  currencies: CurrencyBook;
  /** Limits how often an account may have a whole spreadsheet read. */
  rateLimiter: RateLimiter;
}

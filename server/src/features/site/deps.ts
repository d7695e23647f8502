import type { Database } from '../../shared/db/open.ts';
import type { RateLimiter } from '../../shared/http/rate-limit.ts';
import type { CurrencyBook } from '../../shared/money/currency-book.ts';

/** What the site feature is built from. */
export interface SiteDeps {
  db: Database;
  now: () => Date;
  currencies: CurrencyBook;
  rateLimiter: RateLimiter;
}

import type { Database } from '../../platform/db/open.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';

/** What the BOM feature is built from. */
export interface BomDeps {
  db: Database;
  now: () => Date;
  currencies: CurrencyBook;
  rateLimiter: RateLimiter;
}

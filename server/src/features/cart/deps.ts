import type { Database } from '../../platform/db/open.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';

/** What the cart feature is built from. */
export interface CartDeps {
  db: Database;
  now: () => Date;
  currencies: CurrencyBook;
}

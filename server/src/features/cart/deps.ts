import type { Database } from '../../shared/db/open.ts';
import type { CurrencyBook } from '../../shared/money/currency-book.ts';

/** What the cart feature is built from. */
export interface CartDeps {
  db: Database;
  now: () => Date;
  currencies: CurrencyBook;
}

import type { Database } from '../../platform/db/open.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';

/** What part-number search is built from. */
export interface SearchDeps {
  db: Database;
  currencies: CurrencyBook;
}

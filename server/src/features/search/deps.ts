import type { Database } from '../../shared/db/open.ts';
import type { CurrencyBook } from '../../shared/money/currency-book.ts';

/** What part-number search is built from. */
export interface SearchDeps {
  db: Database;
  currencies: CurrencyBook;
}

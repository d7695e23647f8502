import type { Database } from '../../platform/db/open.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';

/** What the credit feature is built from. */
export interface CreditDeps {
  db: Database;
  now: () => Date;
  currencies: CurrencyBook;
}

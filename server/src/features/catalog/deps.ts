import type { Database } from '../../shared/db/open.ts';
import type { CurrencyBook } from '../../shared/money/currency-book.ts';
import type { GoodsReads } from './goods-with-skus.ts';

/** What the catalog feature is built from. */
export interface CatalogDeps {
  db: Database;
  currencies: CurrencyBook;
  /** A part with its offers by id, as the product page reads it; at most the cache's time old. */
  goodsReads: GoodsReads;
}

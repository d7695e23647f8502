import type { Database } from '../../platform/db/open.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';
import type { GoodsReads } from './goods-with-skus.ts';

/** What the catalog feature is built from. */
export interface CatalogDeps {
  db: Database;
  currencies: CurrencyBook;
  /** A part with its offers by id, as the product page reads it; at most the cache's time old. */
  goodsReads: GoodsReads;
}

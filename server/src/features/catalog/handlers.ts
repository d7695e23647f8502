import type { Handlers } from '../../platform/http/handler.ts';
import { categoryHandlers } from './categories.ts';
import { categoryListingHandlers } from './category-listing.ts';
import type { CatalogDeps } from './deps.ts';
import { goodsDetailHandlers } from './goods-detail.ts';
import { homeContentHandlers } from './home-content.ts';
import { manufacturerHandlers } from './manufacturers.ts';

/** The catalog calls: categories, manufacturers, parts and the home page blocks. */
export const catalogHandlers = (deps: CatalogDeps): Handlers => ({
  ...categoryHandlers(deps),
  ...categoryListingHandlers(deps),
  ...manufacturerHandlers(deps),
  ...goodsDetailHandlers(deps),
  ...homeContentHandlers(deps),
});

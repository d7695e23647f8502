/**
 * The catalog: categories, manufacturers, parts with their offers, the home
 * page blocks and the pictures drawn from them. Search and the site's news
 * build on what it exports here.
 */
import type { Hono } from 'hono';
import type { CatalogDeps } from './deps.ts';
import { catalogHandlers } from './handlers.ts';
import { registerCatalogImages } from './images/image-routes.ts';

export { catalogSnapshot, type CatalogSnapshot } from './catalog-snapshot.ts';
export { categoryLink, manufacturerLink } from './category-views.ts';
export type { CatalogDeps } from './deps.ts';
export { cardsByIds, GOODS_CARD_COLUMNS, toGoodsCard, type CardContext, type GoodsCard, type GoodsCardRow } from './goods-card.ts';
export { keywordTerms } from './keyword-terms.ts';
export { catalogMessages } from './messages.ts';
export { orderableQuantity, SKU_JSON, toSkuOffer, usdUnitPriceAt, type SkuOffer, type SkuRow } from './offers.ts';
export { partsWithOffers, type PartWithOffers } from './parts-with-offers.ts';
export { seedHomeContent } from './seed-home-content.ts';
export { refreshCatalogStats } from './stats-refresh.ts';
export { followSkuStock } from './stock-follow.ts';

export function createCatalogFeature(deps: CatalogDeps) {
  return {
    handlers: catalogHandlers(deps),
    /** The catalog's pictures: parts, manufacturers, categories and banners. */
    registerRoutes: (app: Hono) => registerCatalogImages(app, deps.db),
  };
}

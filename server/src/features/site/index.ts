/**
 * The site around the catalog: per-variant config, languages, SEO, content
 * pages, news (with the news about a part), form options, shipping,
 * currencies, feedback, newsletter, China regions, and their pictures.
 */
import type { Hono } from 'hono';
import type { SiteDeps } from './deps.ts';
import { siteHandlers } from './handlers.ts';
import { registerSiteImages } from './site-images.ts';

export type { SiteDeps } from './deps.ts';
export { publishedNewsIds } from './news.ts';
export { currencySeed } from './seed-data/currencies.ts';
export { refreshContentPages, seedSiteContent } from './seed-site-content.ts';
export { shippingOptionsFor } from './shipping.ts';

export function createSiteFeature(deps: SiteDeps) {
  return {
    handlers: siteHandlers(deps),
    /** The pictures the site content refers to: news covers and the variants' logos. */
    registerRoutes: (app: Hono) => registerSiteImages(app, deps.db),
  };
}

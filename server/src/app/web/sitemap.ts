import { asc, sql } from 'drizzle-orm';
import { publishedNewsIds } from '../../features/site/index.ts';
import type { Database } from '../../platform/db/open.ts';
import { categories, manufacturers } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { categoryPageUrl, goodsPageUrl, manufacturerPageUrl, newsPageUrl } from '../../platform/shop-urls.ts';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); product ids are split into ranges of this size. */
export const PRODUCT_IDS_PER_SITEMAP = 50_000;

/** Entry pages of the shop that are the same in every variant. */
const ENTRY_PAGES = ['/', '/category', '/manufacturer', '/news', '/featured', '/keywords', '/lead-time-buy', '/about', '/about/contact'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function urlSet(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /sitemap.xml: the index of the page sitemap and one product sitemap per id range. */
export async function sitemapIndex(db: Database, origin: string): Promise<string> {
  const [range] = await queryRows<{ first: number | null; last: number | null }>(db, sql`select min(id) as first, max(id) as last from goods`);
  const files = ['/sitemaps/pages.xml'];
  if (range?.first != null && range.last != null) {
    for (let bucket = Math.floor(range.first / PRODUCT_IDS_PER_SITEMAP); bucket <= Math.floor(range.last / PRODUCT_IDS_PER_SITEMAP); bucket++) files.push(`/sitemaps/products-${bucket}.xml`);
  }
  const entries = files.map((file) => `  <sitemap><loc>${escapeXml(origin + file)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Entry pages, every category, manufacturer and published article. */
export async function pagesSitemap(db: Database, origin: string, now: Date): Promise<string> {
  const [categoryRows, manufacturerRows, newsIds] = await Promise.all([
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)),
    db.select({ id: manufacturers.id }).from(manufacturers).orderBy(asc(manufacturers.id)),
    publishedNewsIds(db, now),
  ]);
  return urlSet(origin, [
    ...ENTRY_PAGES,
    ...categoryRows.map((row) => categoryPageUrl(row.id)),
    ...manufacturerRows.map((row) => manufacturerPageUrl(row.id)),
    ...newsIds.map((id) => newsPageUrl(id)),
  ]);
}

/** Product ids are PostgreSQL integers: no range starting above this holds a product. */
const LARGEST_ID = 2_147_483_647;

/**
 * The product pages whose ids fall in one range (read from the primary key
 * index in order), or undefined when the range holds no product: the index
 * never names such a file, so it does not exist.
 */
export async function productsSitemap(db: Database, origin: string, bucket: number): Promise<string | undefined> {
  const first = bucket * PRODUCT_IDS_PER_SITEMAP;
  if (first > LARGEST_ID) return undefined;
  const last = Math.min(first + PRODUCT_IDS_PER_SITEMAP - 1, LARGEST_ID);
  const rows = await queryRows<{ id: number }>(db, sql`select id from goods where id between ${first} and ${last} order by id`);
  return rows.length > 0 ? urlSet(origin, rows.map((row) => goodsPageUrl(row.id))) : undefined;
}

/** Personal and transactional pages stay out of search engines, in every language. */
const PRIVATE_PATHS = ['/myaccount', '/shoppingcart', '/pay', '/login', '/register', '/exit', '/forgotpassword', '/rfq/successful', '/s?', '/compare?'];

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', ...PRIVATE_PATHS.flatMap((path) => [`Disallow: ${path}`, `Disallow: /*${path}`]), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`];
  return `${lines.join('\n')}\n`;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import {
  chinaRegions,
  contentPages,
  countries,
  currencies,
  formOptions,
  goods,
  newsArticles,
  newsArticleTags,
  newsTags,
  pageSeo,
  shippingOptions,
  shippingRates,
  siteConfigs,
  siteLabels,
  siteLanguages,
} from '../../platform/db/schema/index.ts';
import { partNumberKey } from '../../platform/search-keys.ts';
import type { SeedRandom } from '../../platform/seed-random.ts';
import { chinaRegionSeed } from './seed-data/china-regions.ts';
import { contentPageSeed } from './seed-data/content-pages-all.ts';
import { countrySeed } from './seed-data/countries.ts';
import { currencySeed } from './seed-data/currencies.ts';
import { formOptionSeed } from './seed-data/form-options.ts';
import { newsArticleSeed } from './seed-data/news-articles.ts';
import { newsTagSeed } from './seed-data/news-tags.ts';
import { pageSeoSeed } from './seed-data/page-seo.ts';
import { shippingOptionSeed, shippingRateSeed } from './seed-data/shipping.ts';
import { siteConfigSeed, siteLanguageSeed } from './seed-data/site-configs.ts';
import { siteLabelSeed } from './seed-data/site-labels.ts';

/**
 * Writes the content pages the site ships with, on the first seed and on
 * every later start (so a database seeded by an earlier version gets the new
 * texts): new pages are added, and a page is overwritten only when the
 * shipped text is newer than the stored one, so a page edited later in the
 * back office keeps its edit. One statement; running it again changes
 * nothing. Returns how many pages were written.
 */
export async function refreshContentPages(db: Database): Promise<number> {
  const written = await db
    .insert(contentPages)
    .values(
      contentPageSeed.map((page) => ({
        pageKey: page.pageKey,
        title: page.title,
        content: page.content,
        seo: page.seo,
        updateTime: new Date(page.updated),
      })),
    )
    .onConflictDoUpdate({
      target: contentPages.pageKey,
      set: { title: sql`excluded.title`, content: sql`excluded.content`, seo: sql`excluded.seo`, updateTime: sql`excluded.update_time` },
      setWhere: sql`${contentPages.updateTime} < excluded.update_time`,
    })
    .returning({ pageKey: contentPages.pageKey });
  return written.length;
}

/** Goods ids of the part numbers the articles mention, looked up through the part-number index. */
async function goodsIdsByPartNumber(db: Database, partNumbers: string[]): Promise<Map<string, number>> {
  const keys = [...new Set(partNumbers.map(partNumberKey))];
  const ids = new Map<string, number>();
  if (keys.length === 0) return ids;
  const rows = await db
    .select({ id: goods.id, key: goods.partNumberKey })
    .from(goods)
    .where(sql`${goods.partNumberKey} in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})`)
    .orderBy(goods.id);
  for (const row of rows) if (!ids.has(row.key)) ids.set(row.key, row.id);
  return ids;
}

/**
 * Fills the site's own content: currencies, the four variants' configs and
 * languages, news with tags (linked to catalog goods that exist), labels, form
 * options, countries, China regions, shipping, content pages and page SEO.
 * Runs after the catalog, in one transaction. The content is written by hand,
 * so `random` is not needed today; it keeps the seed steps' common signature.
 */
export async function seedSiteContent(db: Database, random: SeedRandom): Promise<void> {
  void random;
  const linkedGoods = await goodsIdsByPartNumber(
    db,
    newsArticleSeed.flatMap((article) => article.partNumbers),
  );
  await db.transaction(async (tx) => {
    // The site owns currency symbols and states (JPY shows as JP¥); an earlier step's rows are brought in line.
    await tx
      .insert(currencies)
      .values(currencySeed)
      .onConflictDoUpdate({
        target: currencies.code,
        set: {
          symbol: sql`excluded.symbol`,
          state: sql`excluded.state`,
          ratePerUsd: sql`excluded.rate_per_usd`,
          unitDecimals: sql`excluded.unit_decimals`,
          totalDecimals: sql`excluded.total_decimals`,
          sort: sql`excluded.sort`,
        },
      });
    await tx.insert(siteConfigs).values(siteConfigSeed);
    await tx.insert(siteLanguages).values(siteLanguageSeed);
    await tx.insert(newsTags).values(newsTagSeed);
    await tx.insert(newsArticles).values(
      newsArticleSeed.map((article) => ({
        id: article.id,
        title: article.title,
        summary: article.summary,
        content: article.content,
        seo: article.seo,
        coverImage: `/images/news/${article.id}.svg`,
        author: article.author,
        relatedGoodsIds: article.partNumbers.flatMap((partNumber) => linkedGoods.get(partNumberKey(partNumber)) ?? []),
        viewCount: article.views,
        publishTime: article.published ? new Date(article.published) : null,
        updateTime: new Date(article.updated),
      })),
    );
    await tx.insert(newsArticleTags).values(newsArticleSeed.flatMap((article) => article.tagIds.map((tagId) => ({ newsId: article.id, tagId }))));
    await tx.insert(siteLabels).values(siteLabelSeed);
    await tx.insert(formOptions).values(formOptionSeed);
    await tx.insert(countries).values(countrySeed());
    await tx.insert(chinaRegions).values(chinaRegionSeed);
    await tx.insert(shippingOptions).values(shippingOptionSeed);
    await tx.insert(shippingRates).values(shippingRateSeed);
    await refreshContentPages(tx);
    await tx.insert(pageSeo).values(pageSeoSeed);
  });
}

import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { newsArticles, newsArticleTags } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Handler } from '../../platform/http/handler.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import { newsPageUrl } from '../../platform/shop-urls.ts';
import { cardsByIds, catalogSnapshot } from '../catalog/index.ts';
import type { SiteDeps } from './deps.ts';
import { localized, localizedSeo } from './localize.ts';
import { siteMessages } from './messages.ts';
import { published, summaries, tagNames, type ArticleRow, type NewsSummary } from './news.ts';

/** The published neighbour just older (prev) or just newer (next) than the article, by publish time then id. */
async function neighbour(db: Database, article: ArticleRow, direction: 'prev' | 'next', now: Date, locale: LocaleCode) {
  const time = article.publishTime!;
  const before = or(lt(newsArticles.publishTime, time), and(eq(newsArticles.publishTime, time), lt(newsArticles.id, article.id)));
  const after = or(gt(newsArticles.publishTime, time), and(eq(newsArticles.publishTime, time), gt(newsArticles.id, article.id)));
  const [row] = await db
    .select({ id: newsArticles.id, title: newsArticles.title })
    .from(newsArticles)
    .where(and(published(now), direction === 'prev' ? before : after))
    .orderBy(...(direction === 'prev' ? [desc(newsArticles.publishTime), desc(newsArticles.id)] : [asc(newsArticles.publishTime), asc(newsArticles.id)]))
    .limit(1);
  return row ? { news_id: row.id, title: localized(row.title, locale), news_page_url: newsPageUrl(row.id) } : null;
}

/** Up to four published articles sharing the most tags with this one, newest first among equals. */
async function relatedNews(db: Database, article: ArticleRow, now: Date, locale: LocaleCode): Promise<NewsSummary[]> {
  const shared = sql<number>`count(*)`;
  const rows = await db
    .select({ article: newsArticles, shared })
    .from(newsArticleTags)
    .innerJoin(newsArticles, eq(newsArticles.id, newsArticleTags.newsId))
    .where(
      and(
        published(now),
        sql`${newsArticles.id} <> ${article.id}`,
        sql`${newsArticleTags.tagId} in (select tag_id from ${newsArticleTags} where news_id = ${article.id})`,
      ),
    )
    .groupBy(newsArticles.id)
    .orderBy(desc(shared), desc(newsArticles.publishTime), desc(newsArticles.id))
    .limit(4);
  return summaries(
    db,
    rows.map((row) => row.article),
    locale,
  );
}

export const getNewsDetail = (deps: SiteDeps): Handler<'getNewsDetail'> => async ({ params, locale, currency }) => {
  const { db } = deps;
  const now = deps.now();
  // Reading the article counts as a view.
  const [article] = await db
    .update(newsArticles)
    .set({ viewCount: sql`${newsArticles.viewCount} + 1` })
    .where(and(eq(newsArticles.id, params.newsId), published(now)))
    .returning();
  if (!article) throw notFound(siteMessages.newsNotFound);
  const [tags, prev, next, related, goods] = await Promise.all([
    tagNames(db, [article.id], locale),
    neighbour(db, article, 'prev', now, locale),
    neighbour(db, article, 'next', now, locale),
    relatedNews(db, article, now, locale),
    relatedGoods(db, article.relatedGoodsIds, locale, currency, deps.currencies),
  ]);
  return {
    news_id: article.id,
    title: localized(article.title, locale),
    summary: localized(article.summary, locale),
    content: localized(article.content, locale),
    cover_image: article.coverImage,
    tags: tags.get(article.id) ?? [],
    author: article.author,
    publish_time: isoTime(article.publishTime!),
    update_time: isoTime(article.updateTime),
    view_count: article.viewCount,
    seo: localizedSeo(article.seo, locale),
    prev,
    next,
    related_news: related,
    related_goods: goods,
  };
};

/** The parts the article mentions, with live stock and price in the request currency. */
async function relatedGoods(db: Database, goodsIds: number[], locale: LocaleCode, currency: Currency, currencies: CurrencyBook) {
  if (goodsIds.length === 0) return [];
  return cardsByIds(db, goodsIds, { snapshot: await catalogSnapshot(db), locale, currency, currencies });
}

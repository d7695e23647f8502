/** What every news view shares: the published filter, localized text in SQL, tag names and list summaries. */
import type { components } from '@chipmart/generated/internal/types';
import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/open.ts';
import { newsArticles, newsArticleTags, newsTags } from '../../platform/db/schema/index.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { newsPageUrl } from '../../platform/shop-urls.ts';
import { localized } from './localize.ts';

export type NewsSummary = components['schemas']['NewsSummary'];
export type ArticleRow = typeof newsArticles.$inferSelect;

/** Jsonb text in the locale with the English fallback, as SQL (for filtering in the request's language). */
export function localizedSql(column: SQL | AnyPgColumn, locale: LocaleCode): SQL {
  return sql`coalesce(nullif(${column} ->> ${locale}, ''), ${column} ->> 'en')`;
}

/** Published means a publish time that has come. */
export function published(now: Date): SQL {
  return and(isNotNull(newsArticles.publishTime), lte(newsArticles.publishTime, now))!;
}

/** Ids of the published articles, in id order (the sitemap lists their pages). */
export async function publishedNewsIds(db: Database, now: Date): Promise<number[]> {
  const rows = await db.select({ id: newsArticles.id }).from(newsArticles).where(published(now)).orderBy(asc(newsArticles.id));
  return rows.map((row) => row.id);
}

/** Tag names per article, in the locale. */
export async function tagNames(db: Database, newsIds: number[], locale: LocaleCode): Promise<Map<number, string[]>> {
  const byNews = new Map<number, string[]>(newsIds.map((id) => [id, []]));
  if (newsIds.length === 0) return byNews;
  const rows = await db
    .select({ newsId: newsArticleTags.newsId, names: newsTags.names })
    .from(newsArticleTags)
    .innerJoin(newsTags, eq(newsTags.id, newsArticleTags.tagId))
    .where(inArray(newsArticleTags.newsId, newsIds))
    .orderBy(asc(newsArticleTags.newsId), asc(newsTags.id));
  for (const row of rows) byNews.get(row.newsId)?.push(localized(row.names, locale));
  return byNews;
}

export function toSummary(row: ArticleRow, tags: string[], locale: LocaleCode): NewsSummary {
  return {
    news_id: row.id,
    title: localized(row.title, locale),
    summary: localized(row.summary, locale),
    cover_image: row.coverImage,
    tags,
    author: row.author,
    publish_time: isoTime(row.publishTime!),
    news_page_url: newsPageUrl(row.id),
  };
}

export async function summaries(db: Database, rows: ArticleRow[], locale: LocaleCode): Promise<NewsSummary[]> {
  const tags = await tagNames(
    db,
    rows.map((row) => row.id),
    locale,
  );
  return rows.map((row) => toSummary(row, tags.get(row.id) ?? [], locale));
}

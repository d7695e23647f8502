import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { newsArticles, newsArticleTags, newsTags } from '../../platform/db/schema/index.ts';
import type { Handler } from '../../platform/http/handler.ts';
import type { SiteDeps } from './deps.ts';
import { localized } from './localize.ts';
import { localizedSql, published, summaries } from './news.ts';

export const listNews = (deps: SiteDeps): Handler<'listNews'> => async ({ query, locale }) => {
  const { db } = deps;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const filters: SQL[] = [published(deps.now())];
  if (query.tag) {
    const tagName = localizedSql(sql`t.names`, locale);
    filters.push(
      sql`exists (select 1 from ${newsArticleTags} nat join ${newsTags} t on t.id = nat.tag_id
                  where nat.news_id = ${newsArticles.id} and lower(${tagName}) = lower(${query.tag.trim()}))`,
    );
  }
  if (query.keyword?.trim()) {
    const pattern = `%${query.keyword.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(or(sql`${localizedSql(newsArticles.title, locale)} ilike ${pattern}`, sql`${localizedSql(newsArticles.summary, locale)} ilike ${pattern}`)!);
  }
  const where = and(...filters);
  const [{ total }] = (await db.select({ total: count() }).from(newsArticles).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(newsArticles)
    .where(where)
    .orderBy(desc(newsArticles.publishTime), desc(newsArticles.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { lists: await summaries(db, rows, locale), total: Number(total), page, page_size: pageSize };
};

export const listNewsTags = (deps: SiteDeps): Handler<'listNewsTags'> => async ({ locale }) => {
  const newsCount = count(newsArticles.id);
  const rows = await deps.db
    .select({ id: newsTags.id, names: newsTags.names, newsCount })
    .from(newsTags)
    .innerJoin(newsArticleTags, eq(newsArticleTags.tagId, newsTags.id))
    .innerJoin(newsArticles, and(eq(newsArticles.id, newsArticleTags.newsId), published(deps.now())))
    .groupBy(newsTags.id, newsTags.names)
    .orderBy(desc(newsCount), asc(newsTags.id));
  return rows.map((row) => ({ tag_id: row.id, name: localized(row.names, locale), news_count: Number(row.newsCount) }));
};

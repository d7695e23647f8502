import { and, desc, isNotNull, lte, sql } from 'drizzle-orm';
import { newsArticles } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Handlers } from '../../platform/http/handler.ts';
import { catalogMessages } from '../catalog/index.ts';
import type { SiteDeps } from './deps.ts';
import { summaries } from './news.ts';

/**
 * Articles about a part, most relevant first: those that mention the part
 * itself, then those about parts of its category, then those naming its
 * manufacturer; newest first within each. The news table is small (hundreds
 * of articles), so scoring every published article is cheap.
 */
export const relatedBlogHandlers = (deps: SiteDeps): Handlers => ({
  listGoodsRelatedBlogs: async ({ locale, params, query }) => {
    const [part] = await queryRows<{ id: number; category_id: number; manufacturer_name: string }>(
      deps.db,
      sql`select g.id, g.category_id, m.name as manufacturer_name from goods g join manufacturers m on m.id = g.manufacturer_id where g.id = ${params.goodsId}`,
    );
    if (!part) throw notFound(catalogMessages.goodsNotFound);
    const limit = query.limit ?? 4;
    const score = sql<number>`(case
        when ${newsArticles.relatedGoodsIds} @> ${JSON.stringify([part.id])}::jsonb then 3
        when exists (select 1 from jsonb_array_elements_text(${newsArticles.relatedGoodsIds}) as mentioned(goods_id)
                     join goods other on other.id = mentioned.goods_id::int where other.category_id = ${part.category_id}) then 2
        when (${newsArticles.title} ->> 'en') ilike ${`%${part.manufacturer_name.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} then 1
        else 0 end)`;
    const rows = await deps.db
      .select()
      .from(newsArticles)
      .where(and(isNotNull(newsArticles.publishTime), lte(newsArticles.publishTime, deps.now()), sql`${score} > 0`))
      .orderBy(desc(score), desc(newsArticles.publishTime), desc(newsArticles.id))
      .limit(limit);
    return { goods_id: part.id, lists: await summaries(deps.db, rows, locale) };
  },
});

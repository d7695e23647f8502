import { sql } from 'drizzle-orm';
import { intArray, queryRows } from '../../platform/db/sql-rows.ts';
import type { Handlers } from '../../platform/http/handler.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { categoryPageUrl, goodsPageUrl } from '../../platform/shop-urls.ts';
import { catalogSnapshot } from './catalog-snapshot.ts';
import { categoryLink, categoryNode, leadingManufacturers, manufacturerLink } from './category-views.ts';
import type { CatalogDeps } from './deps.ts';

/** The tree, the home page counts, the navigation drop-down and popular categories. */
export const categoryHandlers = (deps: CatalogDeps): Handlers => ({
  getCategoryTree: async ({ locale }) => {
    const snapshot = await catalogSnapshot(deps.db);
    return {
      lists: snapshot.topCategoryIds.map((id) => categoryNode(snapshot, snapshot.category(id)!, locale)),
      updated_at: isoTime(snapshot.totals?.updatedAt ?? new Date(snapshot.loadedAt)),
    };
  },

  getCategoryStat: async ({ locale }) => {
    const snapshot = await catalogSnapshot(deps.db);
    const totals = snapshot.totals;
    return {
      parts_count: totals?.partsCount ?? 0,
      manufacturers_count: totals?.manufacturersCount ?? 0,
      suppliers_count: totals?.suppliersCount ?? 0,
      in_stock_parts_count: totals?.inStockPartsCount ?? 0,
      categories: snapshot.topCategoryIds.map((id) => {
        const entry = snapshot.category(id)!;
        const counts = snapshot.counts(id);
        return {
          category_id: id,
          name: localized(entry.names, locale),
          icon: entry.icon || null,
          goods_count: counts.goodsCount,
          in_stock_count: counts.inStockCount,
          manufacturer_count: counts.manufacturerCount,
          category_page_url: categoryPageUrl(id),
        };
      }),
      updated_at: isoTime(totals?.updatedAt ?? new Date(snapshot.loadedAt)),
    };
  },

  getNavPullData: async ({ locale }) => {
    const snapshot = await catalogSnapshot(deps.db);
    const hotByTop = await hotGoodsOfTopCategories(deps.db, snapshot.topCategoryIds.map((id) => snapshot.subtreeIds(id)), 6);
    return {
      lists: snapshot.topCategoryIds.map((id, index) => {
        const entry = snapshot.category(id)!;
        const node = categoryNode(snapshot, entry, locale);
        return {
          category_id: id,
          name: node.name,
          icon: node.icon,
          goods_count: node.goods_count,
          category_page_url: node.category_page_url,
          children: node.children,
          hot_goods: hotByTop[index]!.map((row) => ({
            goods_id: row.id,
            part_number: row.part_number,
            brand_name: snapshot.manufacturers.get(row.manufacturer_id)?.name ?? '',
            goods_page_url: goodsPageUrl(row.id),
          })),
          hot_manufacturers: leadingManufacturers(snapshot, id, 6).flatMap((row) => {
            const link = manufacturerLink(snapshot, row.manufacturerId);
            return link ? [link] : [];
          }),
        };
      }),
    };
  },

  listPopularCategories: async ({ locale, query }) => {
    const snapshot = await catalogSnapshot(deps.db);
    const limit = query.limit ?? 12;
    const rows = await queryRows<{ category_id: number }>(
      deps.db,
      sql`select category_id from popular_categories order by score desc, category_id limit ${limit}`,
    );
    return {
      lists: rows.flatMap((row) => {
        const entry = snapshot.category(row.category_id);
        return entry ? [categoryLink(entry, snapshot, locale)] : [];
      }),
    };
  },
});

interface HotRow {
  top_index: number;
  id: number;
  part_number: string;
  manufacturer_id: number;
}

/**
 * The most popular parts of each top category. Each leaf category is read
 * through its (category_id, popularity) index for a few rows only, so this
 * never sorts a whole top category.
 */
async function hotGoodsOfTopCategories(db: Parameters<typeof queryRows>[0], subtrees: number[][], perTop: number): Promise<HotRow[][]> {
  const pairs = subtrees.flatMap((ids, topIndex) => ids.map((id) => [topIndex, id] as const));
  const result: HotRow[][] = subtrees.map(() => []);
  if (pairs.length === 0) return result;
  const rows = await queryRows<HotRow>(
    db,
    sql`select c.top_index, h.id, h.part_number, h.manufacturer_id, h.popularity
        from unnest(${intArray(pairs.map((pair) => pair[0]))}, ${intArray(pairs.map((pair) => pair[1]))}) as c(top_index, category_id)
        cross join lateral (
          select g.id, g.part_number, g.manufacturer_id, g.popularity from goods g
          where g.category_id = c.category_id order by g.popularity desc limit ${perTop}
        ) h
        order by c.top_index, h.popularity desc, h.id`,
  );
  for (const row of rows) {
    const list = result[row.top_index]!;
    if (list.length < perTop) list.push(row);
  }
  return result;
}

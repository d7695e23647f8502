import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { catalogTotals, categories, categoryStats, PACKAGE_FACET } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { forgetCatalogSnapshot } from './catalog-snapshot.ts';

/**
 * Recounts the catalog in one pass over goods (per-category, per-manufacturer
 * and per-filter-value counts and the totals) so that requests read counts
 * instead of counting. Run after the seed and whenever the catalog changed
 * in bulk; the counts say when they were made (`updated_at`).
 */
export async function refreshCatalogStats(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    await tx.execute(sql`delete from manufacturer_category_stats`);
    await tx.execute(sql`insert into manufacturer_category_stats (manufacturer_id, category_id, goods_count, in_stock_count)
      select manufacturer_id, category_id, count(*)::int, (count(*) filter (where stock > 0))::int from goods group by manufacturer_id, category_id`);
    await tx.execute(sql`delete from category_facet_stats`);
    await tx.execute(sql`insert into category_facet_stats (category_id, facet, value, goods_count, in_stock_count)
      select g.category_id, p.key, p.value, count(*)::int, (count(*) filter (where g.stock > 0))::int
      from goods g cross join lateral jsonb_each_text(g.parameters) p
      where p.value <> '' group by g.category_id, p.key, p.value
      union all
      select category_id, ${PACKAGE_FACET}, package, count(*)::int, (count(*) filter (where stock > 0))::int from goods group by category_id, package`);

    // Roll the per-category counts up the (small) tree in memory.
    const pairs = await queryRows<{ manufacturer_id: number; category_id: number; goods_count: number; in_stock_count: number }>(
      database,
      sql`select manufacturer_id, category_id, goods_count, in_stock_count from manufacturer_category_stats`,
    );
    const tree = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const parentOf = new Map(tree.map((row) => [row.id, row.parentId]));
    const rolled = new Map<number, { goods: number; inStock: number; manufacturers: Set<number> }>(
      tree.map((row) => [row.id, { goods: 0, inStock: 0, manufacturers: new Set<number>() }]),
    );
    for (const pair of pairs) {
      let id: number | null | undefined = pair.category_id;
      for (let depth = 0; id !== null && id !== undefined && depth < 10; depth++) {
        const entry = rolled.get(id);
        if (!entry) break;
        entry.goods += pair.goods_count;
        entry.inStock += pair.in_stock_count;
        entry.manufacturers.add(pair.manufacturer_id);
        id = parentOf.get(id);
      }
    }
    await tx.delete(categoryStats);
    const statRows = [...rolled].map(([categoryId, entry]) => ({
      categoryId,
      goodsCount: entry.goods,
      inStockCount: entry.inStock,
      manufacturerCount: entry.manufacturers.size,
    }));
    for (let start = 0; start < statRows.length; start += 1000) await tx.insert(categoryStats).values(statRows.slice(start, start + 1000));

    const [suppliers] = await queryRows<{ count: number }>(database, sql`select count(distinct supplier_id)::int as count from skus`);
    const manufacturersWithParts = new Set(pairs.map((pair) => pair.manufacturer_id)).size;
    await tx.delete(catalogTotals);
    await tx.insert(catalogTotals).values({
      id: 1,
      partsCount: pairs.reduce((sum, pair) => sum + pair.goods_count, 0),
      manufacturersCount: manufacturersWithParts,
      suppliersCount: suppliers?.count ?? 0,
      inStockPartsCount: pairs.reduce((sum, pair) => sum + pair.in_stock_count, 0),
      updatedAt: now,
    });
  });
  forgetCatalogSnapshot(db);
}

import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { PACKAGE_FACET } from '../../platform/db/schema/index.ts';
import { intArray, queryRows } from '../../platform/db/sql-rows.ts';

interface FollowedPart {
  id: number;
  stock: number;
  category_id: number;
  manufacturer_id: number;
  package: string;
  parameters: Record<string, string>;
}

/**
 * After the stock of some SKUs changed inside a transaction (an order
 * reserved pieces, a cancellation gave them back), the parts follow in the
 * same transaction: goods.stock becomes the sum of its SKUs again (and
 * goods_search follows through its trigger), and where a part went out of
 * stock or back in, the catalog's in-stock counts (per manufacturer and
 * category, per filter value, per category up the tree, and the total) move
 * by one, so the counts stay those refreshCatalogStats would find.
 *
 * Rows are locked in a fixed order (parts by id, then each counts table by
 * key) so concurrent orders never wait on each other in a circle.
 */
export async function followSkuStock(tx: Database, goodsIds: readonly number[]): Promise<void> {
  const ids = [...new Set(goodsIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const before = await queryRows<{ id: number; stock: number }>(tx, sql`select id, stock from goods where id = any(${intArray(ids)}) order by id for update`);
  const wasInStock = new Map(before.map((row) => [row.id, Number(row.stock) > 0]));
  const after = await queryRows<FollowedPart>(
    tx,
    sql`update goods g set stock = t.total, updated_at = now()
      from (select goods_id, coalesce(sum(stock), 0)::int as total from skus where goods_id = any(${intArray(ids)}) group by goods_id) t
      where g.id = t.goods_id and g.stock <> t.total
      returning g.id, g.stock, g.category_id, g.manufacturer_id, g.package, g.parameters`,
  );
  const flips = after
    .map((part) => ({ part, delta: (Number(part.stock) > 0 ? 1 : 0) - (wasInStock.get(part.id) ? 1 : 0) }))
    .filter((flip) => flip.delta !== 0);
  if (flips.length > 0) await moveInStockCounts(tx, flips);
}

type Flip = { part: FollowedPart; delta: number };

async function moveInStockCounts(tx: Database, flips: Flip[]): Promise<void> {
  const pairs = new Map<string, { manufacturerId: number; categoryId: number; delta: number }>();
  const facets = new Map<string, { categoryId: number; facet: string; value: string; delta: number }>();
  const leafDeltas = new Map<number, number>();
  let total = 0;
  for (const { part, delta } of flips) {
    const pairKey = `${part.manufacturer_id}:${part.category_id}`;
    const pair = pairs.get(pairKey) ?? { manufacturerId: part.manufacturer_id, categoryId: part.category_id, delta: 0 };
    pair.delta += delta;
    pairs.set(pairKey, pair);
    const values: Array<[string, string]> = [[PACKAGE_FACET, part.package], ...Object.entries(part.parameters ?? {}).filter(([, value]) => value !== '')];
    for (const [facet, value] of values) {
      const key = JSON.stringify([part.category_id, facet, value]);
      const entry = facets.get(key) ?? { categoryId: part.category_id, facet, value, delta: 0 };
      entry.delta += delta;
      facets.set(key, entry);
    }
    leafDeltas.set(part.category_id, (leafDeltas.get(part.category_id) ?? 0) + delta);
    total += delta;
  }

  for (const pair of [...pairs.values()].sort((a, b) => a.manufacturerId - b.manufacturerId || a.categoryId - b.categoryId)) {
    await tx.execute(sql`update manufacturer_category_stats set in_stock_count = in_stock_count + ${pair.delta}
      where manufacturer_id = ${pair.manufacturerId} and category_id = ${pair.categoryId}`);
  }
  for (const facet of [...facets.values()].sort((a, b) => a.categoryId - b.categoryId || compareText(a.facet, b.facet) || compareText(a.value, b.value))) {
    await tx.execute(sql`update category_facet_stats set in_stock_count = in_stock_count + ${facet.delta}
      where category_id = ${facet.categoryId} and facet = ${facet.facet} and value = ${facet.value}`);
  }
  // Each leaf's change counts for the leaf and every category above it.
  const rolled = new Map<number, number>();
  for (const [leafId, delta] of leafDeltas) {
    for (const row of await queryRows<{ id: number }>(tx, ancestorsAndSelf(leafId))) rolled.set(row.id, (rolled.get(row.id) ?? 0) + delta);
  }
  for (const [categoryId, delta] of [...rolled].sort(([a], [b]) => a - b)) {
    if (delta !== 0) await tx.execute(sql`update category_stats set in_stock_count = in_stock_count + ${delta} where category_id = ${categoryId}`);
  }
  if (total !== 0) await tx.execute(sql`update catalog_totals set in_stock_parts_count = in_stock_parts_count + ${total} where id = 1`);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function ancestorsAndSelf(categoryId: number): SQL {
  return sql`with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from categories where id = ${categoryId}
      union all select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id where up.depth < 10
    ) select id from up`;
}

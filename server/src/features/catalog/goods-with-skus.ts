import { sql } from 'drizzle-orm';
import { BatchedReads } from '../../platform/db/batched-reads.ts';
import type { Database } from '../../platform/db/open.ts';
import { preparedQuery } from '../../platform/db/sql-rows.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { GOODS_CARD_COLUMNS, type GoodsCardRow } from './goods-card.ts';
import { SKU_JSON, type SkuRow } from './offers.ts';

/** A part with every column its page shows, and its offers. */
export interface GoodsWithSkus extends GoodsCardRow {
  parameters: Record<string, string>;
  lifecycle: number;
  rohs: number;
  msl: string | null;
  eccn: string | null;
  hts_code: string | null;
  updated_at: string;
  skus: SkuRow[];
}

/**
 * Parts with their SKUs by id, in one round trip (the product page is the
 * hottest read). The ids travel as one array literal (`{1,2,3}`), which both
 * engines take for `int[]`.
 */
const goodsWithSkusQuery = preparedQuery<GoodsWithSkus>(
  'goods_with_skus',
  sql`select ${GOODS_CARD_COLUMNS}, g.parameters, g.lifecycle, g.rohs, g.msl, g.eccn, g.hts_code, g.updated_at,
        coalesce((select json_agg(${sql.raw(SKU_JSON)}) from skus s where s.goods_id = g.id), '[]'::json) as skus
      from goods g where g.id = any(${sql.raw('$1')}::int[])`,
);

/** The parts a turn of the event loop asks for, read together (each request its own part still costs one row, not one statement). */
const goodsWithSkusReads = new WeakMap<Database, BatchedReads<number, GoodsWithSkus>>();

function batchedReads(db: Database): BatchedReads<number, GoodsWithSkus> {
  let reads = goodsWithSkusReads.get(db);
  if (!reads) {
    reads = new BatchedReads(async (ids) => {
      const rows = await goodsWithSkusQuery(db, [`{${ids.join(',')}}`]);
      return new Map(rows.map((row) => [row.id, row]));
    });
    goodsWithSkusReads.set(db, reads);
  }
  return reads;
}

/** Parts with their offers by id, kept in memory for a few seconds (ADR 0023). */
export type GoodsReads = ReadCache<number, GoodsWithSkus | undefined>;

/** The part with its offers, from the short-lived read cache (the product page's calls all read it). */
export function readGoodsWithSkus(db: Database, goodsReads: GoodsReads, goodsId: number): Promise<GoodsWithSkus | undefined> {
  return goodsReads.get(goodsId, () => batchedReads(db).get(goodsId));
}

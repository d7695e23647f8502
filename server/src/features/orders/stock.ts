import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { followSkuStock } from '../catalog/index.ts';

export interface StockClaim {
  skuId: number;
  goodsId: number;
  num: number;
}

/** Why a reservation failed: the first SKU that could not give the pieces, and what it has now. */
export interface StockShortage {
  skuId: number;
  num: number;
  stock: number;
}

/**
 * Takes the pieces of every claim off its SKU, all or nothing, in the
 * caller's transaction: one conditional UPDATE per SKU (stock >= wanted), in
 * ascending SKU id order so two orders sharing SKUs never deadlock. The parts
 * and the catalog's counts follow in the same transaction. Returns the
 * shortage that stopped it (the caller rolls back), or null.
 */
export async function reserveStock(tx: Database, claims: readonly StockClaim[]): Promise<StockShortage | null> {
  for (const claim of [...claims].sort((a, b) => a.skuId - b.skuId)) {
    const taken = await queryRows<{ id: number }>(tx, sql`update skus set stock = stock - ${claim.num}, updated_at = now() where id = ${claim.skuId} and stock >= ${claim.num} returning id`);
    if (taken.length === 0) {
      const [now] = await queryRows<{ stock: number }>(tx, sql`select stock from skus where id = ${claim.skuId}`);
      return { skuId: claim.skuId, num: claim.num, stock: Math.max(0, Number(now?.stock ?? 0)) };
    }
  }
  await followSkuStock(
    tx,
    claims.map((claim) => claim.goodsId),
  );
  return null;
}

/** Gives the pieces back to their SKUs (a cancelled or expired order), in the same lock order as reserving. */
export async function releaseStock(tx: Database, claims: readonly StockClaim[]): Promise<void> {
  for (const claim of [...claims].sort((a, b) => a.skuId - b.skuId)) {
    await tx.execute(sql`update skus set stock = stock + ${claim.num}, updated_at = now() where id = ${claim.skuId}`);
  }
  await followSkuStock(
    tx,
    claims.map((claim) => claim.goodsId),
  );
}

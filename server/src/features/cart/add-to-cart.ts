import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { cartLines, goods, skus } from '../../platform/db/schema/index.ts';
import { quantityRuleBroken, stockShortfall, type QuantityRuleBroken, type StockShortfall } from './quantity-rules.ts';

export interface AddRequest {
  goodsId: number;
  skuId: number;
  cartNum: number;
  source?: { kind: string; id: number | null };
}

export interface Offer {
  partNumber: string;
  stock: number;
  moq: number;
  increment: number;
  priced: boolean;
}

export type AddOutcome =
  | { result: 'added' | 'merged'; cartId: number; cartNum: number; offer: Offer }
  | { result: 'not_found'; offer: undefined }
  | { result: 'not_priced'; offer: Offer }
  | { result: 'invalid_quantity'; rule: QuantityRuleBroken; offer: Offer }
  | { result: 'sold_out' | 'understock'; shortfall: StockShortfall; offer: Offer };

/** The SKU, if it is an offer of that part. */
async function findOffer(db: Database, goodsId: number, skuId: number): Promise<Offer | undefined> {
  const [row] = await db
    .select({ partNumber: goods.partNumber, stock: skus.stock, moq: skus.moq, increment: skus.increment, priceBreaks: skus.priceBreaks })
    .from(skus)
    .innerJoin(goods, eq(goods.id, skus.goodsId))
    .where(and(eq(skus.id, skuId), eq(skus.goodsId, goodsId)))
    .limit(1);
  if (!row) return undefined;
  return { partNumber: row.partNumber, stock: row.stock, moq: row.moq, increment: row.increment, priced: row.priceBreaks.length > 0 };
}

async function lockedLine(db: Database, userId: number, skuId: number) {
  const [line] = await db
    .select({ id: cartLines.id, cartNum: cartLines.cartNum })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.skuId, skuId)))
    .for('update');
  return line;
}

/**
 * Puts pieces of an offer in the user's cart: on the SKU's existing line when
 * there is one, so the rules (MOQ, multiple, stock) apply to the quantity the
 * line ends up with. Run inside a transaction; a refused request changes nothing.
 */
export async function addToCart(db: Database, userId: number, request: AddRequest, now: Date): Promise<AddOutcome> {
  const offer = await findOffer(db, request.goodsId, request.skuId);
  if (!offer) return { result: 'not_found', offer: undefined };
  if (!offer.priced) return { result: 'not_priced', offer };
  if (!Number.isSafeInteger(request.cartNum) || request.cartNum < 1) return { result: 'invalid_quantity', rule: 'wholeNumber', offer };

  let existing = await lockedLine(db, userId, request.skuId);
  const check = (quantity: number): AddOutcome | undefined => {
    const rule = quantityRuleBroken(quantity, offer);
    if (rule) return { result: 'invalid_quantity', rule, offer };
    const shortfall = stockShortfall(quantity, offer);
    if (shortfall) return { result: shortfall === 'soldOut' ? 'sold_out' : 'understock', shortfall, offer };
    return undefined;
  };

  if (!existing) {
    const refused = check(request.cartNum);
    if (refused) return refused;
    const [inserted] = await db
      .insert(cartLines)
      .values({
        userId,
        goodsId: request.goodsId,
        skuId: request.skuId,
        cartNum: request.cartNum,
        selected: true,
        source: request.source?.kind ?? null,
        sourceId: request.source?.id ?? null,
        createTime: now,
        updateTime: now,
      })
      .onConflictDoNothing()
      .returning({ id: cartLines.id });
    if (inserted) return { result: 'added', cartId: inserted.id, cartNum: request.cartNum, offer };
    // Another request of the same user created the line a moment ago: add to it instead.
    existing = await lockedLine(db, userId, request.skuId);
    if (!existing) throw new Error('A cart line vanished between a conflicting insert and its read');
  }

  const cartNum = existing.cartNum + request.cartNum;
  const refused = check(cartNum);
  if (refused) return refused;
  await db.update(cartLines).set({ cartNum, updateTime: now }).where(eq(cartLines.id, existing.id));
  return { result: 'merged', cartId: existing.id, cartNum, offer };
}

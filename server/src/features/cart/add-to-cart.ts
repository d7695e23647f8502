import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { cartLines, goods, skus } from '../../platform/db/schema/index.ts';
import { quantityRuleBroken, stockShortfall, type QuantityRuleBroken, type StockShortfall } from './quantity-rules.ts';

export interface AddRequest {
  goodsId: number;
  skuId: number;
  cartNum: number;
  source?: { kind: string; id: number | null };
  /** An RFQ quote for this SKU, already checked as the buyer's own and valid: the line is the quote's own line, on its terms. */
  quote?: { id: number; moq: number; quantity: number };
}

export interface Offer {
  partNumber: string;
  stock: number;
  moq: number;
  increment: number;
  priced: boolean;
  quote_quantity?: number | null;
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

/** The SKU's catalog line, or the quote's own line. */
async function lockedLine(db: Database, userId: number, skuId: number, quoteId: number | null) {
  const [line] = await db
    .select({ id: cartLines.id, cartNum: cartLines.cartNum })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.skuId, skuId), quoteId === null ? isNull(cartLines.rfqQuoteId) : eq(cartLines.rfqQuoteId, quoteId)))
    .for('update');
  return line;
}

/** A quote sets its own terms: its MOQ, any whole number of pieces up to the quoted quantity, and its price stands in for the breaks. */
function termsOf(offer: Offer, quote: AddRequest['quote']): Offer {
  return quote ? { ...offer, moq: quote.moq, increment: 1, quote_quantity: quote.quantity, priced: true } : offer;
}

/**
 * Puts pieces of an offer in the user's cart: on the SKU's existing line when
 * there is one, so the rules (MOQ, multiple, stock) apply to the quantity the
 * line ends up with. Run inside a transaction; a refused request changes nothing.
 */
export async function addToCart(db: Database, userId: number, request: AddRequest, now: Date): Promise<AddOutcome> {
  const found = await findOffer(db, request.goodsId, request.skuId);
  if (!found) return { result: 'not_found', offer: undefined };
  const offer = termsOf(found, request.quote);
  const quoteId = request.quote?.id ?? null;
  if (!offer.priced) return { result: 'not_priced', offer };
  if (!Number.isSafeInteger(request.cartNum) || request.cartNum < 1) return { result: 'invalid_quantity', rule: 'wholeNumber', offer };

  let existing = await lockedLine(db, userId, request.skuId, quoteId);
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
        rfqQuoteId: quoteId,
        createTime: now,
        updateTime: now,
      })
      .onConflictDoNothing()
      .returning({ id: cartLines.id });
    if (inserted) return { result: 'added', cartId: inserted.id, cartNum: request.cartNum, offer };
    // Another request of the same user created the line a moment ago: add to it instead.
    existing = await lockedLine(db, userId, request.skuId, quoteId);
    if (!existing) throw new Error('A cart line vanished between a conflicting insert and its read');
  }

  const cartNum = existing.cartNum + request.cartNum;
  const refused = check(cartNum);
  if (refused) return refused;
  await db.update(cartLines).set({ cartNum, updateTime: now }).where(eq(cartLines.id, existing.id));
  return { result: 'merged', cartId: existing.id, cartNum, offer };
}

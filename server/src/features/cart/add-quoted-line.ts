import type { Database } from '../../platform/db/open.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { addToCart } from './add-to-cart.ts';
import { cartMessages } from './messages.ts';
import { quantityRefused, stockRefused } from './refusals.ts';

export interface QuotedLineRequest {
  goodsId: number;
  skuId: number;
  cartNum: number;
  quote: { id: number; moq: number; quantity: number };
}

/**
 * Puts pieces of an RFQ quote in the cart, on the quote's own line (added to
 * it when it exists). The caller has checked that the quote is the buyer's
 * and valid; this checks the quote's quantity terms and the SKU's stock, in
 * the caller's transaction, and throws the cart's refusals (422, 409, 404).
 */
export async function addQuotedLine(tx: Database, userId: number, request: QuotedLineRequest, now: Date, locale: LocaleCode) {
  const outcome = await addToCart(tx, userId, request, now);
  switch (outcome.result) {
    case 'not_found':
    case 'not_priced':
      throw notFound(cartMessages.offerNotFound);
    case 'invalid_quantity':
      throw quantityRefused('cart_num', outcome.rule, outcome.offer, locale);
    case 'sold_out':
    case 'understock':
      throw stockRefused(outcome.shortfall, outcome.offer, locale);
  }
  return { cartId: outcome.cartId, cartNum: outcome.cartNum, merged: outcome.result === 'merged' };
}

import type { components } from '@chipmart/generated/internal/types';
import type { BodyRuleFailure } from '../../platform/http/handler.ts';
import { cartMessages } from './messages.ts';

type CartStatus = components['schemas']['CartStatus'];

export interface OfferTerms {
  stock: number;
  moq: number;
  increment: number;
  /** On a line priced by an RFQ quote: the quoted quantity, the most the line may hold. */
  quote_quantity?: number | null;
}

/** Why a quantity cannot be ordered from an offer, before stock is looked at (422). */
export type QuantityRuleBroken = 'wholeNumber' | 'belowMoq' | 'notMultiple' | 'aboveQuote';
/** Why the offer cannot supply a valid quantity (409). */
export type StockShortfall = 'soldOut' | 'understock';

const isWholePieces = (quantity: number) => Number.isSafeInteger(quantity) && quantity >= 1;

/** The order rules of an offer: whole pieces, at least the MOQ, in multiples of the increment, no more than a quote is for. */
export function quantityRuleBroken(quantity: number, terms: OfferTerms): QuantityRuleBroken | undefined {
  if (!isWholePieces(quantity)) return 'wholeNumber';
  if (quantity < Math.max(1, terms.moq)) return 'belowMoq';
  if (quantity % Math.max(1, terms.increment) !== 0) return 'notMultiple';
  if (terms.quote_quantity != null && quantity > terms.quote_quantity) return 'aboveQuote';
  return undefined;
}

/**
 * A typed quantity that is no whole number of pieces, found on the raw body
 * before the contract's schema, so the buyer reads the cart's own words
 * ("Enter a whole number of pieces") instead of the schema's.
 */
export async function wholePiecesRule(rawBody: unknown): Promise<BodyRuleFailure[]> {
  const quantity = (rawBody as { cart_num?: unknown } | null)?.cart_num;
  return typeof quantity === 'number' && !isWholePieces(quantity) ? [{ field: 'cart_num', message: cartMessages.wholeNumber }] : [];
}

export function stockShortfall(quantity: number, terms: OfferTerms): StockShortfall | undefined {
  if (terms.stock <= 0) return 'soldOut';
  if (quantity > terms.stock) return 'understock';
  return undefined;
}

/** The line's state as the cart shows it (sold out before understock before a wrong quantity). */
export function cartStatusOf(line: OfferTerms & { cart_num: number }): CartStatus {
  const shortfall = stockShortfall(line.cart_num, line);
  if (shortfall === 'soldOut') return 1;
  if (shortfall === 'understock') return 2;
  return quantityRuleBroken(line.cart_num, line) ? 3 : 0;
}

/**
 * The quantity one plus or minus press leads to: the next valid quantity
 * above, or the largest multiple of the increment below (undefined when that
 * would fall under the MOQ: the line is deleted instead).
 */
export function steppedQuantity(current: number, step: 1 | -1, terms: OfferTerms): number | undefined {
  const increment = Math.max(1, terms.increment);
  const moq = Math.max(1, terms.moq);
  if (step === 1) return Math.ceil(Math.max(current + 1, moq) / increment) * increment;
  const below = Math.floor((current - 1) / increment) * increment;
  return below >= moq ? below : undefined;
}

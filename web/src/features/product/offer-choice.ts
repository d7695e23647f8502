import type { SkuOffer } from '@chipmart/generated/internal/model/index';
import { priceForQuantity, roundToOrderRules } from '@/shared/goods/quantity-price.ts';

/** What ordering `wanted` pieces from one offer comes to: the quantity after its rules, and its prices. */
export function offerQuote(offer: SkuOffer, wanted: number | undefined) {
  const quantity = roundToOrderRules(wanted ?? offer.moq, offer);
  return { quantity, price: priceForQuantity(offer.price_range, quantity), coversQuantity: offer.stock >= quantity };
}

/**
 * The offer the buyer gets unless they pick another: the first, in the
 * server's order (cheapest at the quantity first), that has the whole
 * quantity in stock; otherwise the first offer.
 */
export function defaultOffer(offers: readonly SkuOffer[], wanted: number | undefined): SkuOffer | undefined {
  return offers.find((offer) => offerQuote(offer, wanted).coversQuantity) ?? offers[0];
}

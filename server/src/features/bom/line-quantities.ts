import { orderableQuantity, usdUnitPriceAt, type SkuRow } from '../catalog/index.ts';

/** What a line needs: quantity per set × sets, plus attrition, rounded up; nothing for a DNP line. */
export function requiredQuantity(line: { quantity: number; dnp: boolean }, bom: { setCount: number; attritionPercent: number }): number {
  if (line.dnp) return 0;
  const exact = line.quantity * bom.setCount * (1 + bom.attritionPercent / 100);
  // 100 × 1.07 is 107.00000000000001 in floating point: round away that noise before rounding up.
  return Math.ceil(Math.round(exact * 1e6) / 1e6);
}

/** What pricing a line needs of an offer. */
export type PricedSku = Pick<SkuRow, 'id' | 'stock' | 'moq' | 'increment' | 'lead_time_days' | 'price_breaks'>;

/** One offer priced for a line's need (USD). */
export interface OfferForLine<Sku extends PricedSku = SkuRow> {
  sku: Sku;
  orderQty: number;
  usdUnitPrice: number;
  usdSubtotal: number;
  enoughStock: boolean;
}

/** An offer at the quantity a line needs, or undefined when the offer has no prices (quote only). */
export function offerForLine<Sku extends PricedSku>(sku: Sku, requiredQty: number): OfferForLine<Sku> | undefined {
  const orderQty = orderableQuantity(requiredQty, sku.moq, sku.increment);
  const usdUnitPrice = usdUnitPriceAt(sku.price_breaks, orderQty);
  if (usdUnitPrice === null) return undefined;
  return { sku, orderQty, usdUnitPrice, usdSubtotal: orderQty * usdUnitPrice, enoughStock: sku.stock >= orderQty };
}

/** The line's offers, cheapest subtotal first, offers with enough stock before the others. */
export function offersForLine(skus: SkuRow[], requiredQty: number): OfferForLine[] {
  return skus
    .flatMap((sku) => offerForLine(sku, requiredQty) ?? [])
    .sort((a, b) => Number(b.enoughStock) - Number(a.enoughStock) || a.usdSubtotal - b.usdSubtotal || a.sku.lead_time_days - b.sku.lead_time_days || a.sku.id - b.sku.id);
}

/** The offer matching picks: the lowest subtotal among offers with enough stock; none when no offer has enough. */
export function bestOffer(skus: SkuRow[], requiredQty: number): OfferForLine | undefined {
  const best = offersForLine(skus, Math.max(1, requiredQty))[0];
  return best?.enoughStock ? best : undefined;
}

import type { SkuOffer } from '@chipmart/generated/internal/model/index';
import { describe, expect, it } from 'vitest';
import { defaultOffer, offerQuote } from './offer-choice.ts';

const offer = (sku_id: number, stock: number, moq: number, increment: number, breaks: [number, number][]): SkuOffer => ({
  sku_id,
  goods_id: 1,
  supplier_id: sku_id,
  supplier_name: `Supplier ${sku_id}`,
  supplier_code: `S${sku_id}`,
  stock,
  moq,
  increment,
  lead_time_days: 2,
  date_code: '2541+',
  packaging: 'Tape & Reel (TR)',
  currency_code: 'USD',
  currency_symbol: '$',
  price_range: breaks.map(([num, price]) => ({ num, price })),
});

const reel = offer(1, 3000, 1500, 1500, [[1500, 1.187], [3000, 1.123]]);
const cutTape = offer(2, 478, 1, 1, [[1, 2.442], [10, 2.031], [100, 1.689]]);

describe('quote for a wanted quantity', () => {
  it('rounds up to the offer rules and prices the rounded quantity', () => {
    expect(offerQuote(reel, 2000)).toEqual({ quantity: 3000, price: { unitPrice: 1.123, total: 3369 }, coversQuantity: true });
  });

  it('quotes the MOQ when nothing was typed', () => {
    expect(offerQuote(cutTape, undefined).quantity).toBe(1);
  });

  it('says when the offer lacks the stock for the quantity', () => {
    expect(offerQuote(cutTape, 500).coversQuantity).toBe(false);
  });
});

describe('offer chosen by default', () => {
  it('is the first offer that has the whole quantity in stock', () => {
    expect(defaultOffer([cutTape, reel], 1000)?.sku_id).toBe(1);
    expect(defaultOffer([cutTape, reel], 100)?.sku_id).toBe(2);
  });

  it('is the first offer when none has enough stock', () => {
    expect(defaultOffer([cutTape, reel], 100000)?.sku_id).toBe(2);
  });

  it('is none without offers', () => {
    expect(defaultOffer([], 10)).toBeUndefined();
  });
});

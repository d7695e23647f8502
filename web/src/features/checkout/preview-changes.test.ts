import type { OrderCheckoutLine, OrderCheckoutPreview } from '@chipmart/generated/internal/model/index';
import { describe, expect, it } from 'vitest';
import { hasChanges, previewChanges } from './preview-changes.ts';

const line = (sku_id: number, changes: Partial<OrderCheckoutLine> = {}) => ({ sku_id, part_number: `P${sku_id}`, unit_price: 1.5, num: 100, stock: 5000, cart_status: 0, ...changes }) as OrderCheckoutLine;
const preview = (lines: OrderCheckoutLine[], totals: Partial<OrderCheckoutPreview> = {}) => ({ lines, goods_price: 150, shipping_price: 20, realized_price: 170, ...totals }) as OrderCheckoutPreview;

describe('what changed between two previews', () => {
  it('finds nothing when price, quantity, status and totals stayed', () => {
    const same = previewChanges(preview([line(1)]), preview([line(1, { stock: 4900 })]));
    expect(hasChanges(same)).toBe(false);
  });

  it('keeps the old unit price and totals where they moved', () => {
    const changes = previewChanges(preview([line(1), line(2)]), preview([line(1, { unit_price: 1.62 }), line(2)], { goods_price: 162, realized_price: 182 }));
    expect(changes.lines.get(1)).toEqual({ unitPrice: 1.5 });
    expect(changes.lines.has(2)).toBe(false);
    expect(changes).toMatchObject({ goodsPrice: 150, realizedPrice: 170 });
    expect(changes.shippingPrice).toBeUndefined();
  });

  it('names a line that ran short, with the stock it had, and lines gone or new', () => {
    const changes = previewChanges(preview([line(1), line(2)]), preview([line(1, { stock: 40, cart_status: 2 }), line(3)]));
    expect(changes.lines.get(1)).toEqual({ stock: 5000, status: 0 });
    expect(changes.lines.get(3)).toEqual({ added: true });
    expect(changes.removed.map((gone) => gone.sku_id)).toEqual([2]);
  });
});

import type { OrderCheckoutPreview } from '@chipmart/generated/internal/model/index';
import { describe, expect, it } from 'vitest';
import { AttemptKeys, newIdempotencyKey, orderRequest } from './order-request.ts';

const preview = { can_submit: true, address_id: 12, billing_id: null, shipping_id: 2, realized_price: 118.7 } as OrderCheckoutPreview;
const notes = { remark: '  Pack in ESD bags ', po_number: '' };

describe('the order request', () => {
  it('places what the preview shows, at the total the buyer saw', () => {
    expect(orderRequest(preview, undefined, notes)).toEqual({ source: 'cart', address_id: 12, billing_id: null, shipping_id: 2, expected_realized_price: 118.7, remark: 'Pack in ESD bags' });
    expect(orderRequest(preview, { goods_id: 5, sku_id: 9, num: 100 }, { remark: '', po_number: 'PO-4471' })).toMatchObject({ source: 'buy_now', buy_now: { goods_id: 5, sku_id: 9, num: 100 }, po_number: 'PO-4471' });
  });

  it('is not made while the preview cannot be ordered', () => {
    expect(orderRequest({ ...preview, can_submit: false }, undefined, notes)).toBeUndefined();
  });
});

describe('idempotency keys', () => {
  it('are 32 characters the contract takes', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('stay the same for a retried attempt and change with the body or after an answer', () => {
    let made = 0;
    const keys = new AttemptKeys(() => `key-${++made}`);
    const request = orderRequest(preview, undefined, notes)!;
    expect(keys.keyFor(request)).toBe('key-1');
    expect(keys.keyFor({ ...request })).toBe('key-1');
    expect(keys.keyFor({ ...request, expected_realized_price: 120 })).toBe('key-2');
    keys.settle();
    expect(keys.keyFor({ ...request, expected_realized_price: 120 })).toBe('key-3');
  });
});

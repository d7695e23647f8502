import type { OrderAddRequest, OrderBuyNowItem, OrderCheckoutPreview } from '@chipmart/generated/internal/model/index';

/** The remark and purchase order number as typed. */
export interface OrderNotes {
  remark: string;
  po_number: string;
}

/**
 * The orders/add body for the preview on screen: its choices, and its total
 * as the price the buyer agreed to (the server answers 409 if it is not the
 * total any more). Undefined while the preview cannot be ordered.
 */
export function orderRequest(preview: OrderCheckoutPreview, buyNow: OrderBuyNowItem | undefined, notes: OrderNotes): OrderAddRequest | undefined {
  if (!preview.can_submit || preview.address_id === null || preview.shipping_id === null) return undefined;
  const remark = notes.remark.trim();
  const poNumber = notes.po_number.trim();
  return {
    source: buyNow ? 'buy_now' : 'cart',
    ...(buyNow ? { buy_now: buyNow } : {}),
    address_id: preview.address_id,
    billing_id: preview.billing_id,
    shipping_id: preview.shipping_id,
    expected_realized_price: preview.realized_price,
    ...(remark ? { remark } : {}),
    ...(poNumber ? { po_number: poNumber } : {}),
  };
}

/** A fresh Idempotency-Key: 32 random hex characters (the contract takes 8 to 64 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per attempt: the same body asks with the same key (a double click,
 * a retry after a lost answer), so the server places at most one order for
 * it; any change to the body is a new attempt with a new key.
 */
export class AttemptKeys {
  private body = '';
  private key = '';
  constructor(private readonly make: () => string = newIdempotencyKey) {}

  keyFor(request: OrderAddRequest): string {
    const body = JSON.stringify(request);
    if (body !== this.body || this.key === '') {
      this.body = body;
      this.key = this.make();
    }
    return this.key;
  }

  /** The attempt was answered for good (placed, or refused): the next one gets a new key. */
  settle(): void {
    this.key = '';
  }
}

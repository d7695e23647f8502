import type { OrderCheckoutLine, OrderCheckoutPreview } from '@chipmart/generated/internal/model/index';

/** How one line differs from what the buyer saw before: the old figures, where they changed. */
export interface LineChange {
  unitPrice?: number;
  num?: number;
  stock?: number;
  /** The line could be bought before and cannot now (or the other way round). */
  status?: number;
  /** The line is new in the preview. */
  added?: boolean;
}

/** What changed between the preview the buyer saw and the one now shown, keyed by the offer (sku_id). */
export interface PreviewChanges {
  lines: Map<number, LineChange>;
  /** Lines that were shown before and are gone now. */
  removed: OrderCheckoutLine[];
  /** Old totals that differ from the new ones. */
  goodsPrice?: number;
  shippingPrice?: number;
  realizedPrice?: number;
}

const differs = (before: number, after: number) => Math.abs(before - after) > 1e-9;

/** Compares two previews line by line and total by total; an empty result means nothing a buyer would notice changed. */
export function previewChanges(before: OrderCheckoutPreview, after: OrderCheckoutPreview): PreviewChanges {
  const old = new Map(before.lines.map((line) => [line.sku_id, line]));
  const lines = new Map<number, LineChange>();
  for (const line of after.lines) {
    const was = old.get(line.sku_id);
    if (!was) {
      lines.set(line.sku_id, { added: true });
      continue;
    }
    const change: LineChange = {};
    if (differs(was.unit_price, line.unit_price)) change.unitPrice = was.unit_price;
    if (was.num !== line.num) change.num = was.num;
    if (was.stock !== line.stock && (line.cart_status !== 0 || was.cart_status !== 0)) change.stock = was.stock;
    if (was.cart_status !== line.cart_status) change.status = was.cart_status;
    if (Object.keys(change).length > 0) lines.set(line.sku_id, change);
  }
  const kept = new Set(after.lines.map((line) => line.sku_id));
  const changes: PreviewChanges = { lines, removed: before.lines.filter((line) => !kept.has(line.sku_id)) };
  if (differs(before.goods_price, after.goods_price)) changes.goodsPrice = before.goods_price;
  if (differs(before.shipping_price, after.shipping_price)) changes.shippingPrice = before.shipping_price;
  if (differs(before.realized_price, after.realized_price)) changes.realizedPrice = before.realized_price;
  return changes;
}

/** Whether a comparison found anything to point out. */
export function hasChanges(changes: PreviewChanges): boolean {
  return changes.lines.size > 0 || changes.removed.length > 0 || changes.realizedPrice !== undefined || changes.goodsPrice !== undefined || changes.shippingPrice !== undefined;
}

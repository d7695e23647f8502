/**
 * An order number: CM, the UTC date (yymmdd), then the order's id. Unique by
 * construction (the id is), short enough to read out on the phone, and it
 * says roughly when the order was placed.
 */
export function orderNumber(orderId: number, at: Date): string {
  const date = at.toISOString().slice(2, 10).replace(/-/g, '');
  return `CM${date}${orderId}`;
}

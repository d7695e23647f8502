/** The signed-in buyer's cart: one line per offer, priced at read time in the request currency. */
import type { CartDeps } from './deps.ts';
import { cartHandlers } from './handlers.ts';

export type { CartDeps } from './deps.ts';
// Checkout prices and checks lines exactly as the cart shows them.
export { countCartLines, readCartRows, readOfferRow, toCartLine, type CartRow } from './cart-lines.ts';
export { quantityRuleBroken } from './quantity-rules.ts';
export { quantityRefused } from './refusals.ts';

export function createCartFeature(deps: CartDeps) {
  return { handlers: cartHandlers(deps) };
}

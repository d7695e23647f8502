/** The signed-in buyer's cart: one line per offer (and per RFQ quote), priced at read time in the request currency. */
import type { CartDeps } from './deps.ts';
import { cartHandlers } from './handlers.ts';

export type { CartDeps } from './deps.ts';
/** How other features (checkout, RFQ quotes) read and fill the cart: the rows as stored, priced by toCartLine. */
export { countCartLines, readCartRows, readOfferRow, readSkuOfferRow, toCartLine, type CartLine, type CartRow } from './cart-lines.ts';
export { addQuotedLine, type QuotedLineRequest } from './add-quoted-line.ts';
export { quantityRuleBroken } from './quantity-rules.ts';
export { quantityRefused } from './refusals.ts';

export function createCartFeature(deps: CartDeps) {
  return { handlers: cartHandlers(deps) };
}

/** The signed-in buyer's cart: one line per offer, priced at read time in the request currency. */
import type { CartDeps } from './deps.ts';
import { cartHandlers } from './handlers.ts';

export type { CartDeps } from './deps.ts';

export function createCartFeature(deps: CartDeps) {
  return { handlers: cartHandlers(deps) };
}

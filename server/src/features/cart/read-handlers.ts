import { signedIn, type Handler } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import { cartList, countCartLines } from './cart-lines.ts';
import type { CartDeps } from './deps.ts';

/** The cart page and drawer: every line priced in the request currency. */
export const getCartLists = (deps: CartDeps): Handler<'getCartLists', AuthUser> => async ({ user, currency }) => {
  const { userId } = signedIn(user);
  return cartList(deps.db, userId, currency, deps.currencies, deps.now());
};

/** The side bar's badge. */
export const getCartCount = (deps: CartDeps): Handler<'getCartCount', AuthUser> => async ({ user }) => {
  const { userId } = signedIn(user);
  return { count: await countCartLines(deps.db, userId) };
};

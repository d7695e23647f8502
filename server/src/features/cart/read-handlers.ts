import { signedIn, type Handler } from '../../shared/http/handler.ts';
import { cartList, countCartLines } from './cart-lines.ts';

/** The cart page and drawer: every line priced in the request currency. */
export const getCartLists: Handler<'getCartLists'> = async ({ user, services, currency }) => {
  const { userId } = signedIn(user);
  return cartList(services.db, userId, currency, services.currencies);
};

/** The side bar's badge. */
export const getCartCount: Handler<'getCartCount'> = async ({ user, services }) => {
  const { userId } = signedIn(user);
  return { count: await countCartLines(services.db, userId) };
};

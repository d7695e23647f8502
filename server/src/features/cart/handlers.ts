import type { Handlers } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import { addCartItem, addCartItems } from './add-handlers.ts';
import type { CartDeps } from './deps.ts';
import { changeCartQuantity, deleteCartLine, selectCartLines } from './line-handlers.ts';
import { getCartCount, getCartLists } from './read-handlers.ts';

/** The signed-in buyer's cart. */
export const cartHandlers = (deps: CartDeps): Handlers<AuthUser> => ({
  getCartLists: getCartLists(deps),
  getCartCount: getCartCount(deps),
  addCartItem: addCartItem(deps),
  addCartItems: addCartItems(deps),
  changeCartQuantity: changeCartQuantity(deps),
  selectCartLines: selectCartLines(deps),
  deleteCartLine: deleteCartLine(deps),
});

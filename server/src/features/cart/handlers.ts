import type { Handlers } from '../../shared/http/handler.ts';
import { addCartItem, addCartItems } from './add-handlers.ts';
import { changeCartQuantity, deleteCartLine, selectCartLines } from './line-handlers.ts';
import { getCartCount, getCartLists } from './read-handlers.ts';

/** The signed-in buyer's cart. */
export const cartHandlers: Handlers = {
  getCartLists,
  getCartCount,
  addCartItem,
  addCartItems,
  changeCartQuantity,
  selectCartLines,
  deleteCartLine,
};

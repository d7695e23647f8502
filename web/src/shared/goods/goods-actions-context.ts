import type { GoodsCard, SkuOffer } from '@chipmart/generated/internal/model/index';
import { createContext, useContext } from 'react';

/** The cart flow behind the cart button: `add` puts a part in the cart, `isAdding` while it does. */
export interface AddToCart {
  add: (goods: GoodsCard, quantity?: number, offer?: SkuOffer) => Promise<void>;
  isAdding: boolean;
}

/**
 * What the RFQ, compare and cart buttons do. Each list belongs to its own
 * feature, which shared code cannot import: the site provides them.
 */
export interface GoodsActionHandlers {
  /** Pieces wanted and the chosen offer, when the page knows them, go on the RFQ line. */
  addToRfq: (goods: GoodsCard, quantity?: number, offer?: SkuOffer) => void;
  addToCompare: (goods: GoodsCard) => void;
  /** A hook: the cart needs the session, the router and the query client. The provided value never changes, so each render calls the same hook. */
  useAddToCart: () => AddToCart;
}

const GoodsActionsContext = createContext<GoodsActionHandlers | null>(null);

/** Gives every GoodsActions below it its handlers. */
export const GoodsActionsProvider = GoodsActionsContext.Provider;

export function useGoodsActionHandlers(): GoodsActionHandlers {
  const handlers = useContext(GoodsActionsContext);
  if (!handlers) throw new Error('GoodsActions needs a GoodsActionsProvider above it (the app shell provides one)');
  return handlers;
}

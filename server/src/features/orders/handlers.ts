import type { Handlers } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import type { OrdersDeps } from './deps.ts';
import { cancelOrder, confirmOrderReceipt } from './life-handlers.ts';
import type { OrderEventApplier } from './order-events.ts';
import { placeOrderHandler } from './place-handler.ts';
import { previewBuyNow, previewCartCheckout } from './preview-handlers.ts';
import { getOrder, getOrderPaymentState, listOrders } from './read-handlers.ts';

/** Checkout, placing orders and the buyer's orders. */
export const orderHandlers = (deps: OrdersDeps, events: OrderEventApplier): Handlers<AuthUser> => ({
  previewCheckout: previewCartCheckout(deps),
  previewBuyNow: previewBuyNow(deps),
  placeOrder: placeOrderHandler(deps),
  listOrders: listOrders(deps),
  getOrder: getOrder(deps),
  getOrderPaymentState: getOrderPaymentState(deps),
  cancelOrder: cancelOrder(deps, events),
  confirmOrderReceipt: confirmOrderReceipt(deps, events),
});

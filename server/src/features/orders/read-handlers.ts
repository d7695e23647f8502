import { notFound } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import type { OrdersDeps } from './deps.ts';
import { historyOfOrder } from './order-history.ts';
import { findOrder, findOrders, linesOfOrder } from './order-reads.ts';
import { orderDetailView, orderSummaryView, paymentStatusView } from './order-views.ts';
import { orderStateRefusals } from './process-messages.ts';

const DEFAULT_PAGE_SIZE = 20;

/** The buyer's order history, newest first; amounts in each order's own currency. */
export const listOrders = (deps: OrdersDeps): Handler<'listOrders', AuthUser> => async ({ user, query }) => {
  const { userId } = signedIn(user);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const found = await findOrders(deps.db, { userId, state: query.state, orderSn: query.order_sn, startDate: query.start_date, endDate: query.end_date }, page, pageSize);
  return { lists: found.orders.map(({ order, lines }) => orderSummaryView(order, lines)), total: found.total, page, page_size: pageSize };
};

/** One of the buyer's orders in full; another account's order is not found. */
export const getOrder = (deps: OrdersDeps): Handler<'getOrder', AuthUser> => async ({ user, params }) => {
  const { userId } = signedIn(user);
  const order = await findOrder(deps.db, params.orderSn, userId);
  if (!order) throw notFound(orderStateRefusals.orderNotFound, { orderSn: params.orderSn });
  const [lines, story] = await Promise.all([linesOfOrder(deps.db, order.id), historyOfOrder(deps.db, order.id)]);
  return orderDetailView(order, lines, story);
};

/** What the payment pages poll. */
export const getOrderPaymentState = (deps: OrdersDeps): Handler<'getOrderPaymentState', AuthUser> => async ({ user, query }) => {
  const { userId } = signedIn(user);
  const order = await findOrder(deps.db, query.order_sn, userId);
  if (!order) throw notFound(orderStateRefusals.orderNotFound, { orderSn: query.order_sn });
  return paymentStatusView(order);
};

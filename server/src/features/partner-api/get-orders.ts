import { notFound } from '../../platform/http/errors.ts';
import { signedIn } from '../../platform/http/handler.ts';
import { findOrder, findOrders, linesOfOrder } from '../orders/index.ts';
import { absoluteUrl } from './absolute-url.ts';
import type { PartnerApiDeps } from './deps.ts';
import { partnerMessages } from './messages.ts';
import { partnerOrderView } from './order-view.ts';
import type { PartnerHandler } from './partner-handler.ts';

/** getOrders: the account's orders, newest first (the shop's and the API's alike), or the one named by orderSn. */
export const getOrders =
  (deps: PartnerApiDeps): PartnerHandler<'getOrders'> =>
  async ({ user, query, context }) => {
    const { userId } = signedIn(user);
    const absolute = (pathOrUrl: string) => absoluteUrl(context, pathOrUrl);
    if (query.orderSn !== undefined) {
      const order = await findOrder(deps.db, query.orderSn, userId);
      if (!order) throw notFound(partnerMessages.orderNotFound, { orderSn: query.orderSn });
      const lists = query.page === 1 ? [partnerOrderView({ order, lines: await linesOfOrder(deps.db, order.id) }, absolute)] : [];
      return { lists, total: 1, page: query.page, pageSize: query.pageSize };
    }
    const { orders, total } = await findOrders(deps.db, { userId }, query.page, query.pageSize);
    return { lists: orders.map((entry) => partnerOrderView(entry, absolute)), total, page: query.page, pageSize: query.pageSize };
  };

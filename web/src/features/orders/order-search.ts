import { OrderState } from '@chipmart/generated/internal/model/index';
import { integer, oneOf, searchSchema, type SearchOutput } from '@/platform/lib/search-params.ts';

/** Orders per page of the order history. */
export const ORDERS_PAGE_SIZE = 10;

/** The state filter's names in the URL (`?state=shipped`), one per order state, in the order of an order's life. */
export const ORDER_STATE_FILTERS = ['awaiting-payment', 'processing', 'shipped', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStateFilter = (typeof ORDER_STATE_FILTERS)[number];

const stateOfFilter: Record<OrderStateFilter, OrderState> = {
  'awaiting-payment': OrderState.AwaitingPayment,
  processing: OrderState.Processing,
  shipped: OrderState.Shipped,
  completed: OrderState.Completed,
  cancelled: OrderState.Cancelled,
  refunded: OrderState.Refunded,
};

/** The order state a filter name asks the server for; none for all states. */
export const orderStateOf = (filter: OrderStateFilter | undefined): OrderState | undefined => (filter ? stateOfFilter[filter] : undefined);

/** The order history's state in its URL: the state it is narrowed to and the page. Malformed values are dropped. */
export const orderHistorySearch = searchSchema({
  state: oneOf(ORDER_STATE_FILTERS),
  page: integer({ max: 1_000_000 }),
});
export type OrderHistorySearch = SearchOutput<typeof orderHistorySearch>;

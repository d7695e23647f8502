import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Pager } from '@/shared/pager/Pager.tsx';
import { pageCount } from '@/shared/pager/page-window.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { OrderCard } from './OrderCard.tsx';
import { useOrderList } from './order-queries.ts';
import { ORDERS_PAGE_SIZE, orderStateOf, type OrderHistorySearch } from './order-search.ts';
import { OrderStateFilter } from './OrderStateFilter.tsx';
import './orders.css';

/** The buyer's orders, newest first, narrowed by state and paged; both live in the URL. */
export function OrderHistoryPage({ search }: { search: OrderHistorySearch }) {
  const state = orderStateOf(search.state);
  const orders = useOrderList({ page: search.page ?? 1, page_size: ORDERS_PAGE_SIZE, ...(state === undefined ? {} : { state }) });

  return (
    <div className="orders-page">
      <OrderStateFilter current={search.state} />
      {orders.isError && !orders.data ? (
        <LoadFailed onRetry={() => void orders.refetch()} />
      ) : !orders.data ? (
        <p className="orders-loading">
          <LoadingText />
        </p>
      ) : orders.data.lists.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <p className="orders-count" aria-live="polite">
            {m.orders_count({ count: orders.data.total })}
          </p>
          <ol className={orders.isPlaceholderData ? 'order-list order-list-loading' : 'order-list'} aria-busy={orders.isPlaceholderData}>
            {orders.data.lists.map((order) => (
              <li key={order.order_sn}>
                <OrderCard order={order} />
              </li>
            ))}
          </ol>
          <Pager page={orders.data.page} lastPage={pageCount(orders.data.total, orders.data.page_size)} label={m.orders_pagerLabel()} />
        </>
      )}
    </div>
  );
}

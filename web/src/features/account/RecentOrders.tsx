import { m } from '$paraglide/messages.js';
import { formatMoney } from '@/platform/lib/money.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { accountDay } from './account-dates.ts';
import { OVERVIEW_ROWS, useRecentOrdersQuery } from './account-queries.ts';
import { QueryBlock } from './QueryBlock.tsx';
import { RowsSkeleton } from './RowsSkeleton.tsx';
import { orderStateLabel } from './state-labels.ts';

/** The newest orders with their state and total, each leading to its details. */
export function RecentOrders() {
  const query = useRecentOrdersQuery();
  return (
    <section className="account-card" aria-labelledby="account-orders-title">
      <h2 id="account-orders-title" className="account-card-title">
        {m.account_recentOrders()}
      </h2>
      <QueryBlock query={query} pending={<RowsSkeleton rows={OVERVIEW_ROWS} />}>
        {(orders) =>
          orders.lists.length === 0 ? (
            <p className="account-muted">{m.account_noOrders()}</p>
          ) : (
            <ul className="account-rows" data-testid="recent-orders">
              {orders.lists.map((order) => (
                <li key={order.order_sn} className="account-row">
                  <LocalLink to={`${pages.accountOrders.path}/${encodeURIComponent(order.order_sn)}`} className="account-row-main">
                    {order.order_sn}
                  </LocalLink>
                  <span className="account-muted">
                    <time dateTime={order.create_time}>{accountDay(order.create_time)}</time>
                  </span>
                  <span className={`account-state account-order-state-${order.state}`}>{orderStateLabel[order.state]()}</span>
                  <span className="account-amount">{formatMoney(order.realized_price, order.currency_code, order.currency_symbol, 'total')}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryBlock>
      <LocalLink to={pages.accountOrders.path} className="account-card-link">
        {m.account_allOrders({ count: query.data?.total ?? 0 })}
      </LocalLink>
    </section>
  );
}

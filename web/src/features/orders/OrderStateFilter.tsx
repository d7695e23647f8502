import { Link } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { ORDER_STATE_FILTERS, orderStateOf, type OrderHistorySearch, type OrderStateFilter as Filter } from './order-search.ts';
import { orderStateText } from './order-words.ts';

/** The same list narrowed to another state (or none), from its first page. */
const withState = (state: Filter | undefined) => ((previous: OrderHistorySearch) => ({ ...previous, state, page: undefined })) as never;

/** Tabs of the order states as links: the filter lives in the URL, so a filtered list can be reloaded and shared. */
export function OrderStateFilter({ current }: { current: Filter | undefined }) {
  return (
    <nav className="order-filter" aria-label={m.orders_filterLabel()}>
      <ul>
        <li>
          <Link to="." search={withState(undefined)} className="order-filter-tab" aria-current={current ? undefined : 'page'}>
            {m.orders_filterAll()}
          </Link>
        </li>
        {ORDER_STATE_FILTERS.map((filter) => (
          <li key={filter}>
            <Link to="." search={withState(filter)} className="order-filter-tab" aria-current={current === filter ? 'page' : undefined}>
              {orderStateText(orderStateOf(filter)!)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

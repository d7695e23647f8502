import { m } from '$paraglide/messages.js';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { useQueryScope } from '@/platform/query-scope.ts';
import { useLocale } from '@/platform/i18n/use-locale.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { formatAgo } from './dates.ts';
import { HomeSection, QueryBlock } from './HomeSection.tsx';
import { useRecentOrders } from './home-queries.ts';

/** What buyers ordered lately (buyers masked): who, from where, which part, how many, when. */
export function RecentOrders({ count }: { count: number }) {
  const orders = useRecentOrders(count);
  const locale = useLocale();
  const { currency } = useQueryScope();
  return (
    <HomeSection id="home-orders" title={m.home_recentOrders()} className="recent-orders">
      <QueryBlock query={orders} reserve={44 * count} isEmpty={(data) => data.lists.length === 0}>
        {(data) => (
          <ul className="order-items">
            {data.lists.map((order) => (
              <li key={`${order.goods_id}-${order.order_time}`} className="order-item">
                <LocalLink to={order.goods_page_url} className="order-part">
                  {order.part_number}
                </LocalLink>
                <span className="order-line">
                  {m.home_orderLine({ quantity: formatPieces(order.quantity, currency), buyer: order.buyer_masked, country: order.buyer_country })}
                </span>
                <time dateTime={order.order_time} className="order-time">
                  {formatAgo(order.order_time, locale)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
    </HomeSection>
  );
}

import type { OrderSummary } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { Fact } from '@/ui/Fact.tsx';
import { formatMoney } from '@/platform/lib/money.ts';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { actionsOfSummary } from './order-actions.ts';
import { formatOrderDay } from './order-dates.ts';
import { OrderActions } from './OrderActions.tsx';
import { orderDetailPath } from './order-paths.ts';
import { orderStateText, payStateText } from './order-words.ts';

/** One order of the history: when, which, how much, where it stands, and what can be done with it. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const headingId = `order-${order.order_sn}`;
  const more = order.goods_count - order.order_goods.length;
  return (
    <article className="order-card" aria-labelledby={headingId} data-testid="order-card">
      <header className="order-card-head">
        <h2 id={headingId} className="order-card-number">
          <LocalLink to={orderDetailPath(order.order_sn)}>{order.order_sn}</LocalLink>
        </h2>
        <span className={`order-state order-state-${order.state}`}>{orderStateText(order.state)}</span>
      </header>
      <dl className="order-facts">
        <Fact term={m.orders_placedOn()}>
          <time dateTime={order.create_time}>{formatOrderDay(order.create_time)}</time>
        </Fact>
        <Fact term={m.orders_lines()}>{m.orders_linesAndPieces({ lines: order.goods_count, pieces: formatPieces(order.total_num, order.currency_code) })}</Fact>
        <Fact term={m.orders_total()} valueClassName="order-total">{formatMoney(order.realized_price, order.currency_code, order.currency_symbol, 'total')}</Fact>
        <Fact term={m.orders_payment()}>{payStateText(order.pay_state)}</Fact>
        {order.po_number && (
          <Fact term={m.orders_poNumber()}>{order.po_number}</Fact>
        )}
        {order.tracking_number && (
          <Fact term={m.orders_trackingNumber()}>{order.tracking_number}</Fact>
        )}
      </dl>
      <p className="order-preview">
        {order.order_goods.map((line) => line.part_number).join(', ')}
        {more > 0 && ` ${m.orders_moreLines({ count: more })}`}
      </p>
      <div className="order-card-foot">
        <LocalLink to={orderDetailPath(order.order_sn)} className="button" aria-label={m.orders_viewOrder({ orderSn: order.order_sn })}>
          {m.orders_view()}
        </LocalLink>
        <OrderActions orderSn={order.order_sn} allowed={actionsOfSummary(order)} />
      </div>
    </article>
  );
}

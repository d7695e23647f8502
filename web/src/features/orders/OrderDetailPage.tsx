import { ApiError } from '@chipmart/client';
import type { OrderDetail } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { Fact } from '@/ui/Fact.tsx';
import { formatMoney } from '@/platform/lib/money.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { actionsOfDetail } from './order-actions.ts';
import { formatOrderDay, formatOrderMoment } from './order-dates.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderAddressBlock } from './OrderAddressBlock.tsx';
import { OrderLinesTable } from './OrderLinesTable.tsx';
import { OrderPayments } from './OrderPayments.tsx';
import { ORDER_HISTORY_PATH } from './order-paths.ts';
import { useOrderDetail } from './order-queries.ts';
import { OrderTimeline } from './OrderTimeline.tsx';
import { orderStateText, payMethodText, payStateText } from './order-words.ts';
import './orders.css';

/** Not found, or (403) not this buyer's: either way there is no such order to show here. */
const NO_SUCH_ORDER_STATUSES = [403, 404];

/** One order in full: where it stands, what can be done, its history, lines, addresses, shipping and payment. */
export function OrderDetailPage({ orderSn }: { orderSn: string }) {
  const order = useOrderDetail(orderSn);
  if (order.error instanceof ApiError && NO_SUCH_ORDER_STATUSES.includes(order.error.status)) {
    return (
      <div className="orders-page" role="status">
        <p>{m.orders_notFound({ orderSn })}</p>
        <LocalLink to={ORDER_HISTORY_PATH}>{m.orders_backToList()}</LocalLink>
      </div>
    );
  }
  if (order.isError && !order.data) return <LoadFailed onRetry={() => void order.refetch()} />;
  if (!order.data) {
    return (
      <p className="orders-loading">
        <LoadingText />
      </p>
    );
  }
  return <OrderDetailView order={order.data} />;
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  const total = (value: number) => formatMoney(value, order.currency_code, order.currency_symbol, 'total');
  return (
    <div className="orders-page order-detail">
      <section className="order-summary" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title" className="order-detail-number">
          {m.orders_orderNumber({ orderSn: order.order_sn })}
        </h2>
        <p className="order-summary-states">
          <span className={`order-state order-state-${order.state}`} data-testid="order-state">
            {orderStateText(order.state)}
          </span>
          <span className="order-pay-state" data-testid="order-pay-state">
            {payStateText(order.pay_state)}
          </span>
        </p>
        <dl className="order-facts">
          <Fact term={m.orders_placedOn()}>
            <time dateTime={order.create_time}>{formatOrderDay(order.create_time)}</time>
          </Fact>
          {order.po_number && (
            <Fact term={m.orders_poNumber()}>{order.po_number}</Fact>
          )}
          {order.remark && (
            <Fact term={m.orders_remark()}>{order.remark}</Fact>
          )}
        </dl>
        <OrderActions orderSn={order.order_sn} allowed={actionsOfDetail(order)} />
      </section>

      <section className="order-section" aria-labelledby="order-history-title">
        <h2 id="order-history-title">{m.orders_historyTitle()}</h2>
        <OrderTimeline order={order} />
      </section>

      <section className="order-section" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">{m.orders_linesTitle({ count: order.goods_count })}</h2>
        <OrderLinesTable order={order} />
        <dl className="order-totals">
          <Fact term={m.orders_goodsTotal()}>{total(order.goods_price)}</Fact>
          <Fact term={m.orders_shippingCost()}>{total(order.shipping_price)}</Fact>
          <Fact term={m.orders_total()} className="order-grand-total">
            {total(order.realized_price)}
          </Fact>
        </dl>
      </section>

      <div className="order-columns">
        <section className="order-section" aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title">{m.orders_shippingTitle()}</h2>
          <dl className="order-facts order-facts-stacked">
            <Fact term={m.orders_shippingOption()}>{order.shipping.shipping_name}</Fact>
            {order.shipping.tracking_number ? (
              <>
                <div>
                  <dt>{m.orders_carrier()}</dt>
                  <dd data-testid="order-carrier">{order.shipping.delivery_name}</dd>
                </div>
                <div>
                  <dt>{m.orders_trackingNumber()}</dt>
                  <dd data-testid="order-tracking">
                    {order.shipping.tracking_url ? (
                      <a href={order.shipping.tracking_url} target="_blank" rel="noopener noreferrer">
                        {order.shipping.tracking_number}
                        <span className="visually-hidden"> {m.orders_opensCarrierSite()}</span>
                      </a>
                    ) : (
                      order.shipping.tracking_number
                    )}
                  </dd>
                </div>
              </>
            ) : (
              <Fact term={m.orders_trackingNumber()}>{m.orders_notShippedYet()}</Fact>
            )}
          </dl>
          <h3 className="order-subtitle">{m.orders_shipTo()}</h3>
          <OrderAddressBlock address={order.shipping_address} />
          <h3 className="order-subtitle">{m.orders_billTo()}</h3>
          {order.billing_address ? <OrderAddressBlock address={order.billing_address} /> : <p>{m.orders_billToShipping()}</p>}
        </section>

        <section className="order-section" aria-labelledby="order-payment-title">
          <h2 id="order-payment-title">{m.orders_paymentTitle()}</h2>
          <dl className="order-facts order-facts-stacked">
            <Fact term={m.orders_payMethod()}>{order.pay_method ? payMethodText(order.pay_method) : m.orders_noPaymentYet()}</Fact>
            <Fact term={m.orders_payment()}>{payStateText(order.pay_state)}</Fact>
            {order.pay_time && (
              <Fact term={m.orders_paidAt()}>
                <time dateTime={order.pay_time}>{formatOrderMoment(order.pay_time)}</time>
              </Fact>
            )}
            {order.returned_time && (
              <Fact term={m.orders_refundedAt()}>
                <time dateTime={order.returned_time}>{formatOrderMoment(order.returned_time)}</time>
              </Fact>
            )}
            <Fact term={m.orders_amount()}>{total(order.realized_price)}</Fact>
          </dl>
          <h3 className="order-subtitle">
            {m.orders_paymentsTitle()}
          </h3>
          <OrderPayments order={order} />
        </section>
      </div>

      <p>
        <LocalLink to={ORDER_HISTORY_PATH}>{m.orders_backToList()}</LocalLink>
      </p>
    </div>
  );
}

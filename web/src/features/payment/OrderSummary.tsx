import type { OrderDetail, PayMethodList } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { CopyableText } from '@/ui/CopyableText.tsx';
import { Fact } from '@/ui/Fact.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { momentText, totalText } from './money-text.ts';

/**
 * The order being paid: its number, what it holds, its totals in its own
 * currency and the amount due in the currency the buyer pays in, and the
 * deadline after which it is cancelled. The order's own figures come from
 * a second call: while it runs their boxes say so, holding their place so
 * the amount due and the methods below do not move down when they arrive.
 */
export function OrderSummary({ payable, order, orderLoading }: { payable: PayMethodList; order: OrderDetail | undefined; orderLoading: boolean }) {
  const converted = order && order.currency_code !== payable.currency_code;
  const loading = (
    <span className="payment-loading">
      <LoadingText />
    </span>
  );
  return (
    <section className="payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className="payment-section-title">
        {m.payment_summaryTitle()}
      </h2>
      <dl className="payment-facts">
        <Fact term={m.payment_orderNumber()}>
          <CopyableText text={payable.order_sn} />
        </Fact>
        {(order || orderLoading) && (
          <Fact term={m.payment_orderContents()}>{order ? m.payment_orderLines({ lines: order.goods_count, pieces: order.total_num }) : loading}</Fact>
        )}
        {(order || orderLoading) && (
          <Fact term={m.payment_goodsAndShipping()}>
            {order
              ? m.payment_goodsPlusShipping({
                  goods: totalText(order.goods_price, order.currency_code, order.currency_symbol),
                  shipping: totalText(order.shipping_price, order.currency_code, order.currency_symbol),
                })
              : loading}
          </Fact>
        )}
        <div className="payment-due">
          <dt>{m.payment_amountDue()}</dt>
          <dd data-testid="payment-amount-due">
            {totalText(payable.realized_price, payable.currency_code, payable.currency_symbol)}
            {converted && (
              <span className="payment-note">
                {' '}
                {m.payment_orderTotalIn({ total: totalText(order.realized_price, order.currency_code, order.currency_symbol) })}
              </span>
            )}
          </dd>
        </div>
        {payable.expire_time && (
          <Fact term={m.payment_payBy()}>
            <time dateTime={payable.expire_time}>{momentText(payable.expire_time)}</time>
          </Fact>
        )}
      </dl>
    </section>
  );
}

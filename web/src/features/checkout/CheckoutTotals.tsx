import type { OrderCheckoutPreview } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { formatMoney } from '@/platform/lib/money.ts';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import type { PreviewChanges } from './preview-changes.ts';

/** The order's totals in the preview's currency; a total that changed since the buyer last looked shows what it was. */
export function CheckoutTotals({ preview, changes }: { preview: OrderCheckoutPreview; changes: PreviewChanges | undefined }) {
  const money = (value: number) => formatMoney(value, preview.currency_code, preview.currency_symbol, 'total');
  const row = (label: string, value: number, was: number | undefined, testId: string, strong = false) => (
    <div className={was === undefined ? 'checkout-total' : 'checkout-total checkout-total-changed'}>
      <dt>{label}</dt>
      <dd data-testid={testId} className={strong ? 'checkout-total-payable' : undefined}>
        {was !== undefined && (
          <>
            <del className="checkout-was">{m.checkout_was({ amount: money(was) })}</del>{' '}
          </>
        )}
        {money(value)}
      </dd>
    </div>
  );
  const available = preview.pay_methods.filter((method) => method.available).map((method) => method.name);
  return (
    <section className="checkout-section checkout-summary" aria-labelledby="checkout-totals-title">
      <h2 id="checkout-totals-title" className="checkout-section-title">
        {m.checkout_totalsTitle()}
      </h2>
      <p className="checkout-muted">{m.checkout_pieces({ lines: preview.goods_count, pieces: formatPieces(preview.total_num, preview.currency_code) })}</p>
      <dl className="checkout-totals">
        {row(m.checkout_goodsPrice(), preview.goods_price, changes?.goodsPrice, 'checkout-goods-price')}
        {row(m.checkout_shippingPrice(), preview.shipping_price, changes?.shippingPrice, 'checkout-shipping-price')}
        {row(m.checkout_payable(), preview.realized_price, changes?.realizedPrice, 'checkout-payable', true)}
      </dl>
      {available.length > 0 && <p className="checkout-muted">{m.checkout_payWith({ methods: available.join(', ') })}</p>}
    </section>
  );
}

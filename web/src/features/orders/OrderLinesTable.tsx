import type { OrderDetail } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { formatMoney } from '@/platform/lib/money.ts';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';

type Order = Pick<OrderDetail, 'order_goods' | 'currency_code' | 'currency_symbol'>;

/** Every line of the order at the price it was ordered at. Narrow screens show each row as a small card (orders.css). */
export function OrderLinesTable({ order }: { order: Order }) {
  const money = (value: number, kind: 'unitPrice' | 'total') => formatMoney(value, order.currency_code, order.currency_symbol, kind);
  return (
    <table className="order-lines">
      <caption className="visually-hidden">{m.orders_linesCaption()}</caption>
      <thead>
        <tr>
          <th scope="col">{m.orders_partNumber()}</th>
          <th scope="col">{m.orders_supplier()}</th>
          <th scope="col">{m.orders_dateCode()}</th>
          <th scope="col" className="order-number-cell">{m.orders_quantity()}</th>
          <th scope="col" className="order-number-cell">{m.orders_unitPrice()}</th>
          <th scope="col" className="order-number-cell">{m.orders_subtotal()}</th>
        </tr>
      </thead>
      <tbody>
        {order.order_goods.map((line) => (
          <tr key={line.order_goods_id}>
            <th scope="row" className="order-line-part">
              <LocalLink to={line.goods_page_url}>{line.part_number}</LocalLink>
              <span className="order-line-meta">
                {line.brand_name} · {line.package_case}
              </span>
            </th>
            <td data-label={m.orders_supplier()}>{line.supplier_name}</td>
            <td data-label={m.orders_dateCode()}>{line.date_code || '—'}</td>
            <td data-label={m.orders_quantity()} className="order-number-cell">{formatPieces(line.num, order.currency_code)}</td>
            <td data-label={m.orders_unitPrice()} className="order-number-cell">{money(line.unit_price, 'unitPrice')}</td>
            <td data-label={m.orders_subtotal()} className="order-number-cell">{money(line.subtotal_price, 'total')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

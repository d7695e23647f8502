import type { OrderCheckoutLine, OrderCheckoutPreview } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { defaultImg } from '@/platform/default-image.ts';
import { formatMoney } from '@/platform/lib/money.ts';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { Fact } from '@/ui/Fact.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import type { LineChange, PreviewChanges } from './preview-changes.ts';

/** The contract's cart_status values. */
const SOLD_OUT = 1;
const UNDERSTOCK = 2;
const QUANTITY_RULE = 3;

interface Props {
  preview: OrderCheckoutPreview;
  changes: PreviewChanges | undefined;
}

/** Why a line cannot be ordered as it stands, or undefined when it can. */
function lineProblem(line: OrderCheckoutLine, pieces: (count: number) => string): string | undefined {
  if (line.cart_status === SOLD_OUT) return m.checkout_lineSoldOut();
  if (line.cart_status === UNDERSTOCK) return m.checkout_lineUnderstock({ stock: pieces(line.stock) });
  if (line.cart_status === QUANTITY_RULE) return m.checkout_lineQuantityRule({ moq: pieces(line.moq), increment: pieces(line.increment) });
  return undefined;
}

/** The lines to be ordered, priced now; a line that cannot be bought says why, and a line that changed since the buyer last looked says from what. */
export function CheckoutLines({ preview, changes }: Props) {
  const money = (value: number, kind: 'unitPrice' | 'total') => formatMoney(value, preview.currency_code, preview.currency_symbol, kind);
  const pieces = (count: number) => formatPieces(count, preview.currency_code);

  const changeNotes = (change: LineChange | undefined): string[] => {
    if (!change) return [];
    const notes: string[] = [];
    if (change.added) notes.push(m.checkout_changeAdded());
    if (change.unitPrice !== undefined) notes.push(m.checkout_changePrice({ price: money(change.unitPrice, 'unitPrice') }));
    if (change.num !== undefined) notes.push(m.checkout_changeQuantity({ quantity: pieces(change.num) }));
    if (change.stock !== undefined) notes.push(m.checkout_changeStock({ stock: pieces(change.stock) }));
    return notes;
  };

  return (
    <section className="checkout-section" aria-labelledby="checkout-lines-title">
      <h2 id="checkout-lines-title" className="checkout-section-title">
        {m.checkout_linesTitle({ count: preview.goods_count })}
      </h2>
      <ul className="checkout-lines">
        {preview.lines.map((line) => {
          const problem = lineProblem(line, pieces);
          const notes = changeNotes(changes?.lines.get(line.sku_id));
          const className = ['checkout-line', problem ? 'checkout-line-blocked' : '', notes.length > 0 ? 'checkout-line-changed' : ''].filter(Boolean).join(' ');
          return (
            <li key={line.sku_id} className={className} data-testid="checkout-line">
              <img src={line.icons || defaultImg} alt="" width={48} height={48} onError={(event) => (event.currentTarget.src = defaultImg)} />
              <div className="checkout-line-part">
                <LocalLink to={line.goods_page_url} className="checkout-line-number">
                  {line.part_number}
                </LocalLink>
                <span className="checkout-muted">
                  {line.brand_name} · {line.package_case} · {m.checkout_supplier({ supplier: line.supplier_name })}
                </span>
                <span className="checkout-muted">
                  {line.date_code ? `${m.checkout_dateCode({ code: line.date_code })} · ` : ''}
                  {m.checkout_leadTime({ days: line.lead_time_days })}
                </span>
              </div>
              <dl className="checkout-line-figures">
                <Fact term={m.checkout_quantity()}>{pieces(line.num)}</Fact>
                <Fact term={m.checkout_unitPrice()}>{money(line.unit_price, 'unitPrice')}</Fact>
                <div>
                  <dt>{m.checkout_subtotal()}</dt>
                  <dd className="checkout-line-subtotal">{money(line.subtotal_price, 'total')}</dd>
                </div>
              </dl>
              {problem && (
                <p className="checkout-line-problem" data-testid="checkout-line-problem">
                  {problem}
                </p>
              )}
              {notes.length > 0 && (
                <p className="checkout-line-change" data-testid="checkout-line-change">
                  <strong>{m.checkout_changed()}</strong> {notes.join(' · ')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {changes && changes.removed.length > 0 && (
        <p className="checkout-line-change" data-testid="checkout-lines-removed">
          <strong>{m.checkout_changed()}</strong> {m.checkout_changeRemoved({ parts: changes.removed.map((line) => line.part_number).join(', ') })}
        </p>
      )}
    </section>
  );
}

import type { CartLine } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { defaultImg } from '@/platform/default-image.ts';
import { formatMoney } from '@/platform/lib/money.ts';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { CheckboxField } from '@/ui/fields/CheckboxField.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { lineSubtotal } from './cart-figures.ts';
import { cartFailureText } from './cart-failure.ts';
import { CartLineStatus } from './CartLineStatus.tsx';
import { QuoteNote } from './QuoteNote.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import type { QuantityChange } from './use-cart-changes.ts';

interface Props {
  line: CartLine;
  changeQuantity: (cartId: number, change: QuantityChange) => Promise<void>;
  tick: (selected: boolean) => void;
  remove: () => Promise<void>;
}

/**
 * One cart line: its tick for checkout, the part (linked to its page), the
 * offer's order rules and stock, the quantity, its prices in the chosen
 * currency, what is wrong with it and the way out, and its remove button.
 */
export function CartLineItem({ line, changeQuantity, tick, remove }: Props) {
  const [busy, setBusy] = useState(false);
  const pieces = (count: number) => formatPieces(count, line.currency_code);
  const titleId = `cart-line-${line.id}-part`;

  async function whileBusy(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  /** A one-click fix: refusals go to a toast, as there is no typed text to keep. */
  const changeTo = (quantity: number) =>
    void whileBusy(() => changeQuantity(line.id, { cart_num: quantity }).catch((error: unknown) => showToast(cartFailureText(error), 'error', TOAST_ERROR_DURATION_MS)));

  return (
    <li className={`cart-line${line.cart_status ? ' cart-line-problem' : ''}`} data-testid="cart-line" aria-labelledby={titleId}>
      <div className="cart-line-tick">
        <CheckboxField id={`cart-tick-${line.id}`} label={m.cart_selectLine({ part: line.part_number })} checked={line.selected} onCheckedChange={tick} />
      </div>
      <div className="cart-line-part">
        <img
          src={line.icons || defaultImg}
          alt={m.cart_partImageAlt({ part: line.part_number })}
          width={64}
          height={64}
          onError={(event) => (event.currentTarget.src = defaultImg)}
        />
        <div>
          <p className="cart-line-number" id={titleId}>
            <LocalLink to={line.goods_page_url}>{line.part_number}</LocalLink>
          </p>
          <p className="cart-line-meta">{line.brand_name}</p>
          <p className="cart-line-meta">{[line.package, line.supplier_name].filter(Boolean).join(' · ')}</p>
          <p className="cart-line-meta" data-testid="cart-line-rules">
            {m.cart_orderRules({ moq: pieces(line.moq), increment: pieces(line.increment), stock: pieces(line.stock) })}
          </p>
          {line.rfq_quote_id !== null && line.quote_valid_until && <QuoteNote validUntil={line.quote_valid_until} />}
        </div>
      </div>
      <QuantityStepper line={line} change={(change) => changeQuantity(line.id, change)} />
      <dl className="cart-line-prices">
        <div>
          <dt>{m.cart_unitPrice()}</dt>
          <dd data-testid="cart-line-unit-price">{formatMoney(line.unit_price, line.currency_code, line.currency_symbol, 'unitPrice')}</dd>
        </div>
        <div>
          <dt>{m.cart_subtotal()}</dt>
          <dd className="cart-line-subtotal" data-testid="cart-line-subtotal">
            {formatMoney(lineSubtotal(line), line.currency_code, line.currency_symbol, 'total')}
          </dd>
        </div>
      </dl>
      <button type="button" className="button cart-line-remove" disabled={busy} aria-label={m.cart_removePart({ part: line.part_number })} onClick={() => void whileBusy(remove)}>
        {m.cart_removeLine()}
      </button>
      <CartLineStatus line={line} busy={busy} changeTo={changeTo} remove={() => void whileBusy(remove)} />
    </li>
  );
}

import type { GoodsCard } from '@chipmart/generated/internal/model/index';
import { useId, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { GoodsActions } from '@/shared/goods/GoodsActions.tsx';
import { BuyNowButton } from '@/features/checkout';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { formatMoney } from '@/platform/lib/money.ts';
import { parseNumber } from '@/platform/lib/parse-number.ts';
import type { OfferChoice } from './use-offer-choice.ts';

/**
 * The quantity to buy and what it costs with the chosen offer: the quantity
 * is rounded up to the offer's MOQ and order multiple (and the field shows
 * the rounded figure once left), then the unit price of the applying break
 * and the total; then buy now (when the offer covers the quantity at a
 * price), cart, RFQ and compare.
 */
export function BuyBox({ goods, choice }: { goods: GoodsCard; choice: OfferChoice }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const { offer, quote, wanted } = choice;
  const currency = offer?.currency_code ?? goods.currency_code;
  const symbol = offer?.currency_symbol ?? goods.currency_symbol;
  const pieces = (count: number) => formatPieces(count, currency);

  function onChange(value: string) {
    setText(value);
    const parsed = parseNumber(value);
    choice.setWanted(Number.isFinite(parsed) && parsed > 0 ? Math.ceil(parsed) : undefined);
  }

  return (
    <section className="buy-box" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="buy-box-title">
        {m.product_buyTitle()}
      </h2>
      <div className="field">
        <label htmlFor={inputId} className="field-label">
          {m.product_quantity()}
        </label>
        <input
          id={inputId}
          className="input buy-quantity"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={offer ? String(offer.moq) : '1'}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={() => quote && text !== '' && setText(String(quote.quantity))}
          aria-describedby={`${inputId}-rules`}
        />
        {offer && (
          <p id={`${inputId}-rules`} className="field-hint">
            {m.product_orderRules({ moq: pieces(offer.moq), increment: pieces(offer.increment), supplier: offer.supplier_name })}
          </p>
        )}
      </div>
      {offer && quote ? (
        <>
          <p className="buy-rounded" role="status">
            {wanted !== undefined && wanted !== quote.quantity ? m.product_roundedTo({ quantity: pieces(quote.quantity) }) : ''}
          </p>
          {quote.price ? (
            <dl className="buy-figures">
              <div>
                <dt>{m.product_unitPrice()}</dt>
                <dd data-testid="buy-unit-price">{formatMoney(quote.price.unitPrice, currency, symbol, 'unitPrice')}</dd>
              </div>
              <div>
                <dt>{m.product_totalPrice({ quantity: pieces(quote.quantity) })}</dt>
                <dd data-testid="buy-total" className="buy-total">
                  {formatMoney(quote.price.total, currency, symbol, 'total')}
                </dd>
              </div>
            </dl>
          ) : (
            <p>{m.product_quoteOnRequest()}</p>
          )}
          {!quote.coversQuantity && <p className="buy-warning">{m.product_shortStock({ stock: pieces(offer.stock), supplier: offer.supplier_name })}</p>}
        </>
      ) : (
        <p className="product-muted">{m.product_noOffers({ part: goods.part_number })}</p>
      )}
      <BuyNowButton
        partNumber={goods.part_number}
        item={offer && quote?.price && quote.coversQuantity ? { goods_id: goods.goods_id, sku_id: offer.sku_id, num: quote.quantity } : undefined}
      />
      <GoodsActions goods={goods} quantity={quote?.quantity ?? wanted} offer={offer} withText />
    </section>
  );
}

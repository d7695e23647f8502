import type { ListGoodsSuppliersSort, SkuOffer } from '@chipmart/generated/internal/model/index';
import { useId } from 'react';
import { m } from '$paraglide/messages.js';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { priceBreakFor } from '@/shared/goods/quantity-price.ts';
import { formatMoney } from '@/platform/lib/money.ts';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { gateAttribute, HydrateWhenSeen } from '@/ui/HydrateWhenSeen.tsx';
import { offerQuote } from './offer-choice.ts';
import type { OfferChoice } from './use-offer-choice.ts';

const sortLabels: Record<ListGoodsSuppliersSort, () => string> = {
  price_asc: m.product_sortPrice,
  stock_desc: m.product_sortStock,
  lead_time_asc: m.product_sortLeadTime,
  moq_asc: m.product_sortMoq,
};

/** Every supplier offer of the part: stock, ordering rules, lead time, date code, packaging, price breaks and its price at the buyer's quantity. */
export function OffersTable({ choice, part }: { choice: OfferChoice; part: string }) {
  const groupName = useId();
  const gate = useId();
  const { offers, offer: chosen, wanted } = choice;
  // Below the buy box on a phone: it hydrates when reached or touched; a new quantity or sort opens it at once.
  return (
    <section className="product-offers" aria-labelledby="product-offers-title" {...gateAttribute(gate)}>
      <HydrateWhenSeen gate={gate}>
        <div className="product-section-head">
          <h2 id="product-offers-title">{m.product_offersTitle({ count: offers.length })}</h2>
          <div className="product-offers-sort">
            <SelectField
              id={`${groupName}-sort`}
              label={m.product_sortBy()}
              value={choice.sort}
              onValueChange={(value) => choice.setSort(value as ListGoodsSuppliersSort)}
              options={(Object.keys(sortLabels) as ListGoodsSuppliersSort[]).map((value) => ({ value, label: sortLabels[value]() }))}
            />
          </div>
        </div>
        {choice.offersFailed && <p className="product-muted">{m.product_offersStale()}</p>}
        {offers.length === 0 ? (
          <p className="product-muted">{m.product_noOffers({ part })}</p>
        ) : (
          <div className="product-table-wrap" aria-busy={choice.offersLoading}>
            <table className="product-offers-table">
              <caption className="visually-hidden">{m.product_offersCaption({ part })}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{m.product_chooseColumn()}</span>
                  </th>
                  <th scope="col">{m.product_supplier()}</th>
                  <th scope="col" className="num">
                    {m.product_stock()}
                  </th>
                  <th scope="col" className="num">
                    {m.product_moq()}
                  </th>
                  <th scope="col" className="num">
                    {m.product_increment()}
                  </th>
                  <th scope="col" className="num">
                    {m.product_leadTime()}
                  </th>
                  <th scope="col">{m.product_dateCode()}</th>
                  <th scope="col">{m.product_packaging()}</th>
                  <th scope="col">{m.product_priceBreaks()}</th>
                  <th scope="col" className="num">
                    {m.product_yourPrice()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {offers.map((offer) => (
                  <OfferRow
                    key={offer.sku_id}
                    offer={offer}
                    wanted={wanted}
                    chosen={offer.sku_id === chosen?.sku_id}
                    groupName={groupName}
                    onChoose={() => choice.pickOffer(offer.sku_id)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </HydrateWhenSeen>
    </section>
  );
}

interface RowProps {
  offer: SkuOffer;
  wanted: number | undefined;
  chosen: boolean;
  groupName: string;
  onChoose: () => void;
}

function OfferRow({ offer, wanted, chosen, groupName, onChoose }: RowProps) {
  const currency = offer.currency_code;
  const money = (value: number, kind: 'unitPrice' | 'total') => formatMoney(value, currency, offer.currency_symbol, kind);
  const quote = offerQuote(offer, wanted);
  const applied = priceBreakFor(offer.price_range, quote.quantity);
  return (
    <tr className={chosen ? 'offer-chosen' : undefined} data-testid="offer-row">
      <td className="offer-pick">
        <input type="radio" name={groupName} checked={chosen} onChange={onChoose} aria-label={m.product_chooseOffer({ supplier: offer.supplier_name })} />
      </td>
      <th scope="row" className="offer-supplier">
        {offer.supplier_name}
        <span className="offer-code">{offer.supplier_code}</span>
      </th>
      {/* The labels are shown only on phones, where each offer is a card and no column heading is in sight. */}
      <td className="num offer-stock" data-label={m.product_stock()}>
        {offer.stock > 0 ? formatPieces(offer.stock, currency) : m.product_noStock()}
      </td>
      <td className="num offer-moq" data-label={m.product_moq()}>
        {formatPieces(offer.moq, currency)}
      </td>
      <td className="num offer-increment" data-label={m.product_increment()}>
        {formatPieces(offer.increment, currency)}
      </td>
      <td className="num offer-lead" data-label={m.product_leadTime()}>
        {formatPieces(offer.lead_time_days, currency)}
      </td>
      <td className="offer-date-code" data-label={m.product_dateCode()}>
        {offer.date_code}
      </td>
      <td className="offer-packaging" data-label={m.product_packaging()}>
        {offer.packaging}
      </td>
      <td className="offer-breaks">
        <ul className="price-breaks" data-testid="price-breaks">
          {offer.price_range.map((step) => (
            <li key={step.num} className={step === applied ? 'price-break-applied' : undefined}>
              <span>{m.product_breakFrom({ quantity: formatPieces(step.num, currency) })}</span>
              <span>{money(step.price, 'unitPrice')}</span>
              {step === applied && <span className="visually-hidden">{m.product_breakApplies()}</span>}
            </li>
          ))}
        </ul>
      </td>
      <td className="num offer-price">
        {quote.price ? (
          <>
            <span className="offer-unit">{money(quote.price.unitPrice, 'unitPrice')}</span>
            <span className="offer-total">{m.product_totalFor({ quantity: formatPieces(quote.quantity, currency), total: money(quote.price.total, 'total') })}</span>
          </>
        ) : (
          m.product_quoteOnRequest()
        )}
      </td>
    </tr>
  );
}

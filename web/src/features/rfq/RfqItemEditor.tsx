import type { RfqListItem } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { defaultImg } from '@/platform/default-image.ts';
import { formatNumber, priceDecimals } from '@/platform/lib/money.ts';
import { DatePicker } from '@/ui/date-picker/DatePicker.tsx';
import type { Day } from '@/ui/date-picker/calendar.ts';
import { TextField } from '@/ui/fields/TextField.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { deliveryDateProblem, readQuantity, readTargetPrice } from './rfq-rules.ts';
import { removeFromRfq, updateRfqItem } from './rfq-store.ts';

/** What is being typed in a line's number fields, before it is a valid value; `touched` once the field was left. */
export interface RfqLineDraft {
  qty?: string;
  price?: string;
  qtyTouched?: boolean;
  priceTouched?: boolean;
}

/** Whether a line holds something that cannot be sent: a number being typed that is not one, or a past date. */
export function lineHasProblem(item: RfqListItem, draft: RfqLineDraft | undefined, today: Day): boolean {
  return (
    (draft?.qty !== undefined && readQuantity(draft.qty) === undefined) ||
    (draft?.price !== undefined && readTargetPrice(draft.price) === undefined) ||
    deliveryDateProblem(item.delivery_plan_date, today) !== undefined
  );
}

interface Props {
  item: RfqListItem;
  index: number;
  draft: RfqLineDraft | undefined;
  onDraftChange: (draft: RfqLineDraft | undefined) => void;
  onRemove: () => void;
  currency: { code: string; symbol: string };
  today: Day;
  /** After a send was tried, every problem shows, touched or not. */
  showAllProblems: boolean;
}

/**
 * One RFQ line: the part and its quantity, target unit price and delivery
 * date. Valid values are kept in the list at once (so a reload keeps them);
 * text that is not yet a valid number stays in the field with its message.
 */
export function RfqItemEditor({ item, index, draft, onDraftChange, onRemove, currency, today, showAllProblems }: Props) {
  const id = `rfq-line-${index}`;
  const priceText = (price: number | null | undefined) => (price == null ? '' : formatNumber(price, priceDecimals(currency.code, 'unitPrice'), currency.code));

  const qtyText = draft?.qty ?? String(item.qty);
  const qtyProblem =
    draft?.qty !== undefined && readQuantity(draft.qty) === undefined && (draft.qtyTouched || showAllProblems) ? m.rfq_quantityInvalid() : undefined;
  const shownPrice = draft?.price ?? priceText(item.target_price);
  const priceProblem =
    draft?.price !== undefined && readTargetPrice(draft.price) === undefined && (draft.priceTouched || showAllProblems) ? m.rfq_priceInvalid() : undefined;
  const dateProblem = deliveryDateProblem(item.delivery_plan_date, today);

  function typeQuantity(text: string) {
    onDraftChange({ ...draft, qty: text });
    const qty = readQuantity(text);
    if (qty !== undefined) updateRfqItem(index, { qty });
  }

  function typePrice(text: string) {
    onDraftChange({ ...draft, price: text });
    const price = readTargetPrice(text);
    if (price !== undefined) updateRfqItem(index, { target_price: price });
  }

  /** Leaving a field: a valid value is shown as the shop writes it; an invalid one stays to be fixed. */
  function leave(field: 'qty' | 'price') {
    const text = draft?.[field];
    if (text === undefined) return;
    const valid = field === 'qty' ? readQuantity(text) !== undefined : readTargetPrice(text) !== undefined;
    const { [field]: _typed, ...rest } = draft ?? {};
    const next: RfqLineDraft = valid ? rest : { ...draft, [field === 'qty' ? 'qtyTouched' : 'priceTouched']: true };
    onDraftChange(Object.keys(next).length === 0 ? undefined : next);
  }

  return (
    <li className="rfq-line" data-testid="rfq-line">
      <div className="rfq-line-part">
        <img
          src={item.icons || defaultImg}
          alt={m.rfq_partImageAlt({ part: item.part_number })}
          width={56}
          height={56}
          onError={(event) => (event.currentTarget.src = defaultImg)}
        />
        <div>
          <p className="rfq-line-number">{item.goods_page_url ? <LocalLink to={item.goods_page_url}>{item.part_number}</LocalLink> : item.part_number}</p>
          {item.manufacturer && <p className="rfq-line-meta">{item.manufacturer}</p>}
          {(item.package || item.date_code) && (
            <p className="rfq-line-meta">
              {[item.package, item.date_code && m.rfq_dateCode({ code: item.date_code })].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
      </div>
      <div className="rfq-line-fields">
        <TextField
          id={`${id}-qty`}
          label={m.rfq_quantity()}
          required
          inputMode="numeric"
          autoComplete="off"
          value={qtyText}
          error={qtyProblem}
          onChange={(event) => typeQuantity(event.currentTarget.value)}
          onBlur={() => leave('qty')}
        />
        <TextField
          id={`${id}-price`}
          label={m.rfq_targetPrice({ currency: currency.code })}
          inputMode="decimal"
          autoComplete="off"
          placeholder={m.rfq_targetPriceNone()}
          value={shownPrice}
          error={priceProblem}
          onChange={(event) => typePrice(event.currentTarget.value)}
          onBlur={() => leave('price')}
        />
        <div className="rfq-line-date">
          <DatePicker
            id={`${id}-date`}
            label={m.rfq_deliveryDate()}
            value={item.delivery_plan_date ?? ''}
            error={dateProblem}
            onChange={(value) => updateRfqItem(index, { delivery_plan_date: value })}
          />
          {item.delivery_plan_date && (
            <button type="button" className="link-button rfq-clear-date" onClick={() => updateRfqItem(index, { delivery_plan_date: null })}>
              {m.rfq_clearDate()}
            </button>
          )}
        </div>
      </div>
      <button
        type="button"
        className="button rfq-line-remove"
        onClick={() => {
          removeFromRfq(index);
          onRemove();
        }}
        aria-label={m.rfq_removePart({ part: item.part_number })}
      >
        {m.rfq_remove()}
      </button>
    </li>
  );
}

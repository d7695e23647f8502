import type { RfqDetail } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { formatMoney, formatNumber } from '@/platform/lib/money.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { QuoteCard } from './QuoteCard.tsx';
import { formatWantedDate } from './rfq-dates.ts';
import { useRfqDetail } from './rfq-queries.ts';

/** An opened RFQ: each requested part with what was asked and the quotes received for it. */
export function RfqDetailPanel({ rfqId, id }: { rfqId: number; id: string }) {
  const detail = useRfqDetail(rfqId);
  return (
    <div id={id} className="rfq-detail">
      {detail.isError && !detail.data ? (
        <LoadFailed onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <p className="rfq-loading">
          <LoadingText />
        </p>
      ) : (
        <RfqItems rfq={detail.data} />
      )}
    </div>
  );
}

function RfqItems({ rfq }: { rfq: RfqDetail }) {
  const now = new Date();
  const currency = { code: rfq.currency_code, symbol: rfq.currency_symbol };
  return (
    <ol className="rfq-items">
      {rfq.items.map((item) => (
        <li key={item.rfq_item_id} className="rfq-item" data-testid="rfq-item">
          <h3 className="rfq-item-part">
            {item.goods_page_url ? <LocalLink to={item.goods_page_url}>{item.part_number}</LocalLink> : item.part_number}
            <span className="rfq-item-maker"> {[item.manufacturer, item.package].filter(Boolean).join(' · ')}</span>
          </h3>
          <p className="rfq-item-asked">
            {m.rfqHistory_asked({ quantity: formatNumber(item.qty, 0, currency.code) })}
            {item.target_price !== null && ` · ${m.rfqHistory_target({ price: formatMoney(item.target_price, currency.code, currency.symbol, 'unitPrice') })}`}
            {item.delivery_plan_date && ` · ${m.rfqHistory_wantedBy({ date: formatWantedDate(item.delivery_plan_date) })}`}
          </p>
          {item.quotes.length === 0 ? (
            <p className="rfq-waiting">{m.rfqHistory_noQuotesYet()}</p>
          ) : (
            <div className="rfq-quotes">
              {item.quotes.map((quote) => (
                <QuoteCard key={quote.quote_id} quote={quote} askedPart={item.part_number} rfqState={rfq.state} currency={currency} now={now} />
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

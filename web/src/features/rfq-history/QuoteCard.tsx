import type { RfqQuote, RfqState } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { formatMoney, formatNumber } from '@/platform/lib/money.ts';
import { Fact } from '@/ui/Fact.tsx';
import { QuoteCartForm } from './QuoteCartForm.tsx';
import { formatRfqMoment } from './rfq-dates.ts';
import { quoteRefusal, type QuoteRefusal } from './quote-rules.ts';

interface Props {
  quote: RfqQuote;
  /** The part the buyer asked for: a quote for another part is an alternative. */
  askedPart: string;
  rfqState: RfqState;
  currency: { code: string; symbol: string };
  now: Date;
}

function refusalText(refusal: QuoteRefusal, validUntil: string): string {
  switch (refusal) {
    case 'closed':
      return m.rfqHistory_refusedClosed();
    case 'notCatalog':
      return m.rfqHistory_refusedNotCatalog();
    case 'expired':
      return m.rfqHistory_refusedExpired({ time: formatRfqMoment(validUntil) });
  }
}

/** One quote: what is offered at which price and until when, and either how to put it in the cart or why it cannot be. */
export function QuoteCard({ quote, askedPart, rfqState, currency, now }: Props) {
  const formatPieces = (pieces: number) => formatNumber(pieces, 0, currency.code);
  const refusal = quoteRefusal(quote, rfqState, now);
  const alternative = quote.part_number !== askedPart;
  return (
    <article className="quote-card" aria-label={m.rfqHistory_quoteLabel({ part: quote.part_number })} data-testid="rfq-quote">
      <p className="quote-part">
        <strong>{quote.part_number}</strong> {quote.manufacturer}
        {alternative && <span className="quote-alternative"> {m.rfqHistory_alternative()}</span>}
      </p>
      <dl className="rfq-facts">
        <div>
          <dt>{m.rfqHistory_unitPrice()}</dt>
          <dd className="quote-price">{formatMoney(quote.price, currency.code, currency.symbol, 'unitPrice')}</dd>
        </div>
        <Fact term={m.rfqHistory_quotedQuantity()}>{formatPieces(quote.quantity)}</Fact>
        <Fact term={m.rfqHistory_moq()}>{formatPieces(quote.moq)}</Fact>
        <Fact term={m.rfqHistory_leadTime()}>{m.rfqHistory_leadTimeDays({ days: quote.lead_time_days })}</Fact>
        {quote.date_code && (
          <Fact term={m.rfqHistory_dateCode()}>{quote.date_code}</Fact>
        )}
        <Fact term={m.rfqHistory_validUntil()}>
          <time dateTime={quote.valid_until}>{formatRfqMoment(quote.valid_until)}</time>
        </Fact>
      </dl>
      {quote.remark && <p className="quote-remark">{quote.remark}</p>}
      {refusal ? (
        <p className="quote-refusal" data-testid="quote-refusal">
          {refusalText(refusal, quote.valid_until)}
        </p>
      ) : (
        <QuoteCartForm quote={quote} formatPieces={formatPieces} />
      )}
    </article>
  );
}

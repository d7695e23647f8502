import type { RfqSummary } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { Fact } from '@/ui/Fact.tsx';
import { formatRfqDay } from './rfq-dates.ts';
import { RfqDetailPanel } from './RfqDetailPanel.tsx';
import { rfqStateText } from './rfq-words.ts';

/** One RFQ of the history; opening it loads its items and quotes below. */
export function RfqCard({ rfq }: { rfq: RfqSummary }) {
  const [open, setOpen] = useState(false);
  const headingId = `rfq-${rfq.rfq_id}`;
  const panelId = `rfq-${rfq.rfq_id}-quotes`;
  const more = rfq.item_count - rfq.part_numbers.length;
  return (
    <article className="rfq-card" aria-labelledby={headingId} data-testid="rfq-card">
      <header className="rfq-card-head">
        <h2 id={headingId} className="rfq-card-number">
          {rfq.rfq_sn}
        </h2>
        <span className={`rfq-state rfq-state-${rfq.state}`}>{rfqStateText(rfq.state)}</span>
      </header>
      <dl className="rfq-facts">
        <Fact term={m.rfqHistory_sentOn()}>
          <time dateTime={rfq.create_time}>{formatRfqDay(rfq.create_time)}</time>
        </Fact>
        <Fact term={m.rfqHistory_quotedItems()}>{m.rfqHistory_quotedOfItems({ quoted: rfq.quoted_item_count, items: rfq.item_count })}</Fact>
        <Fact term={m.rfqHistory_updatedOn()}>
          <time dateTime={rfq.update_time}>{formatRfqDay(rfq.update_time)}</time>
        </Fact>
      </dl>
      <p className="rfq-parts">
        {rfq.part_numbers.join(', ')}
        {more > 0 && ` ${m.rfqHistory_moreItems({ count: more })}`}
      </p>
      <button type="button" className="button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        {open ? m.rfqHistory_hideQuotes({ rfqSn: rfq.rfq_sn }) : m.rfqHistory_showQuotes({ rfqSn: rfq.rfq_sn })}
      </button>
      {open && <RfqDetailPanel rfqId={rfq.rfq_id} id={panelId} />}
    </article>
  );
}

import type { RfqSummary } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { pages } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { accountDay } from './account-dates.ts';
import { OVERVIEW_ROWS, useOpenRfqQueries } from './account-queries.ts';
import { QueryBlock } from './QueryBlock.tsx';
import { rfqStateLabel } from './state-labels.ts';

/** The most recently changed of both open states, newest first. */
export function newestOpen(waiting: RfqSummary[], quoted: RfqSummary[], count: number): RfqSummary[] {
  return [...waiting, ...quoted].sort((a, b) => b.update_time.localeCompare(a.update_time)).slice(0, count);
}

/** RFQs still waiting for quotes or holding a valid one, and the way to the whole history. */
export function OpenRfqs() {
  const [waiting, quoted] = useOpenRfqQueries();
  const both = {
    data: waiting.data && quoted.data ? { rows: newestOpen(waiting.data.lists, quoted.data.lists, OVERVIEW_ROWS), total: waiting.data.total + quoted.data.total } : undefined,
    isPending: waiting.isPending || quoted.isPending,
    isError: waiting.isError || quoted.isError,
    refetch: () => Promise.all([waiting.refetch(), quoted.refetch()]),
  };
  return (
    <section className="account-card" aria-labelledby="account-rfqs-title">
      <h2 id="account-rfqs-title" className="account-card-title">
        {m.account_openRfqs()}
      </h2>
      <QueryBlock query={both}>
        {({ rows, total }) =>
          rows.length === 0 ? (
            <p className="account-muted">{m.account_noOpenRfqs()}</p>
          ) : (
            <>
              <p className="account-muted">{m.account_openRfqCount({ count: total })}</p>
              <ul className="account-rows" data-testid="open-rfqs">
                {rows.map((rfq) => (
                  <li key={rfq.rfq_id} className="account-row">
                    <span className="account-row-main">{rfq.rfq_sn}</span>
                    <span className="account-muted account-parts">{rfq.part_numbers.join(', ')}</span>
                    <span className={`account-state account-rfq-state-${rfq.state}`}>{rfqStateLabel[rfq.state]()}</span>
                    <span className="account-muted">
                      {m.account_rfqQuotedItems({ quoted: rfq.quoted_item_count, items: rfq.item_count })} ·{' '}
                      <time dateTime={rfq.update_time}>{accountDay(rfq.update_time)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryBlock>
      <LocalLink to={pages.accountRfqHistory.path} className="account-card-link">
        {m.account_allRfqs()}
      </LocalLink>
    </section>
  );
}

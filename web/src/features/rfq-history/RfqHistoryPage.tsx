import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Pager } from '@/shared/pager/Pager.tsx';
import { pageCount } from '@/shared/pager/page-window.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { RfqCard } from './RfqCard.tsx';
import { RFQS_PAGE_SIZE, rfqStateOf, type RfqHistorySearch } from './rfq-history-search.ts';
import { useRfqHistory } from './rfq-queries.ts';
import { RfqStateFilter } from './RfqStateFilter.tsx';
import './rfq-history.css';

/** The buyer's RFQs, newest first, narrowed by state and paged; each opens to its quotes. */
export function RfqHistoryPage({ search }: { search: RfqHistorySearch }) {
  const state = rfqStateOf(search.state);
  const rfqs = useRfqHistory({ page: search.page ?? 1, page_size: RFQS_PAGE_SIZE, ...(state === undefined ? {} : { state }) });
  return (
    <div className="rfq-history">
      <RfqStateFilter current={search.state} />
      {rfqs.isError && !rfqs.data ? (
        <LoadFailed onRetry={() => void rfqs.refetch()} />
      ) : !rfqs.data ? (
        <p className="rfq-loading">
          <LoadingText />
        </p>
      ) : rfqs.data.lists.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ol className={rfqs.isPlaceholderData ? 'rfq-list rfq-list-loading' : 'rfq-list'} aria-busy={rfqs.isPlaceholderData}>
            {rfqs.data.lists.map((rfq) => (
              <li key={rfq.rfq_id}>
                <RfqCard rfq={rfq} />
              </li>
            ))}
          </ol>
          <Pager page={rfqs.data.page} lastPage={pageCount(rfqs.data.total, rfqs.data.page_size)} label={m.rfqHistory_pagerLabel()} />
        </>
      )}
    </div>
  );
}

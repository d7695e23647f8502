import { Link } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { RFQ_STATE_FILTERS, rfqStateOf, type RfqHistorySearch, type RfqStateFilter as Filter } from './rfq-history-search.ts';
import { rfqStateText } from './rfq-words.ts';

/** The same list narrowed to another state (or none), from its first page. */
const withState = (state: Filter | undefined) => ((previous: RfqHistorySearch) => ({ ...previous, state, page: undefined })) as never;

/** Tabs of the RFQ states as links, kept in the URL. */
export function RfqStateFilter({ current }: { current: Filter | undefined }) {
  return (
    <nav className="rfq-filter" aria-label={m.rfqHistory_filterLabel()}>
      <ul>
        <li>
          <Link to="." search={withState(undefined)} className="rfq-filter-tab" aria-current={current ? undefined : 'page'}>
            {m.rfqHistory_filterAll()}
          </Link>
        </li>
        {RFQ_STATE_FILTERS.map((filter) => (
          <li key={filter}>
            <Link to="." search={withState(filter)} className="rfq-filter-tab" aria-current={current === filter ? 'page' : undefined}>
              {rfqStateText(rfqStateOf(filter)!)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

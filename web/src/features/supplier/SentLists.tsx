import { getListExcessOffersQueryOptions } from '@chipmart/generated/internal/hooks/supplier/supplier';
import { m } from '$paraglide/messages.js';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { formatDate } from '@/platform/lib/date-format.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Fact } from '@/ui/Fact.tsx';
import { excessStateText, stateTone } from './review-states.ts';

/**
 * The account's excess lists: number, review state in words, lines and when,
 * so the supplier can quote the number and follow the review. Shown below
 * the form, so the form does not move when they arrive; nothing while none
 * was sent.
 */
export function SentLists() {
  const sent = useScopedQuery(getListExcessOffersQueryOptions());
  if (sent.isError) return <LoadFailed onRetry={() => void sent.refetch()} />;
  const lists = sent.data?.lists ?? [];
  if (lists.length === 0) return null;
  return (
    <section aria-labelledby="excess-sent-title" className="supplier-status" data-testid="excess-sent">
      <h2 id="excess-sent-title" className="supplier-section-title">
        {m.supplier_sentTitle()}
      </h2>
      <p className="supplier-hint">{m.supplier_sentHint()}</p>
      <ul className="supplier-applications">
        {lists.map((list) => (
          <li key={list.offer_no} className="supplier-application">
            <div className="supplier-application-head">
              <strong>{list.offer_no}</strong>
              <span className={stateTone(list.state)}>{excessStateText(list.state)}</span>
            </div>
            <dl className="supplier-facts">
              <Fact term={m.supplier_lineCount()}>{list.line_count}</Fact>
              <Fact term={m.supplier_submittedAt()}>
                <time dateTime={list.submitted_time}>{formatDate(list.submitted_time, htmlLang(currentLocale()), { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </Fact>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

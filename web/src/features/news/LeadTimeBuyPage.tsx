import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { pageCount } from '@/shared/pager/page-window.ts';
import { Pager } from '@/shared/pager/Pager.tsx';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { useQueryScope } from '@/platform/query-scope.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { LEAD_TIME_PAGE_KEY, leadTimeCategories } from './lead-time.ts';
import { categoryStatQueryOptions, contentPageQueryOptions } from './news-queries.ts';
import { PARTS_PAGE_SIZE, type LeadTimeSearch } from './news-search.ts';
import { useLeadTimeParts } from './use-lead-time-parts.ts';
import './news.css';

/** The same page looking at another top category, from its first page. */
const withCategory = (category: number) => ((previous: LeadTimeSearch) => ({ ...previous, category, page: undefined })) as never;

/**
 * Lead-time buying: the terms from the back office's content page, how many
 * parts of each top category are on factory lead time, and the chosen
 * category's parts with their lead times, to be put on an RFQ with the
 * delivery date the buyer needs.
 */
export function LeadTimeBuyPage({ search }: { search: LeadTimeSearch }) {
  const scope = useQueryScope();
  const content = useQuery(contentPageQueryOptions(LEAD_TIME_PAGE_KEY, scope));
  const stat = useQuery(categoryStatQueryOptions(scope));
  const categories = leadTimeCategories(stat.data?.categories ?? []);
  const categoryId = search.category ?? categories[0]?.category_id;
  const chosen = categories.find((category) => category.category_id === categoryId);
  const parts = useLeadTimeParts(chosen?.category_id, search.page ?? 1, PARTS_PAGE_SIZE);
  const listing = parts.data;
  const lastPage = listing ? pageCount(listing.total, listing.page_size) : 1;

  return (
    <div className="lead-time-page">
      {content.isError ? (
        <p className="lead">{m.news_leadTimeIntro()}</p>
      ) : content.data ? (
        <div className="news-content lead-time-terms" dangerouslySetInnerHTML={{ __html: content.data.content }} />
      ) : (
        <p className="news-loading"><LoadingText /></p>
      )}
      <ol className="lead-time-steps" aria-label={m.news_leadTimeStepsLabel()}>
        <li>{m.news_leadTimeStepChoose()}</li>
        <li>
          {m.news_leadTimeStepRfq()} <LocalLink to="/rfq">{m.news_leadTimeOpenRfq()}</LocalLink>
        </li>
        <li>{m.news_leadTimeStepQuote()}</li>
      </ol>

      <section aria-labelledby="lead-time-parts-title" className="news-section">
        <h2 id="lead-time-parts-title">{m.news_leadTimePartsTitle()}</h2>
        {stat.isError ? (
          <LoadFailed onRetry={() => void stat.refetch()} />
        ) : (
          <nav className="news-tags" aria-label={m.news_leadTimeCategories()}>
            <ul>
              {categories.map((category) => (
                <li key={category.category_id}>
                  <Link to="." search={withCategory(category.category_id)} className="news-tag" aria-current={category.category_id === categoryId ? 'page' : undefined}>
                    {m.news_leadTimeCategory({ name: category.name, count: formatPieces(category.onLeadTime, scope.currency) })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {chosen && <p className="parts-count">{m.news_leadTimeCategoryNote({ name: chosen.name })}</p>}
        {parts.isError && !listing ? (
          <LoadFailed onRetry={() => void parts.refetch()} />
        ) : stat.data && !chosen ? (
          <EmptyState />
        ) : stat.isError ? null : !listing ? (
          <p className="news-loading"><LoadingText /></p>
        ) : (
          <>
            {listing.lists.length === 0 ? (
              <EmptyState />
            ) : (
              <GoodsTable
                rows={listing.lists}
                caption={m.news_leadTimeCaption({ name: chosen?.name ?? '', page: listing.page, pages: lastPage })}
                loading={parts.isPlaceholderData}
              />
            )}
            {/* Also under an empty page past the end (an old link), to lead back to the parts. */}
            <Pager page={listing.page} lastPage={lastPage} label={m.news_partsPagerLabel()} />
          </>
        )}
      </section>
    </div>
  );
}

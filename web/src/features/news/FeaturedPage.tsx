import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Pager } from '@/shared/pager/Pager.tsx';
import { pageCount } from '@/shared/pager/page-window.ts';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { useQueryScope } from '@/platform/query-scope.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { featuredGoodsQueryOptions } from './news-queries.ts';
import { PARTS_PAGE_SIZE, type PagedSearch } from './news-search.ts';
import './news.css';

/** The parts Chipmart features (good stock and prices), page by page; the page lives in the URL. */
export function FeaturedPage({ search }: { search: PagedSearch }) {
  const scope = useQueryScope();
  const featured = useQuery({ ...featuredGoodsQueryOptions({ page: search.page ?? 1, page_size: PARTS_PAGE_SIZE }, scope), placeholderData: keepPreviousData });

  if (featured.isError && !featured.data) return <LoadFailed onRetry={() => void featured.refetch()} />;
  if (!featured.data) return <p className="news-loading"><LoadingText /></p>;
  if (featured.data.lists.length === 0) return <EmptyState />;
  const { page, page_size, total } = featured.data;
  return (
    <div className="parts-page">
      <p className="lead">{m.news_featuredIntro()}</p>
      <p className="parts-count">{m.news_featuredCount({ count: total })}</p>
      <GoodsTable rows={featured.data.lists} caption={m.news_featuredCaption({ page, pages: pageCount(total, page_size) })} loading={featured.isPlaceholderData} />
      <Pager page={page} lastPage={pageCount(total, page_size)} label={m.news_partsPagerLabel()} />
    </div>
  );
}

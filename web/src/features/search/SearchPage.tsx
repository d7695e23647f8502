import { m } from '$paraglide/messages.js';
import { SEARCH_PAGE_SIZE } from '@/platform/constants.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Pager } from '@/shared/pager/Pager.tsx';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { useQueryScope } from '@/platform/query-scope.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { filterChoices, SearchFilters } from './SearchFilters.tsx';
import type { SearchPageSearch } from './search-params.ts';
import { highlightsOf, useSearchFacets, useSearchResults } from './use-search-results.ts';
import './search.css';

interface Props {
  search: SearchPageSearch;
  onSearchChange: (next: Partial<SearchPageSearch>) => void;
}

/** /s: the part-number search with its filters, highlighted matches and paging, all kept in the URL. */
export function SearchPage({ search, onSearchChange }: Props) {
  const results = useSearchResults(search);
  const facets = useSearchFacets(search.keywords);
  const { currency } = useQueryScope();
  const data = results.data;
  const choices = filterChoices(facets.data, data, search);

  if (!search.keywords) {
    return (
      <PageFrame page="search">
        <p className="lead">{m.search_enterKeywords()}</p>
      </PageFrame>
    );
  }

  const lastPage = data ? Math.max(1, Math.ceil(data.total / SEARCH_PAGE_SIZE)) : 1;
  return (
    <PageFrame page="search">
      <p className="search-summary" role="status">
        {data && !results.isPlaceholderData
          ? m.search_resultCount({ count: formatPieces(data.total, currency), keywords: search.keywords })
          : m.search_searching({ keywords: search.keywords })}
      </p>
      <div className="search-layout">
        <SearchFilters search={search} manufacturers={choices.manufacturers} categories={choices.categories} onChange={onSearchChange} />
        <div className="search-results">
          {results.isError ? (
            <LoadFailed onRetry={() => void results.refetch()} />
          ) : !data ? (
            <p className="search-loading" aria-busy="true">
              {m.search_searching({ keywords: search.keywords })}
            </p>
          ) : data.lists.length === 0 ? (
            <EmptyState type="search" />
          ) : (
            <>
              <GoodsTable
                rows={data.lists.map((result) => result.goods)}
                caption={m.search_resultsCaption({ keywords: search.keywords })}
                highlights={highlightsOf(data)}
                loading={results.isPlaceholderData}
              />
              <Pager page={data.page} lastPage={lastPage} label={m.search_paging()} />
            </>
          )}
        </div>
      </div>
    </PageFrame>
  );
}

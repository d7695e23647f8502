import { getGetBomQueryOptions, getListBomLinesQueryKey, getListBomsQueryKey, getListBomsQueryOptions, listBomLines } from '@chipmart/generated/internal/hooks/bom/bom';
import {
  BomState,
  type BomDetail,
  type BomLine,
  type BomLineList,
  type BomLineMode,
  type BomLineUpdate,
  type BomMatchState,
  type ListBomLinesOrder,
  type ListBomLinesParams,
  type ListBomsParams,
} from '@chipmart/generated/internal/model/index';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { scopedQuery, useQueryScope, useScopedQuery, type QueryScope } from '@/platform/query-scope.ts';

/** Lines per page of the lines table: the next page loads as the buyer scrolls towards it. */
export const BOM_LINES_PAGE_SIZE = 100;
/** How often the page asks whether a matching run has ended. */
export const MATCHING_POLL_MS = 2_000;

/** The lines table's filters; `order` puts the lines that need a look first unless the buyer asks for line order. */
export interface LineFilters {
  order: ListBomLinesOrder;
  doubtful: boolean;
  matchState?: BomMatchState;
  matchMode?: BomLineMode;
  keyword: string;
}

export const DEFAULT_LINE_FILTERS: LineFilters = { order: 'doubtful_first', doubtful: false, keyword: '' };

function linesParams(bomId: number, filters: LineFilters): ListBomLinesParams {
  const keyword = filters.keyword.trim();
  return {
    bom_id: bomId,
    order: filters.order,
    ...(filters.doubtful ? { doubtful: true } : {}),
    ...(filters.matchState === undefined ? {} : { match_state: filters.matchState }),
    ...(filters.matchMode === undefined ? {} : { match_mode: filters.matchMode }),
    ...(keyword ? { keyword } : {}),
  };
}

/** The BOM's header and totals; asked again every few seconds while a matching run is going on. */
export function useBomDetail(bomId: number) {
  return useScopedQuery(
    getGetBomQueryOptions(
      { bom_id: bomId },
      { query: { retry: false, refetchInterval: (query) => (query.state.data?.state === BomState.Matching ? MATCHING_POLL_MS : false) } },
    ),
  );
}

/** The key of the BOM's header in the current scope, where changes write the totals they answer. */
export const bomDetailKey = (bomId: number, scope: QueryScope): QueryKey => scopedQuery(getGetBomQueryOptions({ bom_id: bomId }), scope).queryKey;

/** The options of the lines, page by page (pages of 100), for the filters; priced, so keyed by the currency too. */
export function bomLinesQuery(bomId: number, filters: LineFilters, scope: QueryScope) {
  const params = linesParams(bomId, filters);
  return scopedQuery(
    {
      queryKey: getListBomLinesQueryKey(params),
      queryFn: ({ pageParam, signal }: QueryFunctionContext<QueryKey, number>) => listBomLines({ ...params, page: pageParam, page_size: BOM_LINES_PAGE_SIZE }, undefined, signal),
    },
    scope,
  );
}

/** The next page after `last`, while lines remain. */
export const nextLinesPage = (last: BomLineList): number | undefined => (last.page * last.page_size < last.total ? last.page + 1 : undefined);

/** The lines that pass the filters, fetched a page at a time as the table asks; the rows shown stay while other filters load. */
export function useBomLines(bomId: number, filters: LineFilters) {
  const options = bomLinesQuery(bomId, filters, useQueryScope());
  const query = useInfiniteQuery({ ...options, initialPageParam: 1, getNextPageParam: nextLinesPage, placeholderData: keepPreviousData });
  return { ...query, key: options.queryKey };
}

/** One page of the buyer's BOMs, newest first; priced (the totals), so keyed by the currency too. */
export function useBomList(params: ListBomsParams) {
  return useScopedQuery(getListBomsQueryOptions(params, { query: { placeholderData: keepPreviousData } }));
}

type LinePages = InfiniteData<BomLineList, number>;

const replaceLines = (pages: LinePages, changed: readonly BomLine[]): LinePages => {
  const byId = new Map(changed.map((line) => [line.source_id, line]));
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, lists: page.lists.map((line) => byId.get(line.source_id) ?? line) })) };
};

const withoutLines = (pages: LinePages, ids: readonly number[]): LinePages => {
  const gone = new Set(ids);
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const lists = page.lists.filter((line) => !gone.has(line.source_id));
      return { ...page, lists, total: page.total - (page.lists.length - lists.length) };
    }),
  };
};

/** Puts a new line at the end of the rows when the last page is loaded (else it comes with the pages still to load). */
const withLine = (pages: LinePages, line: BomLine): LinePages => {
  const last = pages.pages.at(-1);
  if (!last) return pages;
  const complete = nextLinesPage(last) === undefined;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, total: page.total + 1, lists: complete && page === last ? [...page.lists, line] : page.lists })),
  };
};

/**
 * How a change shows: the answer's header and totals replace the BOM's, and
 * the lines it changed replace theirs in the rows on screen, without fetching
 * the lines again. The other filters' rows of this BOM are marked old, to be
 * fetched when they are shown; an answer without lines (a new set count)
 * touched every line, so the rows are fetched again.
 */
export function useBomCache(bomId: number, linesKey: QueryKey) {
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  const detailKey = bomDetailKey(bomId, scope);

  const markOthersOld = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListBomLinesQueryKey({ bom_id: bomId }), refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: getListBomsQueryKey(), refetchType: 'none' }),
    ]);

  return {
    async applyUpdate(update: BomLineUpdate): Promise<void> {
      queryClient.setQueryData<BomDetail>(detailKey, update.bom);
      if (update.lines.length === 0) {
        await Promise.all([queryClient.invalidateQueries({ queryKey: getListBomLinesQueryKey({ bom_id: bomId }) }), queryClient.invalidateQueries({ queryKey: getListBomsQueryKey(), refetchType: 'none' })]);
        return;
      }
      await markOthersOld();
      queryClient.setQueryData<LinePages>(linesKey, (pages) => pages && replaceLines(pages, update.lines));
    },
    async applyAdded(update: BomLineUpdate): Promise<void> {
      queryClient.setQueryData<BomDetail>(detailKey, update.bom);
      await markOthersOld();
      const [line] = update.lines;
      if (line) queryClient.setQueryData<LinePages>(linesKey, (pages) => pages && withLine(pages, line));
    },
    /** Deleting answers no totals: the rows go at once and the header is fetched again. */
    async applyDeleted(ids: readonly number[]): Promise<void> {
      await markOthersOld();
      queryClient.setQueryData<LinePages>(linesKey, (pages) => pages && withoutLines(pages, ids));
      await queryClient.invalidateQueries({ queryKey: detailKey });
    },
    /** After a matching run or once it has ended: every row may have changed. */
    async reloadLines(): Promise<void> {
      await queryClient.invalidateQueries({ queryKey: getListBomLinesQueryKey({ bom_id: bomId }) });
    },
    /** After a refusal for the BOM's state (being matched): its header and rows are read again. */
    async reloadBom(): Promise<void> {
      await Promise.all([queryClient.invalidateQueries({ queryKey: detailKey }), queryClient.invalidateQueries({ queryKey: getListBomLinesQueryKey({ bom_id: bomId }) })]);
    },
    setDetail(detail: BomDetail): void {
      queryClient.setQueryData<BomDetail>(detailKey, detail);
    },
  };
}

/** After a BOM was created, renamed, copied or deleted: every page of the BOM list is read again. */
export function useRefreshBomList(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getListBomsQueryKey() });
}

import { ApiError } from '@chipmart/client';
import { deleteBoms, matchBom } from '@chipmart/generated/internal/hooks/bom/bom';
import { BomState, type BomDetail, type BomLine } from '@chipmart/generated/internal/model/index';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { localizePath } from '@/platform/i18n/locale.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { useDebouncedValue } from '@/ui/use-debounced-value.ts';
import { AddToCart } from './AddToCart.tsx';
import { bomFailureText } from './bom-failure.ts';
import { bomMoment } from './bom-figures.ts';
import { DEFAULT_LINE_FILTERS, useBomCache, useBomDetail, useBomLines, useRefreshBomList, type LineFilters } from './bom-queries.ts';
import { BomFacts } from './BomFacts.tsx';
import { BomLineFilters } from './BomLineFilters.tsx';
import type { LineDialog } from './BomLineRow.tsx';
import { BomLinesTable } from './BomLinesTable.tsx';
import { BomQuantities } from './BomQuantities.tsx';
import { ExportBom } from './ExportBom.tsx';
import { LazyAddLineDialog, LazyConfirmDialog, LazyPartOptionsDialog, LazySupplierOptionsDialog } from './lazy-dialogs.ts';
import { RenameBom } from './RenameBom.tsx';
import { useLineActions } from './use-line-actions.ts';
import './bom.css';

/** How long the keyword filter waits for typing to stop. */
const KEYWORD_DEBOUNCE_MS = 300;
const NOT_FOUND_CODE = 4040;

/** A BOM not matched yet (its upload's matching did not start) or being matched: said, with the way to start it. */
function MatchingNotice({ detail, onMatched }: { detail: BomDetail; onMatched: (detail: BomDetail) => Promise<void> }) {
  const [sending, setSending] = useState(false);
  if (detail.state === BomState.Matched) return null;
  if (detail.state === BomState.Matching) {
    return (
      <p className="bom-note" role="status">
        {m.bom_matchingRunning()}
      </p>
    );
  }
  const start = async () => {
    setSending(true);
    try {
      await onMatched((await matchBom({ bom_id: detail.bom_id })).bom);
    } catch (error) {
      showToast(bomFailureText(error), 'error', TOAST_ERROR_DURATION_MS);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="bom-note" role="status">
      <p>{m.bom_notMatchedYet()}</p>
      <button type="button" className="button button-primary" disabled={sending} aria-busy={sending || undefined} onClick={() => void start()}>
        {sending ? m.bom_matchingNow() : m.bom_matchNow()}
      </button>
    </div>
  );
}

/**
 * /bom/{id}: the BOM's header with its totals, boards and attrition, name,
 * export, cart and delete; below, its lines (pages of 100 as the buyer
 * scrolls, the ones needing a look first) with each line's actions. Every
 * change shows the totals and lines the server answered.
 */
export function BomDetailPage({ bomId }: { bomId: number }) {
  const detail = useBomDetail(bomId);
  const [filters, setFilters] = useState<LineFilters>(DEFAULT_LINE_FILTERS);
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useDebouncedValue(keyword, KEYWORD_DEBOUNCE_MS);
  const shownFilters = { ...filters, keyword: settledKeyword };
  const lines = useBomLines(bomId, shownFilters);
  const cache = useBomCache(bomId, lines.key);
  const actions = useLineActions(bomId, cache);
  const [dialog, setDialog] = useState<{ kind: LineDialog; line: BomLine }>();
  const [addOpen, setAddOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const navigate = useNavigate();
  const refreshList = useRefreshBomList();

  // A matching run that ends (seen by the header's polling) changes every row.
  const lastState = useRef<BomState | undefined>(undefined);
  const state = detail.data?.state;
  useEffect(() => {
    if (lastState.current !== undefined && lastState.current !== BomState.Matched && state === BomState.Matched) void cache.reloadLines();
    lastState.current = state;
  }, [state, cache]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = lines;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (detail.isError && !detail.data) {
    if (detail.error instanceof ApiError && detail.error.code === NOT_FOUND_CODE) {
      return (
        <div className="bom-page">
          <p className="bom-note" role="alert">
            {m.bom_notFound()}
          </p>
          <LocalLink to="/bom" className="button">
            {m.bom_backToUpload()}
          </LocalLink>
        </div>
      );
    }
    return <LoadFailed onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) {
    return (
      <p>
        <LoadingText />
      </p>
    );
  }
  const bom = detail.data;
  const rows = lines.data?.pages.flatMap((page) => page.lists) ?? [];
  const total = lines.data?.pages.at(-1)?.total ?? 0;

  const deleteBom = async () => {
    try {
      await deleteBoms({ ids: [bomId] });
      showToast(m.bom_deleted({ name: bom.bom_name }));
      await refreshList();
      await navigate({ href: localizePath('/myaccount/bom-list') });
      return true;
    } catch (error) {
      showToast(bomFailureText(error), 'error', TOAST_ERROR_DURATION_MS);
      return false;
    }
  };

  return (
    <div className="bom-page">
      <section className="bom-header" aria-labelledby="bom-name">
        <div className="bom-title-row">
          <h2 id="bom-name" className="bom-name">
            {bom.bom_name}
          </h2>
          <RenameBom
            bomId={bomId}
            name={bom.bom_name}
            onRenamed={async (renamed) => {
              cache.setDetail({ ...bom, bom_name: renamed.bom_name, updated_time: renamed.updated_time });
              await refreshList();
            }}
          />
        </div>
        <p className="bom-muted">
          {bom.file_name ? m.bom_fromFile({ file: bom.file_name, updated: bomMoment(bom.updated_time) }) : m.bom_updatedAt({ updated: bomMoment(bom.updated_time) })}
        </p>
        <MatchingNotice
          detail={bom}
          onMatched={async (matched) => {
            cache.setDetail(matched);
            await cache.reloadLines();
          }}
        />
        <BomFacts detail={bom} />
        <BomQuantities key={`${bom.set_count}-${bom.attrition_percent}`} detail={bom} onUpdate={cache.applyUpdate} />
        <div className="bom-toolbar">
          <AddToCart bomId={bomId} matchedCount={bom.matched_count} />
          <ExportBom bomId={bomId} />
          <button type="button" className="button bom-danger" onClick={() => setDeleteOpen(true)}>
            {m.bom_deleteBom()}
          </button>
        </div>
      </section>
      <section className="bom-lines-section" aria-labelledby="bom-lines-title">
        <div className="bom-title-row">
          <h2 id="bom-lines-title" className="bom-section-title">
            {m.bom_linesTitle()}
          </h2>
          <button type="button" className="button" onClick={() => setAddOpen(true)}>
            {m.bom_addLine()}
          </button>
        </div>
        <BomLineFilters filters={filters} keyword={keyword} onChange={setFilters} onKeyword={setKeyword} />
        <p className="bom-muted" aria-live="polite">
          {lines.data ? m.bom_linesCount({ count: total }) : ''}
        </p>
        {lines.isError && !lines.data ? (
          <LoadFailed onRetry={() => void lines.refetch()} />
        ) : !lines.data ? (
          <p>
            <LoadingText />
          </p>
        ) : rows.length === 0 ? (
          <EmptyState type={settledKeyword.trim() ? 'search' : undefined} />
        ) : (
          <BomLinesTable
            lines={rows}
            total={total}
            hasMore={Boolean(hasNextPage)}
            loadingMore={isFetchingNextPage}
            stale={lines.isPlaceholderData}
            onLoadMore={loadMore}
            actions={actions}
            onDialog={(kind, line) => setDialog({ kind, line })}
          />
        )}
      </section>
      <LazyPartOptionsDialog line={dialog?.kind === 'parts' ? dialog.line : undefined} onClose={() => setDialog(undefined)} onPick={(line, goodsId) => actions.choosePart(line, goodsId)} />
      <LazySupplierOptionsDialog line={dialog?.kind === 'suppliers' ? dialog.line : undefined} onClose={() => setDialog(undefined)} onPick={(line, skuId) => actions.chooseSupplier(line, skuId)} />
      <LazyConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && setDialog(undefined)}
        title={dialog ? m.bom_deleteLineTitle({ line: dialog.line.line_no, part: dialog.line.source.part_number }) : ''}
        description={m.bom_deleteLineDescription()}
        confirmLabel={m.bom_deleteLine()}
        onConfirm={() => (dialog ? actions.deleteLine(dialog.line) : Promise.resolve(true))}
      />
      <LazyAddLineDialog open={addOpen} onOpenChange={setAddOpen} bomId={bomId} currency={bom.currency_code} onAdd={actions.addLine} />
      <LazyConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={m.bom_deleteBomTitle({ name: bom.bom_name })}
        description={m.bom_deleteBomDescription()}
        confirmLabel={m.bom_deleteBom()}
        onConfirm={deleteBom}
      />
    </div>
  );
}

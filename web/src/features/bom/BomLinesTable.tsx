import type { BomLine } from '@chipmart/generated/internal/model/index';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { m } from '$paraglide/messages.js';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { BomLineRow, type LineDialog } from './BomLineRow.tsx';
import type { LineActions } from './use-line-actions.ts';

/** A row's height before it is measured; rows grow with their doubts and actions. */
const ROW_ESTIMATE_PX = 132;
/** Rows rendered beyond each edge of the view, so the keyboard and quick scrolling find rows ready. */
const OVERSCAN_ROWS = 6;
/** The view's size before it is measured (the server's render and the first paint show the first rows). */
const INITIAL_VIEW = { width: 1200, height: 720 };

interface Props {
  lines: readonly BomLine[];
  /** Lines that pass the filters over all pages. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The rows shown are the previous filters' while the new ones load. */
  stale: boolean;
  onLoadMore: () => void;
  actions: Pick<LineActions, 'pending' | 'setMode' | 'setQuantity'>;
  onDialog: (dialog: LineDialog, line: BomLine) => void;
}

/**
 * The lines table. Only the rows on screen (and a few beyond) are rendered,
 * between two spacer rows that keep the scroll height of all rows loaded, so
 * thousands of lines stay responsive; nearing the last loaded row asks for
 * the next page of 100.
 */
export function BomLinesTable({ lines, total, hasMore, loadingMore, stale, onLoadMore, actions, onDialog }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN_ROWS,
    initialRect: INITIAL_VIEW,
    getItemKey: (index) => lines[index]!.source_id,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= lines.length - OVERSCAN_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastShown, lines.length, onLoadMore]);

  const before = rows[0]?.start ?? 0;
  const after = rows.length > 0 ? virtualizer.getTotalSize() - rows.at(-1)!.end : 0;
  return (
    <div ref={scroller} className="bom-lines-scroll" tabIndex={-1} data-testid="bom-lines-scroll">
      <table className={stale ? 'bom-lines bom-lines-stale' : 'bom-lines'} aria-rowcount={total + 1} aria-busy={stale || undefined}>
        <caption className="visually-hidden">{m.bom_linesCaption({ shown: lines.length, total })}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{m.bom_colLine()}</th>
            <th scope="col">{m.bom_colUploaded()}</th>
            <th scope="col">{m.bom_colMatch()}</th>
            <th scope="col">{m.bom_colPart()}</th>
            <th scope="col">{m.bom_colFigures()}</th>
            <th scope="col">{m.bom_colActions()}</th>
          </tr>
        </thead>
        <tbody>
          {before > 0 && (
            <tr aria-hidden="true" className="bom-spacer">
              <td colSpan={6} style={{ height: before }} />
            </tr>
          )}
          {rows.map((row) => {
            const line = lines[row.index]!;
            return (
              <tr key={row.key} ref={virtualizer.measureElement} data-index={row.index} aria-rowindex={row.index + 2} data-testid="bom-line" className={line.source.dnp ? 'bom-line bom-line-dnp' : 'bom-line'}>
                <BomLineRow line={line} busy={actions.pending.has(line.source_id)} actions={actions} onDialog={onDialog} />
              </tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden="true" className="bom-spacer">
              <td colSpan={6} style={{ height: after }} />
            </tr>
          )}
        </tbody>
      </table>
      {loadingMore && (
        <p className="bom-loading-more" role="status">
          <LoadingText />
        </p>
      )}
    </div>
  );
}

import { addBomLine, changeBomLineMatching, changeBomLinePart, changeBomLineSupplier, changeBomQuantity, deleteBomLines } from '@chipmart/generated/internal/hooks/bom/bom';
import type { BomLine, BomLineMode, BomLineUpdate, BomSourceAddRequest } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { showToast } from '@/ui/toast-store.ts';
import { bomFailureText, readBomFailure } from './bom-failure.ts';
import type { useBomCache } from './bom-queries.ts';

type BomCache = ReturnType<typeof useBomCache>;

/**
 * The changes a buyer makes to lines, each sent on its own: the answer's
 * totals and lines go into the cache (see useBomCache), a refusal is said in
 * a toast in the server's words and, when the BOM's state refused it (being
 * matched), the header is read again. `pending` holds the lines on their way.
 */
export function useLineActions(bomId: number, cache: BomCache) {
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  async function run(ids: readonly number[], call: () => Promise<void>): Promise<boolean> {
    setPending((current) => new Set([...current, ...ids]));
    try {
      await call();
      return true;
    } catch (error) {
      showToast(bomFailureText(error), 'error', TOAST_ERROR_DURATION_MS);
      if (readBomFailure(error).conflict) await cache.reloadBom();
      return false;
    } finally {
      setPending((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  }

  const applying = (update: Promise<BomLineUpdate>) => async () => cache.applyUpdate(await update);

  return {
    pending,
    setMode: (line: BomLine, mode: BomLineMode) => run([line.source_id], () => applying(changeBomLineMatching({ bom_id: bomId, source_ids: [line.source_id], match_mode: mode }))()),
    setQuantity: (line: BomLine, quantity: number) => run([line.source_id], () => applying(changeBomQuantity({ bom_id: bomId, source_id: line.source_id, quantity }))()),
    choosePart: (line: BomLine, goodsId: number) => run([line.source_id], () => applying(changeBomLinePart({ source_id: line.source_id, goods_id: goodsId }))()),
    chooseSupplier: (line: BomLine, skuId: number) => run([line.source_id], () => applying(changeBomLineSupplier({ source_id: line.source_id, sku_id: skuId }))()),
    deleteLine: (line: BomLine) =>
      run([line.source_id], async () => {
        const deleted = await deleteBomLines({ bom_id: bomId, ids: [line.source_id] });
        await cache.applyDeleted(deleted.deleted_ids);
        showToast(m.bom_lineDeleted({ line: line.line_no, part: line.source.part_number }));
      }),
    /** Adding is the add-line form's own call: its refusals go next to its fields, so it throws them. */
    addLine: async (request: BomSourceAddRequest) => {
      await cache.applyAdded(await addBomLine(request));
      showToast(m.bom_lineAdded({ part: request.part_number }));
    },
  };
}

export type LineActions = ReturnType<typeof useLineActions>;

import { exportBom } from '@chipmart/generated/internal/hooks/bom/bom';
import type { ExportBomFileType } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { showToast } from '@/ui/toast-store.ts';
import { bomFailureText } from './bom-failure.ts';
import { saveBomFile } from './save-file.ts';

/** The BOM with its matches and prices as an Excel workbook or a CSV file, in the page's currency. */
export function ExportBom({ bomId }: { bomId: number }) {
  const [pending, setPending] = useState<ExportBomFileType>();
  async function download(fileType: ExportBomFileType) {
    setPending(fileType);
    try {
      saveBomFile(await exportBom({ bom_id: bomId, file_type: fileType }));
    } catch (error) {
      showToast(bomFailureText(error), 'error', TOAST_ERROR_DURATION_MS);
    } finally {
      setPending(undefined);
    }
  }
  return (
    <div className="bom-actions" role="group" aria-label={m.bom_exportLabel()}>
      <button type="button" className="button" disabled={pending !== undefined} aria-busy={pending === 'xlsx' || undefined} onClick={() => void download('xlsx')}>
        {m.bom_exportXlsx()}
      </button>
      <button type="button" className="button" disabled={pending !== undefined} aria-busy={pending === 'csv' || undefined} onClick={() => void download('csv')}>
        {m.bom_exportCsv()}
      </button>
    </div>
  );
}

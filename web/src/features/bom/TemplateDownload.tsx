import { downloadBomTemplate } from '@chipmart/generated/internal/hooks/bom/bom';
import type { DownloadBomTemplateFileType } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { showToast } from '@/ui/toast-store.ts';
import { bomFailureText } from './bom-failure.ts';
import { saveBomFile } from './save-file.ts';

/** The BOM template as an Excel workbook or a CSV file, its column titles in the page's language. */
export function TemplateDownload() {
  const [pending, setPending] = useState<DownloadBomTemplateFileType>();

  async function download(fileType: DownloadBomTemplateFileType) {
    setPending(fileType);
    try {
      saveBomFile(await downloadBomTemplate({ file_type: fileType }));
    } catch (error) {
      showToast(bomFailureText(error), 'error', TOAST_ERROR_DURATION_MS);
    } finally {
      setPending(undefined);
    }
  }

  return (
    <section className="bom-template" aria-labelledby="bom-template-title">
      <h2 id="bom-template-title" className="bom-section-title">
        {m.bom_templateTitle()}
      </h2>
      <p className="bom-hint">{m.bom_templateHint()}</p>
      <div className="bom-actions">
        <button type="button" className="button" disabled={pending !== undefined} aria-busy={pending === 'xlsx' || undefined} onClick={() => void download('xlsx')}>
          {m.bom_templateXlsx()}
        </button>
        <button type="button" className="button" disabled={pending !== undefined} aria-busy={pending === 'csv' || undefined} onClick={() => void download('csv')}>
          {m.bom_templateCsv()}
        </button>
      </div>
    </section>
  );
}

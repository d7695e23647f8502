import { useReadExcelFile } from '@chipmart/generated/internal/hooks/upload/upload';
import type { UploadExcelPreview } from '@chipmart/generated/internal/model/index';
import { readExcelFileBodyPreviewRowsMax } from '@chipmart/generated/internal/zod';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { controlAria, FieldShell } from '@/ui/fields/FieldShell.tsx';
import { useHydrated } from '@/ui/use-hydrated.ts';
import { readFailure } from './api-failure.ts';
import { SPREADSHEET_ACCEPT, spreadsheetProblem } from './spreadsheet-file.ts';

/**
 * Picks the excess list and has the server read it (upload/readExcel, the
 * most rows it previews); the file is checked here first and the server's
 * word on it (unreadable, too many rows) is shown under the picker.
 */
export function SpreadsheetPicker({ onRead }: { onRead: (preview: UploadExcelPreview, file: File) => void }) {
  const [problem, setProblem] = useState<string>();
  const read = useReadExcelFile();
  const id = 'excess-file';

  const choose = (file: File | undefined) => {
    if (!file) return;
    const own = spreadsheetProblem(file);
    setProblem(own);
    if (own) return;
    read.mutate(
      { data: { file, preview_rows: readExcelFileBodyPreviewRowsMax } },
      {
        onSuccess: (preview) => onRead(preview, file),
        onError: (error) => {
          const failure = readFailure(error, (field) => (field === 'file' ? 'file' : undefined));
          setProblem(failure.fields.file ?? failure.message);
        },
      },
    );
  };

  const hydrated = useHydrated();
  return (
    <FieldShell id={id} label={m.supplier_spreadsheetLabel()} required error={problem}>
      <p id={`${id}-hint`} className="supplier-hint">
        {m.supplier_spreadsheetHint()}
      </p>
      <input
        type="file"
        className="file-input"
        accept={SPREADSHEET_ACCEPT}
        disabled={!hydrated || read.isPending}
        {...controlAria({ id, label: m.supplier_spreadsheetLabel(), required: true, error: problem })}
        aria-describedby={[`${id}-hint`, problem ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          choose(event.currentTarget.files?.[0]);
          // The same file chosen again (after fixing it) is read again.
          event.currentTarget.value = '';
        }}
      />
      <p className="supplier-upload-status" aria-live="polite">
        {read.isPending ? m.supplier_reading() : ''}
      </p>
    </FieldShell>
  );
}

import { uploadWithProgress } from '@chipmart/client';
import { readExcelFile } from '@chipmart/generated/internal/hooks/upload/upload';
import type { UploadExcelPreview } from '@chipmart/generated/internal/model/index';
import { readExcelFileBodyPreviewRowsMax } from '@chipmart/generated/internal/zod';
import { useMutation } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { fileSizeText, wholeMegabytes } from '@/platform/lib/file-size.ts';
import { useHydrated } from '@/ui/use-hydrated.ts';
import { readBomFailure } from './bom-failure.ts';
import { BOM_FILE_ACCEPT, BOM_FILE_MAX_BYTES, bomFileProblem } from './bom-file.ts';

/**
 * Chooses the BOM file (the file chooser, or dropped on the box) and has the
 * server read its sheets (upload/readExcel, the most preview rows it gives).
 * The file is checked here first; while it is sent the box says so with its
 * name and size, and the server's word on it is shown under the box.
 */
export function BomFilePicker({ onRead }: { onRead: (preview: UploadExcelPreview, file: File) => void }) {
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState<File>();
  const [sent, setSent] = useState<{ loaded: number; total: number }>();
  const read = useMutation({
    mutationFn: (file: File) =>
      readExcelFile({ file, preview_rows: readExcelFileBodyPreviewRowsMax }, undefined, { transport: uploadWithProgress((loaded, total) => setSent({ loaded, total })) }),
  });
  const id = 'bom-file';

  const choose = (file: File | undefined) => {
    if (!file || read.isPending) return;
    const own = bomFileProblem(file);
    setProblem(own);
    if (own) return;
    setSending(file);
    setSent(undefined);
    read.mutate(file, {
      onSuccess: (preview) => onRead(preview, file),
      onError: (error) => {
        const failure = readBomFailure(error, (field) => (field === 'file' ? 'file' : undefined));
        setProblem(failure.fields.file ?? failure.message);
      },
      onSettled: () => setSending(undefined),
    });
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const hydrated = useHydrated();
  return (
    <div className={problem ? 'field field-invalid' : 'field'}>
      <div
        className={dragging ? 'bom-drop bom-drop-over' : 'bom-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="bom-drop"
      >
        <label htmlFor={id} className="field-label">
          {m.bom_fileLabel()}
        </label>
        <p id={`${id}-hint`} className="bom-hint">
          {m.bom_fileHint({ max: wholeMegabytes(BOM_FILE_MAX_BYTES) })}
        </p>
        <input
          id={id}
          type="file"
          className="file-input"
          accept={BOM_FILE_ACCEPT}
          disabled={!hydrated || read.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[`${id}-hint`, problem ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            choose(event.currentTarget.files?.[0]);
            // The same file chosen again (after fixing it) is read again.
            event.currentTarget.value = '';
          }}
        />
        <div aria-live="polite" className="bom-upload-status">
          {sending && (
            <>
              {/* Without byte counts (the browser gives none) the bar moves without a value. */}
              <progress className="bom-progress" aria-label={m.bom_fileSending({ name: sending.name })} value={sent?.loaded} max={sent?.total} />
              <span>{m.bom_fileSendingSize({ name: sending.name, size: fileSizeText(sending.size, htmlLang(currentLocale())) })}</span>
              {sent && sent.total > 0 && <span>{m.bom_fileSentPercent({ percent: Math.round((sent.loaded / sent.total) * 100) })}</span>}
            </>
          )}
        </div>
      </div>
      {problem && (
        <p id={`${id}-error`} className="field-error" role="alert">
          <span className="check-flag" aria-hidden="true">
            !
          </span>
          {problem}
        </p>
      )}
    </div>
  );
}

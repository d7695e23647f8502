import type { SupplierLicenseFile } from '@chipmart/generated/internal/model/index';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { controlAria, FieldShell } from '@/ui/fields/FieldShell.tsx';
import { useHydrated } from '@/ui/use-hydrated.ts';
import { readFailure } from './api-failure.ts';
import { LICENCE_ACCEPT, licenceFileProblem } from './licence-file.ts';

/** What an uploaded licence looks like: needed only once a file is chosen, so it loads then. */
const loadLicencePreview = () => import('./LicencePreview.tsx').then((module) => ({ default: module.LicencePreview }));
const LicencePreview = lazy(loadLicencePreview);

interface Props {
  id: string;
  /** The form's message for the licence (required, or the server's word on the file id). */
  error?: string | undefined;
  licence: SupplierLicenseFile | undefined;
  onLicenceChange: (licence: SupplierLicenseFile | undefined) => void;
}

/**
 * The business licence: a JPEG, PNG or PDF of at most 10 MB, checked here
 * before it is sent, uploaded as soon as it is chosen, then shown (a
 * thumbnail, or the PDF's name and size) with buttons to replace or remove it.
 */
export function LicenceUpload({ id, error, licence, onLicenceChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [fileProblem, setFileProblem] = useState<string>();
  // The upload call is loaded when a file is chosen: the form's first load stays within its budget.
  const upload = useMutation({
    mutationFn: async ({ data }: { data: { file: File } }) => (await import('@chipmart/generated/internal/hooks/upload/upload')).uploadSupplierLicense(data),
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = licenceFileProblem(chosen);
    setFileProblem(problem);
    if (problem) return;
    void loadLicencePreview();
    upload.mutate(
      { data: { file: chosen } },
      {
        onSuccess: (stored) => {
          setFile(chosen);
          onLicenceChange(stored);
        },
        onError: (failed) => {
          const failure = readFailure(failed, (field) => (field === 'file' ? 'file' : undefined));
          setFileProblem(failure.fields.file ?? failure.message);
        },
      },
    );
  };

  const remove = () => {
    setFile(undefined);
    setFileProblem(undefined);
    onLicenceChange(undefined);
    if (input.current) input.current.value = '';
    input.current?.focus();
  };

  const shownError = fileProblem ?? error;
  const hydrated = useHydrated();
  return (
    <FieldShell id={id} label={m.supplier_licenceLabel()} required error={shownError}>
      <p id={`${id}-hint`} className="supplier-hint">
        {m.supplier_licenceHint()}
      </p>
      <input
        ref={input}
        type="file"
        className={licence ? 'visually-hidden' : 'file-input'}
        accept={LICENCE_ACCEPT}
        disabled={!hydrated || upload.isPending}
        // Once a licence is shown, its Replace button opens the picker; the bare input leaves the tab order.
        tabIndex={licence ? -1 : undefined}
        {...controlAria({ id, label: m.supplier_licenceLabel(), required: true, error: shownError })}
        aria-describedby={[`${id}-hint`, shownError ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => choose(event.currentTarget.files?.[0])}
      />
      <p className="supplier-upload-status" aria-live="polite">
        {upload.isPending ? m.supplier_uploading() : licence ? m.supplier_licenceUploaded() : ''}
      </p>
      {licence && (
        <Suspense fallback={null}>
          <LicencePreview licence={licence} file={file} busy={upload.isPending} onReplace={() => input.current?.click()} onRemove={remove} />
        </Suspense>
      )}
    </FieldShell>
  );
}

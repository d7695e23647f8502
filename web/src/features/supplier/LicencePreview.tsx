import type { SupplierLicenseFile } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { fileSizeText } from './licence-file.ts';
import { useObjectUrl } from './use-object-url.ts';

interface Props {
  licence: SupplierLicenseFile;
  /** The file as chosen, for a picture's thumbnail; a PDF shows its mark instead. */
  file: File | undefined;
  busy: boolean;
  onReplace: () => void;
  onRemove: () => void;
}

/** The uploaded licence: a thumbnail (or the PDF mark), its name and size, and buttons to replace or remove it. */
export function LicencePreview({ licence, file, busy, onReplace, onRemove }: Props) {
  const thumbnail = useObjectUrl(licence.content_type !== 'application/pdf' ? file : undefined);
  return (
      <div className="supplier-licence-preview" data-testid="licence-preview">
        {thumbnail ? (
          <img src={thumbnail} alt={m.supplier_licenceThumbnailAlt({ name: licence.file_name })} className="supplier-licence-thumb" />
        ) : (
          <span className="supplier-licence-icon" aria-hidden="true">
            PDF
          </span>
        )}
        <span className="supplier-licence-name">
          {licence.file_name} · {fileSizeText(licence.size, htmlLang(currentLocale()))}
        </span>
        <span className="supplier-licence-actions">
          <button type="button" className="button" onClick={onReplace} disabled={busy}>
            {m.supplier_licenceReplace()}
          </button>
          <button type="button" className="button" onClick={onRemove} disabled={busy}>
            {m.supplier_licenceRemove()}
          </button>
        </span>
      </div>
  );
}

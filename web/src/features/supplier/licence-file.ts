import type { SupplierLicenseFileContentType } from '@chipmart/generated/internal/model/index';
import { uploadSupplierLicenseResponseDataSizeMax } from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';

/** The licence types the contract takes (SupplierLicenseFile.content_type), with the endings their files carry. */
const LICENCE_TYPES: Record<SupplierLicenseFileContentType, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
};

/** What the file picker offers. */
export const LICENCE_ACCEPT = Object.entries(LICENCE_TYPES)
  .flatMap(([type, endings]) => [type, ...endings])
  .join(',');

/** The most a licence may weigh: the contract's largest stored size (10 MB). */
export const LICENCE_MAX_BYTES = uploadSupplierLicenseResponseDataSizeMax;

const BYTES_PER_MB = 1_048_576;

/**
 * The licence's type as far as the browser can tell (the declared type, else
 * the name's ending); undefined for anything else. The server reads the type
 * from the content again, so this only spares an upload bound to fail.
 */
export function licenceTypeOf(file: Pick<File, 'name' | 'type'>): SupplierLicenseFileContentType | undefined {
  const declared = Object.keys(LICENCE_TYPES).find((type) => type === file.type) as SupplierLicenseFileContentType | undefined;
  if (declared) return declared;
  if (file.type !== '' && file.type !== 'application/octet-stream') return undefined;
  const name = file.name.toLowerCase();
  return (Object.entries(LICENCE_TYPES) as [SupplierLicenseFileContentType, readonly string[]][]).find(([, endings]) => endings.some((ending) => name.endsWith(ending)))?.[0];
}

/** Why a chosen file cannot be the licence, checked in the browser before anything is sent. */
export function licenceFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  if (!licenceTypeOf(file)) return m.supplier_licenceWrongType();
  if (file.size > LICENCE_MAX_BYTES) return m.supplier_licenceTooLarge({ max: LICENCE_MAX_BYTES / BYTES_PER_MB });
  if (file.size === 0) return m.supplier_fileEmpty();
  return undefined;
}

/** A file's size for people: kilobytes below a megabyte, megabytes with one decimal above, in the page's language. */
export function fileSizeText(bytes: number, languageTag: string): string {
  const megabytes = bytes >= BYTES_PER_MB;
  return new Intl.NumberFormat(languageTag, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: megabytes ? 1 : 0 }).format(
    megabytes ? bytes / BYTES_PER_MB : Math.max(1, Math.round(bytes / 1024)),
  );
}

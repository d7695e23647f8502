import type { components } from '@chipmart/generated/internal/types';

export type LicenseContentType = components['schemas']['SupplierLicenseFile']['content_type'];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * The licence's type read from its first bytes (JPEG's FF D8 FF, PNG's
 * signature, PDF's %PDF-); null for anything else. The file's name and the
 * type the browser declared are never trusted: a renamed HTML page stays HTML.
 */
export function sniffLicenseType(bytes: Uint8Array): LicenseContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

import type { components } from '@chipmart/generated/internal/types';
import { sniffFileType } from '../../platform/file-type.ts';

export type LicenseContentType = components['schemas']['SupplierLicenseFile']['content_type'];

const LICENSE_TYPES: readonly LicenseContentType[] = ['image/jpeg', 'image/png', 'application/pdf'];

/** The licence's type read from its content (JPEG, PNG or PDF); null for anything else. */
export const sniffLicenseType = (bytes: Uint8Array): LicenseContentType | null => sniffFileType(bytes, LICENSE_TYPES);

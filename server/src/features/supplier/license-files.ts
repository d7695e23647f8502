import { contractMessages } from '../../platform/http/messages.ts';
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { supplierLicenseFiles } from '../../platform/db/schema/index.ts';
import { invalidField, notFound, rateLimited } from '../../platform/http/errors.ts';
import { HOUR_MS, SUPPLIER_LIMITS } from './limits.ts';
import { sniffLicenseType, type LicenseContentType } from './license-type.ts';
import { supplierMessages } from './messages.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** lic_ + 26 random base-32 characters (130 bits): an id nobody can guess. */
function newFileId(): string {
  return `lic_${[...randomBytes(26)].map((byte) => CROCKFORD[byte % 32]).join('')}`;
}

export interface StoredLicense {
  id: number;
  fileId: string;
  fileName: string;
  contentType: LicenseContentType;
  size: number;
}

/** A file name fit to show and to send back in Content-Disposition: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string, contentType: LicenseContentType): string {
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200);
  return base || `licence.${contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg'}`;
}

/** Stores an account's licence after checking its size and type (from the content) and the account's hourly uploads. */
export async function storeLicense(db: Database, upload: { userId: number; fileName: string; bytes: Uint8Array }, now: Date): Promise<StoredLicense> {
  const { bytes } = upload;
  if (bytes.byteLength > SUPPLIER_LIMITS.licenseMaxBytes) throw invalidField('file', contractMessages.bodyTooLarge, { max: '10 MB' });
  const contentType = bytes.byteLength > 0 ? sniffLicenseType(bytes) : null;
  if (!contentType) throw invalidField('file', supplierMessages.licenseWrongType);
  const [recent] = await db
    .select({ uploads: count() })
    .from(supplierLicenseFiles)
    .where(and(eq(supplierLicenseFiles.userId, upload.userId), gt(supplierLicenseFiles.createTime, new Date(now.getTime() - HOUR_MS))));
  if ((recent?.uploads ?? 0) >= SUPPLIER_LIMITS.uploadsPerAccountHourly) throw rateLimited(3600, supplierMessages.tooManyUploads);
  const [row] = await db
    .insert(supplierLicenseFiles)
    .values({ fileId: newFileId(), userId: upload.userId, fileName: cleanFileName(upload.fileName, contentType), contentType, size: bytes.byteLength, content: bytes, createTime: now })
    .returning({ id: supplierLicenseFiles.id, fileId: supplierLicenseFiles.fileId, fileName: supplierLicenseFiles.fileName, size: supplierLicenseFiles.size });
  return { ...row!, contentType };
}

/** An account's own licence with its bytes; anyone else's, or an unknown id, is not found. */
export async function readOwnLicense(db: Database, userId: number | null, fileId: string) {
  const [row] = await db
    .select()
    .from(supplierLicenseFiles)
    .where(and(eq(supplierLicenseFiles.fileId, fileId), userId === null ? undefined : eq(supplierLicenseFiles.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The account's licence an application may use: its own, unused, uploaded within 24 hours. */
export async function usableLicenseId(db: Database, userId: number, fileId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ id: supplierLicenseFiles.id })
    .from(supplierLicenseFiles)
    .where(
      and(
        eq(supplierLicenseFiles.fileId, fileId),
        eq(supplierLicenseFiles.userId, userId),
        isNull(supplierLicenseFiles.applicationId),
        gt(supplierLicenseFiles.createTime, new Date(now.getTime() - SUPPLIER_LIMITS.licenseValidHours * HOUR_MS)),
      ),
    )
    .limit(1);
  if (!row) throw invalidField('license_file_id', supplierMessages.licenseUnknown);
  return row.id;
}

/** Ties the licence to the application, in its transaction; fails when another application took it first. */
export async function attachLicense(db: Database, licenseId: number, applicationId: number): Promise<void> {
  const taken = await db
    .update(supplierLicenseFiles)
    .set({ applicationId })
    .where(and(eq(supplierLicenseFiles.id, licenseId), isNull(supplierLicenseFiles.applicationId)))
    .returning({ id: supplierLicenseFiles.id });
  if (taken.length === 0) throw invalidField('license_file_id', supplierMessages.licenseUnknown);
}

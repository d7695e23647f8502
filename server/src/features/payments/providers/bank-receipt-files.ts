import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../../platform/db/open.ts';
import { bankTransferReceipts } from '../../../platform/db/schema/index.ts';
import { sniffFileType } from '../../../platform/file-type.ts';
import { invalidField, notFound, rateLimited } from '../../../platform/http/errors.ts';
import { contractMessages } from '../../../platform/http/messages.ts';
import { paymentMessages } from '../messages.ts';

export type ReceiptContentType = components['schemas']['BankTransferReceipt']['content_type'];
type ReceiptRow = typeof bankTransferReceipts.$inferSelect;

const RECEIPT_TYPES: readonly ReceiptContentType[] = ['application/pdf', 'image/jpeg', 'image/png'];
const HOUR_MS = 3_600_000;

export const RECEIPT_LIMITS = {
  maxBytes: 10 * 1_048_576,
  /** Receipt uploads per account in an hour. */
  uploadsPerAccountHourly: 20,
  /** A receipt can be sent with a report this long; an unused one is deleted after it. */
  validHours: 24,
} as const;

/** Where a stored receipt is read back; a report's `receipt_url` must be this path of one of the buyer's own receipts. */
export const receiptPath = (fileId: string) => `/api/pay/bank/receipt/${fileId}`;
const RECEIPT_PATH = /^\/api\/pay\/bank\/receipt\/(rcpt_[0-9A-Za-z]{16,40})$/;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** rcpt_ + 26 random base-32 characters (130 bits): an id nobody can guess. */
const newFileId = () => `rcpt_${[...randomBytes(26)].map((byte) => CROCKFORD[byte % 32]).join('')}`;

/** A file name fit to show and to send back in Content-Disposition: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string, contentType: ReceiptContentType): string {
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200);
  return base || `receipt.${contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg'}`;
}

/** The receipt as the contract shows it, its address on the origin the shop is reached at. */
export const receiptView = (row: Pick<ReceiptRow, 'fileId' | 'fileName' | 'contentType' | 'size'>, origin: string): components['schemas']['BankTransferReceipt'] => ({
  file_id: row.fileId,
  file_name: row.fileName,
  url: `${origin}${receiptPath(row.fileId)}`,
  content_type: row.contentType as ReceiptContentType,
  size: row.size,
});

/** Stores a buyer's receipt after checking its size, its type (from the content) and the account's hourly uploads. */
export async function storeReceipt(db: Database, upload: { userId: number; fileName: string; bytes: Uint8Array }, now: Date) {
  const { bytes } = upload;
  if (bytes.byteLength > RECEIPT_LIMITS.maxBytes) throw invalidField('file', contractMessages.bodyTooLarge, { max: '10 MB' });
  const contentType = sniffFileType(bytes, RECEIPT_TYPES);
  if (!contentType) throw invalidField('file', paymentMessages.receiptWrongType);
  const [recent] = await db
    .select({ uploads: count() })
    .from(bankTransferReceipts)
    .where(and(eq(bankTransferReceipts.userId, upload.userId), gt(bankTransferReceipts.createTime, new Date(now.getTime() - HOUR_MS))));
  if ((recent?.uploads ?? 0) >= RECEIPT_LIMITS.uploadsPerAccountHourly) throw rateLimited(3600, paymentMessages.tooManyReceipts);
  const [row] = await db
    .insert(bankTransferReceipts)
    .values({ fileId: newFileId(), userId: upload.userId, fileName: cleanFileName(upload.fileName, contentType), contentType, size: bytes.byteLength, content: bytes, createTime: now })
    .returning();
  return row!;
}

/** A buyer's own receipt with its bytes (any receipt for staff: userId null); anyone else's, or an unknown id, is not found. */
export async function readOwnReceipt(db: Database, userId: number | null, fileId: string): Promise<ReceiptRow> {
  const [row] = await db
    .select()
    .from(bankTransferReceipts)
    .where(and(eq(bankTransferReceipts.fileId, fileId), userId === null ? undefined : eq(bankTransferReceipts.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * The receipt a report may send: the `receipt_url` must be this shop's
 * address of a receipt the same buyer uploaded within 24 hours and no report
 * used yet. Anything else is a field error on `receipt_url`.
 */
export async function usableReceiptId(db: Database, input: { userId: number; receiptUrl: string; origin: string }, now: Date): Promise<number> {
  const refused = invalidField('receipt_url', paymentMessages.receiptUnknown);
  let url: URL;
  try {
    url = new URL(input.receiptUrl, input.origin);
  } catch {
    throw refused;
  }
  const fileId = url.origin === input.origin && !url.search && !url.hash ? RECEIPT_PATH.exec(url.pathname)?.[1] : undefined;
  if (!fileId) throw refused;
  const [row] = await db
    .select({ id: bankTransferReceipts.id })
    .from(bankTransferReceipts)
    .where(
      and(
        eq(bankTransferReceipts.fileId, fileId),
        eq(bankTransferReceipts.userId, input.userId),
        isNull(bankTransferReceipts.reportEventId),
        gt(bankTransferReceipts.createTime, new Date(now.getTime() - RECEIPT_LIMITS.validHours * HOUR_MS)),
      ),
    )
    .limit(1);
  if (!row) throw refused;
  return row.id;
}

/** Ties the receipt to the report, in the report's transaction; fails when another report took it first. */
export async function attachReceipt(tx: Database, receiptId: number, report: { orderId: number; eventId: number }) {
  const [taken] = await tx
    .update(bankTransferReceipts)
    .set({ orderId: report.orderId, reportEventId: report.eventId })
    .where(and(eq(bankTransferReceipts.id, receiptId), isNull(bankTransferReceipts.reportEventId)))
    .returning();
  if (!taken) throw invalidField('receipt_url', paymentMessages.receiptUnknown);
  return taken;
}

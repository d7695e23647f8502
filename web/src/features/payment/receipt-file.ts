import { BankTransferReceiptContentType } from '@chipmart/generated/internal/model/index';
import { uploadBankTransferReceiptResponseDataSizeMax } from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { wholeMegabytes } from '@/platform/lib/file-size.ts';

/** The receipt types the contract takes (BankTransferReceipt.content_type), with the endings their files carry. */
const RECEIPT_ENDINGS: Record<BankTransferReceiptContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** What the file picker offers. */
export const RECEIPT_ACCEPT = Object.entries(RECEIPT_ENDINGS)
  .flatMap(([type, endings]) => [type, ...endings])
  .join(',');

/** The most a receipt may weigh: the contract's largest stored size (10 MB). */
export const RECEIPT_MAX_MB = wholeMegabytes(uploadBankTransferReceiptResponseDataSizeMax);

/**
 * The receipt's type as far as the browser can tell (the declared type, else
 * the name's ending); undefined for anything else. The server reads the type
 * from the content again, so this only spares an upload bound to fail.
 */
function receiptTypeOf(file: Pick<File, 'name' | 'type'>): BankTransferReceiptContentType | undefined {
  const declared = Object.values(BankTransferReceiptContentType).find((type) => type === file.type);
  if (declared) return declared;
  if (file.type !== '' && file.type !== 'application/octet-stream') return undefined;
  const name = file.name.toLowerCase();
  return (Object.entries(RECEIPT_ENDINGS) as [BankTransferReceiptContentType, readonly string[]][]).find(([, endings]) => endings.some((ending) => name.endsWith(ending)))?.[0];
}

/** Why a chosen file cannot be the receipt, checked before anything is sent. */
export function receiptFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  if (!receiptTypeOf(file)) return m.payment_receiptWrongType();
  if (file.size > uploadBankTransferReceiptResponseDataSizeMax) return m.payment_receiptTooLarge({ max: RECEIPT_MAX_MB });
  if (file.size === 0) return m.payment_receiptEmpty();
  return undefined;
}

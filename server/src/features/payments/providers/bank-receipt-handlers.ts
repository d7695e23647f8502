import type { components } from '@chipmart/generated/internal/types';
import { notFound } from '../../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../../platform/http/handler.ts';
import { publicOrigin } from '../../../platform/http/public-origin.ts';
import { isoTime } from '../../../platform/iso-time.ts';
import type { AuthUser } from '../../identity/index.ts';
import type { PaymentsContext } from '../context.ts';
import { paymentMessages } from '../messages.ts';
import { readOwnReceipt, receiptView, storeReceipt, type ReceiptContentType } from './bank-receipt-files.ts';
import { transferReports } from './bank-reports.ts';
import { uploadMessages } from '../../../platform/upload-messages.ts';

export const uploadBankTransferReceipt =
  (context: PaymentsContext): Handler<'uploadBankTransferReceipt', AuthUser> =>
  async ({ body, user, context: request, say }) => {
    const stored = await storeReceipt(context.db, { userId: signedIn(user).userId, fileName: body.file.name, bytes: new Uint8Array(await body.file.arrayBuffer()) }, context.now());
    say(uploadMessages.uploaded);
    return receiptView(stored, publicOrigin(request));
  };

export const getBankTransferReceipt =
  (context: PaymentsContext): Handler<'getBankTransferReceipt', AuthUser> =>
  async ({ params, user }) => {
    const file = await readOwnReceipt(context.db, signedIn(user).userId, params.fileId);
    return { kind: 'file', content: file.content, contentType: file.contentType as ReceiptContentType, fileName: file.fileName };
  };

/** The buyer's latest report of a transfer for their order, with the receipt sent with it. */
export const getBankTransferReport =
  (context: PaymentsContext): Handler<'getBankTransferReport', AuthUser> =>
  async ({ query, user, context: request }): Promise<components['schemas']['BankTransferReport']> => {
    const { userId } = signedIn(user);
    const [latest] = await transferReports(context.db, { orderSn: query.order_sn, userId, latestOnly: true });
    if (!latest) throw notFound(paymentMessages.noTransferReported, { orderSn: query.order_sn });
    return {
      order_sn: latest.orderSn,
      remittance_reference: latest.remittanceReference,
      payer_name: latest.payerName,
      paid_amount: latest.paidAmount,
      transfer_date: latest.transferDate,
      submitted_time: isoTime(latest.submittedTime),
      receipt: latest.receipt && receiptView(latest.receipt, publicOrigin(request)),
    };
  };

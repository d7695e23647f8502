import type { PayBankConfirmRequest } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { parseNumber } from '@/platform/lib/parse-number.ts';
import { parseDateValue } from '@/ui/date-picker/calendar.ts';

/** What the buyer types about the transfer they sent. */
export interface BankConfirmDraft {
  reference: string;
  payerName: string;
  paidAmount: string;
  /** The date picker's value (2026-3-05), or '' when not given. */
  transferDate: string;
}

export type BankConfirmField = keyof BankConfirmDraft;
export type BankConfirmProblems = Partial<Record<BankConfirmField, string>>;

/** The contract's field names, as this form shows them. */
export const bankConfirmFieldOf: Record<string, BankConfirmField> = {
  remittance_reference: 'reference',
  payer_name: 'payerName',
  paid_amount: 'paidAmount',
  transfer_date: 'transferDate',
};

/** The contract's limits (PayBankConfirmRequest). */
const REFERENCE_MAX = 64;
const PAYER_MAX = 100;

const isoDay = (value: string): string | undefined => {
  const day = parseDateValue(value);
  return day && `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
};

/** The rules each field must meet before the report is sent, with the message shown next to it. */
export function bankConfirmProblems(draft: BankConfirmDraft, today: string): BankConfirmProblems {
  const problems: BankConfirmProblems = {};
  const reference = draft.reference.trim();
  if (!reference) problems.reference = m.payment_referenceRequired();
  else if (reference.length > REFERENCE_MAX) problems.reference = m.payment_tooLong({ max: REFERENCE_MAX });
  if (draft.payerName.trim().length > PAYER_MAX) problems.payerName = m.payment_tooLong({ max: PAYER_MAX });
  if (draft.paidAmount.trim()) {
    const amount = parseNumber(draft.paidAmount);
    if (!Number.isFinite(amount) || amount <= 0) problems.paidAmount = m.payment_amountInvalid();
  }
  if (draft.transferDate) {
    const day = isoDay(draft.transferDate);
    if (!day) problems.transferDate = m.payment_dateInvalid();
    else if (day > today) problems.transferDate = m.payment_dateInFuture();
  }
  return problems;
}

/** The report as the contract takes it: only what the buyer filled in. */
export function bankConfirmBody(orderSn: string, draft: BankConfirmDraft): PayBankConfirmRequest {
  const body: PayBankConfirmRequest = { order_sn: orderSn, remittance_reference: draft.reference.trim() };
  const payer = draft.payerName.trim();
  if (payer) body.payer_name = payer;
  if (draft.paidAmount.trim()) body.paid_amount = parseNumber(draft.paidAmount);
  const day = draft.transferDate && isoDay(draft.transferDate);
  if (day) body.transfer_date = day;
  return body;
}

/** Today as the contract writes dates (2026-03-05), in the buyer's own calendar. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

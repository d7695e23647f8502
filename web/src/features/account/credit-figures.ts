import type { UserCredit } from '@chipmart/generated/internal/model/index';
import { UserCreditBillState, UserCreditState } from '@chipmart/generated/internal/model/index';
import { formatMoney } from '@/platform/lib/money.ts';

/** A line exists (active, or frozen by an overdue bill or a suspension): its amounts mean something. */
export const hasCreditLine = (credit: UserCredit) => credit.credit_state === UserCreditState.Active || credit.credit_state === UserCreditState.Frozen;

/** Nothing stops a new application: none was made, or the last was refused. */
export const mayApplyForCredit = (credit: UserCredit) => credit.credit_state === UserCreditState.NotApplied || credit.credit_state === UserCreditState.Rejected;

/** An amount of the credit line, in the line's own currency (it does not follow the shop's currency). */
export const creditMoney = (credit: UserCredit, amount: number) => formatMoney(amount, credit.currency_code, credit.currency_symbol, 'total');

/** Share of the limit in use, 0 to 100, for the usage bar. */
export function usedShare(credit: UserCredit): number {
  if (credit.credit_amount <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((credit.used_credit_amount / credit.credit_amount) * 100)));
}

/** A bill is flagged overdue when the server says so, or when its due date passed with money outstanding. */
export function isOverdue(bill: UserCredit['bills'][number], now: Date): boolean {
  if (bill.state === UserCreditBillState.Overdue) return true;
  return bill.outstanding_amount > 0 && bill.state !== UserCreditBillState.Paid && new Date(bill.due_date).getTime() < now.getTime();
}

import type { UserCredit } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { accountDay } from './account-dates.ts';
import { creditMoney, isOverdue } from './credit-figures.ts';
import { billStateLabel } from './state-labels.ts';

/** The bills of the last 12 months and every unsettled one, newest first; overdue ones are flagged in words, not colour alone. */
export function CreditBills({ credit, now }: { credit: UserCredit; now: Date }) {
  if (credit.bills.length === 0) return <p className="account-muted">{m.account_noBills()}</p>;
  return (
    <table className="account-table account-bills" data-testid="credit-bills">
      <caption className="visually-hidden">{m.account_billsTitle()}</caption>
      <thead>
        <tr>
          <th scope="col">{m.account_billNumber()}</th>
          <th scope="col">{m.account_billDate()}</th>
          <th scope="col">{m.account_billDue()}</th>
          <th scope="col">{m.account_billAmount()}</th>
          <th scope="col">{m.account_billOutstanding()}</th>
          <th scope="col">{m.account_billState()}</th>
        </tr>
      </thead>
      <tbody>
        {credit.bills.map((bill) => {
          const overdue = isOverdue(bill, now);
          return (
            <tr key={bill.bill_id} className={overdue ? 'account-bill-overdue' : undefined} data-overdue={overdue || undefined}>
              <th scope="row" data-label={m.account_billNumber()}>
                {bill.bill_sn}
                {bill.order_sns.length > 0 && <span className="account-bill-orders">{m.account_billOrders({ orders: bill.order_sns.join(', ') })}</span>}
              </th>
              <td data-label={m.account_billDate()}>
                <time dateTime={bill.bill_date}>{accountDay(bill.bill_date)}</time>
              </td>
              <td data-label={m.account_billDue()}>
                <time dateTime={bill.due_date}>{accountDay(bill.due_date)}</time>
              </td>
              <td data-label={m.account_billAmount()}>{creditMoney(credit, bill.bill_amount)}</td>
              <td data-label={m.account_billOutstanding()}>{creditMoney(credit, bill.outstanding_amount)}</td>
              <td data-label={m.account_billState()}>
                <span className={`account-state account-bill-state-${overdue ? 3 : bill.state}`}>
                  {overdue ? m.account_billOverdue() : billStateLabel[bill.state]()}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import type { UserCredit } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { Fact } from '@/ui/Fact.tsx';
import { accountDay } from './account-dates.ts';
import { creditMoney, usedShare } from './credit-figures.ts';

/** The line's limit, what is used and left, its payment term, the current period's end and anything overdue. */
export function CreditLine({ credit }: { credit: UserCredit }) {
  const share = usedShare(credit);
  return (
    <>
      <dl className="account-facts account-facts-wide" data-testid="credit-line">
        <Fact term={m.account_creditLimit()}>{creditMoney(credit, credit.credit_amount)}</Fact>
        <Fact term={m.account_creditUsed()}>{creditMoney(credit, credit.used_credit_amount)}</Fact>
        <Fact term={m.account_creditRemaining()}>{creditMoney(credit, credit.remaining_credit_amount)}</Fact>
        <Fact term={m.account_creditTerm()}>{m.account_creditTermDays({ days: credit.period_days })}</Fact>
        {credit.bill_end_date && (
          <Fact term={m.account_creditPeriodEnd()}>
            <time dateTime={credit.bill_end_date}>{accountDay(credit.bill_end_date)}</time>
          </Fact>
        )}
        <Fact term={m.account_creditOverdue()} className={credit.bill_overdue_amount > 0 ? 'account-overdue' : undefined}>{creditMoney(credit, credit.bill_overdue_amount)}</Fact>
      </dl>
      <div className="account-usage" aria-hidden="true">
        <div className="account-usage-bar" style={{ width: `${share}%` }} />
      </div>
      <p className="account-muted">{m.account_creditUsedShare({ share })}</p>
    </>
  );
}

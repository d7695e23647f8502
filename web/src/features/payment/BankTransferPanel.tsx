import { getGetBankTransferAccountQueryOptions } from '@chipmart/generated/internal/hooks/pay/pay';
import { m } from '$paraglide/messages.js';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { BankAccountDetails } from './BankAccountDetails.tsx';
import { BankConfirmForm } from './BankConfirmForm.tsx';

/** Bank transfer: the account for the currency paid in, then the form to report the transfer once sent. */
export function BankTransferPanel({ orderSn, currency, onReported }: { orderSn: string; currency: string; onReported: () => void }) {
  const account = useScopedQuery(getGetBankTransferAccountQueryOptions({ order_sn: orderSn, currency_code: currency }, { query: { retry: false } }));
  if (account.isPending) {
    return (
      <p className="payment-loading">
        <LoadingText />
      </p>
    );
  }
  if (account.isError) return <LoadFailed onRetry={() => void account.refetch()} />;
  return (
    <div className="payment-panel-body">
      <p>{m.payment_bankIntro()}</p>
      <BankAccountDetails account={account.data} />
      <BankConfirmForm orderSn={orderSn} currency={account.data.currency_code} onReported={onReported} />
    </div>
  );
}

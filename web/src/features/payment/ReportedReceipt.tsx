import { getGetBankTransferReportQueryOptions } from '@chipmart/generated/internal/hooks/pay/pay';
import { m } from '$paraglide/messages.js';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { fileSizeText } from '@/platform/lib/file-size.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { Fact } from '@/ui/Fact.tsx';

/**
 * Whether the buyer's transfer report carried a receipt, as the server
 * recorded it (getBankTransferReport), so it still shows after a reload.
 * Nothing is shown while it loads or when no transfer was reported.
 */
export function ReportedReceipt({ orderSn }: { orderSn: string }) {
  const report = useScopedQuery(getGetBankTransferReportQueryOptions({ order_sn: orderSn }, { query: { retry: false } }));
  if (!report.data) return null;
  const { receipt } = report.data;
  return (
    <Fact term={m.payment_receiptSentTerm()}>
      <span data-testid="payment-receipt-sent">
        {receipt ? m.payment_receiptSent({ name: receipt.file_name, size: fileSizeText(receipt.size, htmlLang(currentLocale())) }) : m.payment_receiptNotSent()}
      </span>
    </Fact>
  );
}

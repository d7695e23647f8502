/** Money as the document gives it: totals with 2 decimals, unit prices with up to 5. */
export function formatMoney(amount: number, symbol = ''): string {
  return `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 5 })}`;
}

export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** An ISO time as "2026-03-18 09:42 UTC"; empty for a time that has not happened. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** "Page 2 of 5 (93 orders)": where a listing stands, for the line under its table. */
export function pageLine(page: number, pageSize: number, total: number, noun: string): string {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return `Page ${page} of ${pages} (${formatCount(total)} ${noun}).${page < pages ? ` Next: --page ${page + 1}` : ''}`;
}

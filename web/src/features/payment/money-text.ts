import { formatMoney } from '@/platform/lib/money.ts';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { formatDate } from '@/platform/lib/date-format.ts';

/** A total the payment pages show: an amount with its currency, rounded as totals are. */
export const totalText = (amount: number, currency: string, symbol: string): string => formatMoney(amount, currency, symbol, 'total');

/** A deadline or a payment time in the reader's language. */
export const momentText = (iso: string): string => formatDate(iso, htmlLang(currentLocale()), { dateStyle: 'medium', timeStyle: 'short' });

import { invalidField } from '../../platform/http/errors.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import { partnerMessages } from './messages.ts';

/** The currency a partner asks for by its code in a query or body field: one the site offers, else 422 on that field. */
export function offeredCurrency(currencies: CurrencyBook, code: string, field: string): Currency {
  const currency = currencies.find(code);
  if (!currency) throw invalidField(field, partnerMessages.currencyNotOffered, { code });
  return currency;
}

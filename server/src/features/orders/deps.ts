import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import type { OrderAddressCopy } from '../../platform/db/schema/index.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import type { OrderRow } from './apply-order-event.ts';

type Address = components['schemas']['Address'];
type PayMethodOption = components['schemas']['PayMethodOption'];

/** 1 shipping address, 2 billing address. */
export type AddressType = 1 | 2;

/** The buyer's saved addresses, owned by the address feature. */
export interface OrderAddressBook {
  /** A copy of one of the user's addresses of the type, as an order keeps it; null when the user has no such address. */
  snapshot: (db: Database, userId: number, addressId: number, typeId: AddressType) => Promise<OrderAddressCopy | null>;
  /** The user's addresses of the type, default first. */
  list: (db: Database, userId: number, typeId: AddressType) => Promise<Address[]>;
}

/** The payment methods the payment page will offer for an amount, owned by the payments feature. */
export type PayMethodsFor = (db: Database, userId: number, amount: number, currency: Currency, locale: LocaleCode) => Promise<PayMethodOption[]>;

/** What the orders feature is built from. */
export interface OrdersDeps {
  db: Database;
  now: () => Date;
  currencies: CurrencyBook;
  addresses: OrderAddressBook;
  payMethods: PayMethodsFor;
  /** How long a new order may stay unpaid before it expires and its stock goes back on sale. */
  payWindowMs: number;
  /** Gives a refunded order's charge back to the buyer's credit line (the credit feature); nothing when absent. */
  onRefundCredit?: (tx: Database, order: OrderRow) => Promise<void>;
}

export { DEFAULT_PAY_WINDOW_MS } from './order-process.ts';

import type { Database } from '../../platform/db/open.ts';
import type { CurrencyBook } from '../../platform/money/currency-book.ts';
import type { PaymentSettings } from './settings.ts';

/** Why the credit line refused a charge. */
export type CreditRefusal = 'noLine' | 'overdue' | 'notEnough';

export type CreditChargeResult = { ok: true; remaining: number; periodDays: number; dueDate: Date } | { ok: false; reason: CreditRefusal };

/** The buyer's net-terms line as the payment page needs it; null without an approved line. */
export interface CreditStanding {
  currencyCode: string;
  remaining: number;
  overdue: boolean;
}

/**
 * The credit line, as payments uses it; the composition root adapts the
 * credit feature's `chargeCredit` and `creditLeft` to it (app/credit-line-for-payments.ts).
 */
export interface CreditLine {
  /** Charges an amount in the line's currency to the buyer's line, in the caller's transaction, only if the line allows it. */
  charge: (tx: Database, charge: { userId: number; orderSn: string; amount: number; currencyCode: string; at: Date }) => Promise<CreditChargeResult>;
  standing: (db: Database, userId: number, at: Date) => Promise<CreditStanding | null>;
}

/** Outgoing HTTP: to the providers, and for the sandbox to this server itself. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** What the payments feature is built from. */
export interface PaymentsDeps {
  db: Database;
  now: () => Date;
  currencies: CurrencyBook;
  /** The site variant this server serves (WEB_KEY): default, ru, inland or ko. */
  webKey: string;
  settings: PaymentSettings;
  fetch: Fetch;
  credit: CreditLine;
}

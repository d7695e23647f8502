import type { Database } from '../../platform/db/open.ts';
import { conflict, invalidField, notFound } from '../../platform/http/errors.ts';
import type { Currency, CurrencyBook } from '../../platform/money/currency-book.ts';
import { orderForPayment, type OrderRow } from '../orders/index.ts';
import { paymentMessages } from './messages.ts';

/** One of the buyer's orders; another account's order is not found, never shown. */
export async function ownOrder(db: Database, userId: number, orderSn: string): Promise<OrderRow> {
  const order = await orderForPayment(db, userId, orderSn);
  if (!order) throw notFound(paymentMessages.orderNotFound, { orderSn });
  return order;
}

/**
 * Refuses to start a payment for an order that no longer awaits one. Only a
 * courtesy before calling a provider: the state change itself is checked
 * again by the order process in the transaction that records the result.
 */
export function requireAwaitingPayment(order: OrderRow): void {
  if (order.state === 0 && order.payState === 1) throw conflict(paymentMessages.paymentAlreadyPending, { orderSn: order.orderSn });
  if (order.state !== 0 || order.payState !== 0) throw conflict(paymentMessages.notAwaitingPayment, { orderSn: order.orderSn });
}

export interface PayAmount {
  amount: number;
  currency: Currency;
}

/** A currency of the book by code, offered or switched off (orders and credit lines keep theirs). */
export function currencyOf(currencies: CurrencyBook, code: string): Currency | undefined {
  return currencies.all().find((currency) => currency.code === code);
}

/** The currency a buyer asks to pay in: an offered one, else a 422 on the named field. */
export function payCurrency(currencies: CurrencyBook, code: string, field: string): Currency {
  const currency = currencies.find(code);
  if (!currency) throw invalidField(field, paymentMessages.currencyNotOffered);
  return currency;
}

/**
 * The order's total in the currency paid: the total itself in the order's
 * currency, else converted through USD with the currency book's current
 * rates at the target's precision (decision 50).
 */
export function payAmountIn(currencies: CurrencyBook, order: Pick<OrderRow, 'realizedPrice' | 'currencyCode'>, target: Currency): PayAmount {
  if (target.code === order.currencyCode) return { amount: order.realizedPrice, currency: target };
  const source = currencyOf(currencies, order.currencyCode);
  if (!source) throw new Error(`Order currency ${order.currencyCode} is not in the currency book`);
  return { amount: currencies.total(order.realizedPrice / source.ratePerUsd, target), currency: target };
}

/** The provider's decimal text for an amount (two decimals; none for JPY and KRW). */
export function decimalText(amount: number, currency: Currency): string {
  return amount.toFixed(currency.totalDecimals);
}

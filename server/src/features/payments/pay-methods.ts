import type { components } from '@chipmart/generated/internal/types';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { AuthUser } from '../identity/index.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import type { Currency } from '../../platform/money/currency-book.ts';
import type { OrderRow, OrderState, PayState } from '../orders/index.ts';
import type { PaymentsContext } from './context.ts';
import { unavailableReasons } from './messages.ts';
import { currencyOf, ownOrder, payAmountIn, payCurrency } from './payable-order.ts';
import { providersOf, siteVariant, type Unavailable } from './registry.ts';

type PayMethodOption = components['schemas']['PayMethodOption'];

/** An amount to pay: a placed order's total, or a checkout's before the order exists. */
type Payable = Pick<OrderRow, 'realizedPrice' | 'currencyCode'>;

/**
 * The site's payment methods for an amount and the currency the buyer wants
 * to pay in, built from the provider registry: each available or not, with
 * the reason, and the amount it would charge.
 */
async function payMethodOptions(context: PaymentsContext, userId: number, payable: Payable, wanted: Currency, locale: LocaleCode, awaiting: boolean) {
  const inWanted = payAmountIn(context.currencies, payable, wanted);
  const standing = await context.credit.standing(context.db, userId, context.now());
  const lineCurrency = standing ? currencyOf(context.currencies, standing.currencyCode) : undefined;
  const amountInLineCurrency = lineCurrency ? payAmountIn(context.currencies, payable, lineCurrency).amount : null;

  const methods: PayMethodOption[] = providersOf(siteVariant(context.webKey)).map((provider) => {
    const charged = provider.onlyCurrency ? payAmountIn(context.currencies, payable, payCurrency(context.currencies, provider.onlyCurrency, 'currency_code')) : inWanted;
    let unavailable: Unavailable | null = null;
    if (provider.onlyCurrency && wanted.code !== provider.onlyCurrency) unavailable = { reason: unavailableReasons.cnyOnly };
    else if (provider.currencies !== 'any' && !provider.currencies.includes(wanted.code)) unavailable = { reason: unavailableReasons.currencyNotAccepted, params: { currency: wanted.code } };
    else unavailable = provider.availability?.({ standing, amountInLineCurrency, lineCurrencySymbol: lineCurrency?.symbol ?? '' }) ?? null;
    return {
      pay_method: provider.code,
      name: translate(locale, provider.name),
      description: translate(locale, provider.description),
      icon: provider.icon,
      available: awaiting && unavailable === null,
      unavailable_reason: unavailable ? translate(locale, unavailable.reason, unavailable.params) : null,
      pay_amount: charged.amount,
      pay_currency_code: charged.currency.code,
      pay_currency_symbol: charged.currency.symbol,
    };
  });
  return { methods, payable: inWanted, standing, lineCurrency };
}

/** The methods a checkout offers for its total, before the order exists (the checkout preview's `pay_methods`). */
export const checkoutPayMethods =
  (context: PaymentsContext) =>
  async (_db: unknown, userId: number, amount: number, currency: Currency, locale: LocaleCode): Promise<PayMethodOption[]> =>
    (await payMethodOptions(context, userId, { realizedPrice: amount, currencyCode: currency.code }, currency, locale, true)).methods;

/** The payment page's methods for one of the buyer's orders. */
export const listPayMethods = (context: PaymentsContext): Handler<'listPayMethods', AuthUser> => async ({ user, query, locale }) => {
  const { userId } = signedIn(user);
  const order = await ownOrder(context.db, userId, query.order_sn);
  const wanted = payCurrency(context.currencies, query.currency_code ?? order.currencyCode, 'currency_code');
  const awaiting = order.state === 0 && order.payState === 0;
  const { methods, payable, standing, lineCurrency } = await payMethodOptions(context, userId, order, wanted, locale, awaiting);

  const remaining = standing && lineCurrency ? Math.max(0, context.currencies.total(standing.remaining / lineCurrency.ratePerUsd, wanted)) : null;
  return {
    order_sn: order.orderSn,
    state: order.state as OrderState,
    pay_state: order.payState as PayState,
    realized_price: payable.amount,
    currency_code: wanted.code,
    currency_symbol: wanted.symbol,
    expire_time: isoTime(order.expireTime),
    remaining_credit_amount: remaining,
    methods,
  };
};

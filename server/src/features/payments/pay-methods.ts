import type { components } from '@chipmart/generated/internal/types';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { AuthUser } from '../identity/index.ts';
import type { OrderState, PayState } from '../orders/index.ts';
import type { PaymentsContext } from './context.ts';
import { unavailableReasons } from './messages.ts';
import { ownOrder, payAmountIn, payCurrency } from './payable-order.ts';
import { providersOf, siteVariant, type Unavailable } from './registry.ts';

type PayMethodOption = components['schemas']['PayMethodOption'];

/**
 * The site's payment methods for one order and the currency the buyer wants
 * to pay in, built from the provider registry: each available or not, with
 * the reason, and the amount it would charge.
 */
export const listPayMethods = (context: PaymentsContext): Handler<'listPayMethods', AuthUser> => async ({ user, query, locale }) => {
  const { userId } = signedIn(user);
  const order = await ownOrder(context.db, userId, query.order_sn);
  const wanted = payCurrency(context.currencies, query.currency_code ?? order.currencyCode, 'currency_code');
  const payable = payAmountIn(context.currencies, order, wanted);
  const standing = await context.credit.standing(context.db, userId, context.now());
  const lineCurrency = standing ? context.currencies.all().find((currency) => currency.code === standing.currencyCode) : undefined;
  const amountInLineCurrency = lineCurrency ? payAmountIn(context.currencies, order, lineCurrency).amount : null;
  const awaiting = order.state === 0 && order.payState === 0;

  const methods: PayMethodOption[] = providersOf(siteVariant(context.webKey)).map((provider) => {
    const charged = provider.onlyCurrency ? payAmountIn(context.currencies, order, payCurrency(context.currencies, provider.onlyCurrency, 'currency_code')) : payable;
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

import type { components } from '@chipmart/generated/internal/types';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { Currency } from '../../platform/money/currency-book.ts';
import type { CartRow } from '../cart/index.ts';
import { shippingOptionsFor } from '../site/index.ts';
import { orderTotals, priceLine, type CheckoutSource } from './checkout-lines.ts';
import type { OrdersDeps } from './deps.ts';
import { orderMessages } from './messages.ts';

type CheckoutPreview = components['schemas']['OrderCheckoutPreview'];
type Address = components['schemas']['Address'];

export interface PreviewRequest {
  userId: number;
  source: CheckoutSource;
  rows: CartRow[];
  addressId: number | null | undefined;
  billingId: number | null | undefined;
  shippingId: number | null | undefined;
  locale: LocaleCode;
  currency: Currency;
}

/** The chosen address of a list, the default one, or the first; an id not in the list is 404. */
function chooseAddress(addresses: Address[], addressId: number | null | undefined, fallBackToDefault: boolean): Address | null {
  if (addressId !== null && addressId !== undefined) {
    const chosen = addresses.find((address) => address.address_id === addressId);
    if (!chosen) throw notFound(orderMessages.addressNotFound);
    return chosen;
  }
  if (!fallBackToDefault) return null;
  return addresses.find((address) => address.is_default) ?? addresses[0] ?? null;
}

/**
 * The checkout page before the order: lines priced now, the buyer's
 * addresses, shipping options for the chosen address (cheapest by default),
 * totals, the payment methods, and everything that keeps the order from
 * being placed. Nothing is reserved.
 */
export async function previewCheckout(deps: OrdersDeps, request: PreviewRequest): Promise<CheckoutPreview> {
  const { db } = deps;
  if (request.rows.length === 0) throw conflict(orderMessages.nothingSelected);
  const [shippingAddresses, billingAddresses] = await Promise.all([deps.addresses.list(db, request.userId, 1), deps.addresses.list(db, request.userId, 2)]);
  const address = chooseAddress(shippingAddresses, request.addressId, true);
  const billing = chooseAddress(billingAddresses, request.billingId, false);

  const shippingOptions = address ? ((await shippingOptionsFor(db, deps.currencies, address.country_id, request.locale, request.currency)) ?? []) : [];
  let shipping = shippingOptions[0] ?? null;
  if (request.shippingId !== null && request.shippingId !== undefined) {
    shipping = shippingOptions.find((option) => option.shippingId === request.shippingId) ?? null;
    if (!shipping) throw notFound(orderMessages.shippingNotOffered);
  }

  const priced = request.rows.map((row) => priceLine(row, request.source, request.currency, deps.currencies, request.locale));
  const lines = priced.map((entry) => entry.line);
  const totals = orderTotals(lines, shipping?.shippingPrice ?? 0, request.currency);
  const problems = priced.flatMap((entry) => (entry.problem ? [translate(request.locale, entry.problem.message, entry.problem.params)] : []));
  if (!address) problems.push(translate(request.locale, orderMessages.problemNoAddress));
  else if (!shipping) problems.push(translate(request.locale, orderMessages.problemNoShipping));

  return {
    source: request.source,
    lines,
    shipping_addresses: shippingAddresses,
    billing_addresses: billingAddresses,
    address_id: address?.address_id ?? null,
    billing_id: billing?.address_id ?? null,
    shipping_options: shippingOptions,
    shipping_id: shipping?.shippingId ?? null,
    ...totals,
    currency_code: request.currency.code,
    currency_symbol: request.currency.symbol,
    pay_methods: await deps.payMethods(db, request.userId, totals.realized_price, request.currency, request.locale),
    can_submit: problems.length === 0,
    problems,
  };
}

import type { components } from '@chipmart/generated/partner/types';
import { failureAnswer } from '../../platform/http/contract.ts';
import { AppError, notFound, ReplayedAnswer, ValidationError } from '../../platform/http/errors.ts';
import { signedIn, withBodyRules, type BodyRuleFailure } from '../../platform/http/handler.ts';
import { contractMessages } from '../../platform/http/messages.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { finishKeyedRequest, releaseKeyedRequest, requestHash, startKeyedRequest } from '../orders/index.ts';
import { shippingOptionsFor } from '../site/index.ts';
import type { PartnerApiDeps } from './deps.ts';
import { partnerMessages } from './messages.ts';
import { offeredCurrency } from './offered-currency.ts';
import { addressInRole } from './order-addresses.ts';
import type { PartnerHandler } from './partner-handler.ts';

type SaveOrdersRequest = components['schemas']['SaveOrdersRequest'];

/** The contract says each skuId at most once; a repeat is refused as input, naming the repeated line. */
async function eachSkuOnce(rawBody: unknown): Promise<BodyRuleFailure[]> {
  const lines = (rawBody as { purchasedGoods?: unknown })?.purchasedGoods;
  if (!Array.isArray(lines)) return [];
  const seen = new Set<unknown>();
  const failures: BodyRuleFailure[] = [];
  lines.forEach((line, index) => {
    const skuId = (line as { skuId?: unknown })?.skuId;
    if (typeof skuId !== 'number') return;
    if (seen.has(skuId)) failures.push({ field: `purchasedGoods.${index}.skuId`, message: partnerMessages.skuTwice, params: { skuId } });
    seen.add(skuId);
  });
  return failures;
}

/** Places the order through the orders feature; returns its number. */
async function place(deps: PartnerApiDeps, userId: number, body: SaveOrdersRequest, key: string | undefined): Promise<string> {
  const currency = offeredCurrency(deps.currencies, body.currencyCode, 'currencyCode');
  const shippingAddress = await addressInRole(deps.db, userId, body.addressId, 1, 'addressId');
  const billingAddress = await addressInRole(deps.db, userId, body.billingId, 2, 'billingId');
  const options = (await shippingOptionsFor(deps.db, deps.currencies, shippingAddress.country_id, 'en', currency)) ?? [];
  if (!options.some((option) => option.shippingId === body.shippingId)) {
    throw notFound(partnerMessages.shippingNotFound, { shippingId: body.shippingId, addressId: body.addressId });
  }
  const placed = await deps.placeOrder({
    userId,
    source: 'api',
    skuLines: body.purchasedGoods,
    shippingAddress,
    billingAddress,
    shippingId: body.shippingId,
    remark: body.remark?.trim() ?? '',
    poNumber: null,
    currency,
    locale: 'en',
    requestKey: key ? { key, hash: requestHash(body) } : undefined,
  });
  return placed.order.orderSn;
}

/**
 * saveOrders, with Stripe's idempotency when an Idempotency-Key comes: the
 * key is claimed in the database before anything runs, the answer (order
 * number or refusal) is kept for the key's repeats, and a request refused as
 * invalid or failing on our side frees its key for a corrected retry.
 */
export const saveOrders = (deps: PartnerApiDeps): PartnerHandler<'saveOrders'> =>
  withBodyRules(eachSkuOnce, async ({ user, body, headers }) => {
    const { userId } = signedIn(user);
    const key = headers['Idempotency-Key'];
    if (!key) return place(deps, userId, body, undefined);
    const success = translate('en', contractMessages.success);
    const started = await startKeyedRequest(deps.db, userId, key, body, deps.now(), success);
    if (started.kind === 'replay') throw new ReplayedAnswer(started.answer.status, started.answer.body);
    try {
      const orderSn = await place(deps, userId, body, key);
      await finishKeyedRequest(deps.db, userId, key, { status: 200, body: { code: 200, message: success, data: orderSn } });
      return orderSn;
    } catch (error) {
      if (error instanceof AppError && !(error instanceof ValidationError) && error.code !== 4290) {
        const { status, envelope } = failureAnswer(error, 'en');
        await finishKeyedRequest(deps.db, userId, key, { status, body: envelope });
      } else {
        await releaseKeyedRequest(deps.db, userId, key);
      }
      throw error;
    }
  });

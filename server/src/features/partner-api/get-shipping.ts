import { signedIn } from '../../platform/http/handler.ts';
import { listAddresses } from '../address/index.ts';
import { shippingOptionsFor } from '../site/index.ts';
import type { PartnerApiDeps } from './deps.ts';
import { offeredCurrency } from './offered-currency.ts';
import type { PartnerHandler } from './partner-handler.ts';

/**
 * getShipping: the options an order can use, priced for the country of the
 * account's default shipping address (what saveOrders will most likely
 * charge), or at their base prices when it has none; cheapest last, as the
 * partner document lists them.
 */
export const getShipping =
  (deps: PartnerApiDeps): PartnerHandler<'getShipping'> =>
  async ({ user, query }) => {
    const { userId } = signedIn(user);
    const currency = query.currencyCode === undefined ? deps.currencies.base() : offeredCurrency(deps.currencies, query.currencyCode, 'currencyCode');
    const [shipTo] = await listAddresses(deps.db, userId, 1);
    const options = (await shippingOptionsFor(deps.db, deps.currencies, shipTo?.country_id, 'en', currency)) ?? [];
    return [...options].reverse();
  };

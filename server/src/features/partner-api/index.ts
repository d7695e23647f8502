/**
 * The partner API v1 (spec/open-api-v1.yaml): tokens from identity, the
 * shop's search and catalog, and orders placed through the orders feature,
 * behind database-held rate limits; saveOrders is idempotent by key.
 */
import type { Handlers } from '../../platform/http/handler.ts';
import type { PartnerOperations } from '../../platform/http/operation-types.ts';
import type { AuthUser } from '../identity/index.ts';
import type { PartnerApiDeps } from './deps.ts';
import { getGoods } from './get-goods.ts';
import { getOrders } from './get-orders.ts';
import { getShipping } from './get-shipping.ts';
import { getToken } from './get-token.ts';
import { getUser } from './get-user.ts';
import { partnerRateLimits } from './rate-limits.ts';
import { saveOrders } from './save-orders.ts';

export type { PartnerApiDeps } from './deps.ts';
export { PARTNER_RATE_RULES } from './rate-limits.ts';

/** Where the partner API is served; the rate limits apply to every path under it. */
export const PARTNER_API_PATHS = '/open-api/V1/*';

export function createPartnerApiFeature(deps: PartnerApiDeps) {
  const handlers: Handlers<AuthUser, PartnerOperations> = {
    getToken: getToken(deps),
    getUser: getUser(deps),
    getOrders: getOrders(deps),
    getGoods: getGoods(deps),
    getShipping: getShipping(deps),
    saveOrders: saveOrders(deps),
  };
  return {
    handlers,
    /** Who a partner token stands for (never a shop session). */
    authenticate: deps.tokens.authenticate,
    /** Hono middleware for PARTNER_API_PATHS, to run before the operations. */
    rateLimits: partnerRateLimits(deps.db, deps.now),
  };
}

import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { clientAddressOf } from '../../platform/http/client-address.ts';
import { errorResponse } from '../../platform/http/contract.ts';
import { rateLimited } from '../../platform/http/errors.ts';
import { countCall, rateLimitFields, type RateLimitRule, type RateStanding } from '../../platform/http/rate-counter.ts';
import type { Database } from '../../platform/db/open.ts';

/** The partner limits (documented in spec/open-api-v1.yaml, decision 72). DigiKey allows 120 product calls a minute; placing orders is stricter. */
export const PARTNER_RATE_RULES = {
  /** Every call but getToken and saveOrders, per token. */
  token: { name: 'token', limit: 120, windowSeconds: 60 },
  saveOrders: { name: 'save-orders', limit: 30, windowSeconds: 60 },
  /** Password guessing is slowed per client address. */
  getToken: { name: 'get-token', limit: 10, windowSeconds: 60 },
  /** All partner calls from one address together (several tokens, or none). */
  address: { name: 'address', limit: 600, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

/** The rules a call counts against, with the key each counts by. */
function countsFor(operation: string, token: string | undefined, address: string): Array<[RateLimitRule, string]> {
  const counts: Array<[RateLimitRule, string]> = [[PARTNER_RATE_RULES.address, address]];
  if (operation === 'getToken') counts.unshift([PARTNER_RATE_RULES.getToken, address]);
  else if (token) counts.unshift([operation === 'saveOrders' ? PARTNER_RATE_RULES.saveOrders : PARTNER_RATE_RULES.token, createHash('sha256').update(token).digest('hex')]);
  return counts;
}

/**
 * Counts every partner call in the database before the contract layer sees
 * it (so refused and invalid calls count too, and every server process
 * shares the counts), refuses one over a limit with 429 and Retry-After, and
 * puts the IETF draft's RateLimit-Policy and RateLimit fields on every answer.
 * A token is counted by its hash whether or not it is valid: guessing tokens
 * is limited like using them.
 */
export function partnerRateLimits(db: Database, now: () => Date): MiddlewareHandler {
  return async (context, next) => {
    const operation = context.req.path.split('/').at(-1) ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(context.req.header('Authorization')?.trim() ?? '')?.[1];
    const at = now();
    const standings: RateStanding[] = [];
    for (const [rule, key] of countsFor(operation, token, clientAddressOf(context))) standings.push(await countCall(db, rule, key, at));
    const fields = rateLimitFields(standings);
    const exceeded = standings.filter((standing) => standing.exceeded);
    if (exceeded.length > 0) {
      const response = errorResponse(context, rateLimited(Math.max(...exceeded.map((standing) => standing.resetSeconds))), 'en');
      for (const [name, value] of Object.entries(fields)) response.headers.set(name, value);
      return response;
    }
    await next();
    for (const [name, value] of Object.entries(fields)) context.res.headers.set(name, value);
  };
}


import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { conflict } from '../../platform/http/errors.ts';
import { orderMessages } from './messages.ts';

/** A buyer's Idempotency-Key and the hash of the body it came with. */
export interface RequestKey {
  key: string;
  hash: string;
}

/** Object keys sorted at every level, so the same body always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, item]) => [name, canonical(item)]),
    );
  }
  return value;
}

/** SHA-256 of the request as the buyer meant it (body and the currency it is priced in). */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(request))).digest('hex');
}

/** How long a key answers for its first request; after that the same key counts as new (Stripe's 24 hours). */
export const REQUEST_KEY_LIFETIME_MS = 24 * 3600_000;

/**
 * Claims the key for the order about to be placed, in the placing
 * transaction. A concurrent request with the same key waits on the unique
 * index until this transaction ends: if it committed, the waiter finds the
 * key taken; if it rolled back, the waiter places the order itself. A key
 * the partner API claimed before its request ran (no order yet, same body)
 * becomes this order's; a key older than 24 hours counts as new. Returns
 * null when the key is ours now, or the id of the order the key placed
 * before; the same key with another body is refused.
 */
export async function claimRequestKey(tx: Database, userId: number, key: RequestKey, orderId: number, at: Date): Promise<number | null> {
  const expired = new Date(at.getTime() - REQUEST_KEY_LIFETIME_MS).toISOString();
  const claimed = await queryRows<{ order_id: number }>(
    tx,
    sql`insert into order_request_keys (user_id, request_key, request_hash, order_id, create_time)
      values (${userId}, ${key.key}, ${key.hash}, ${orderId}, ${at.toISOString()})
      on conflict (user_id, request_key) do update set order_id = excluded.order_id,
        request_hash = excluded.request_hash,
        create_time = case when order_request_keys.create_time <= ${expired} then excluded.create_time else order_request_keys.create_time end,
        request_body = case when order_request_keys.create_time <= ${expired} then null else order_request_keys.request_body end,
        locked_until = case when order_request_keys.create_time <= ${expired} then null else order_request_keys.locked_until end,
        answer_status = null, answer_body = null
      where (order_request_keys.order_id is null and order_request_keys.request_hash = excluded.request_hash)
         or order_request_keys.create_time <= ${expired}
      returning order_id`,
  );
  if (claimed.length > 0) return null;
  const [earlier] = await queryRows<{ order_id: number | null; request_hash: string }>(
    tx,
    sql`select order_id, request_hash from order_request_keys where user_id = ${userId} and request_key = ${key.key}`,
  );
  if (!earlier || earlier.order_id === null) throw new Error('A request key vanished or lost its order between a conflicting insert and its read');
  if (earlier.request_hash !== key.hash) throw conflict(orderMessages.requestKeyReused);
  return Number(earlier.order_id);
}

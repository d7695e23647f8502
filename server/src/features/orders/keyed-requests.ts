import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { conflict } from '../../platform/http/errors.ts';
import { orderMessages } from './messages.ts';
import { REQUEST_KEY_LIFETIME_MS, requestHash } from './request-keys.ts';

/**
 * How long a claimed key counts as "in use" without an answer. Placing an
 * order takes far less; past this a process that died mid-request no longer
 * blocks its key (the order transaction's own claim still allows one order).
 */
export const KEY_IN_USE_MS = 60_000;

/** A stored answer: HTTP status and the envelope the first request got. */
export interface KeyedAnswer {
  status: number;
  body: unknown;
}

export type KeyedStart = { kind: 'run' } | { kind: 'replay'; answer: KeyedAnswer };

interface KeyRow {
  request_hash: string;
  request_body: Record<string, unknown> | null;
  answer_status: number | null;
  answer_body: unknown;
  order_sn: string | null;
}

/** The top-level fields whose values differ between two requests, for the refusal to name. */
function differingFields(before: Record<string, unknown> | null, now: Record<string, unknown>): string[] {
  if (!before) return [];
  const names = [...new Set([...Object.keys(before), ...Object.keys(now)])].sort();
  return names.filter((name) => requestHash(before[name] ?? null) !== requestHash(now[name] ?? null));
}

/**
 * Stripe's idempotency for a keyed request that runs outside one
 * transaction (the partner API's saveOrders): claims the key with one
 * conditional upsert before the request runs. The same key and body later
 * replay the stored answer (or, if the process died after placing the
 * order, the order's number); another body is refused naming the fields
 * that differ; a repeat while the first still runs is refused as in use.
 * A key older than 24 hours, or claimed by a request that died before
 * placing anything, is taken over.
 */
export async function startKeyedRequest(db: Database, userId: number, key: string, body: Record<string, unknown>, at: Date, successMessage: string): Promise<KeyedStart> {
  const hash = requestHash(body);
  const expired = new Date(at.getTime() - REQUEST_KEY_LIFETIME_MS).toISOString();
  const lockedUntil = new Date(at.getTime() + KEY_IN_USE_MS).toISOString();
  const claimed = await queryRows<{ claimed: number }>(
    db,
    sql`insert into order_request_keys (user_id, request_key, request_hash, request_body, locked_until, create_time)
      values (${userId}, ${key}, ${hash}, ${JSON.stringify(body)}::jsonb, ${lockedUntil}, ${at.toISOString()})
      on conflict (user_id, request_key) do update set request_hash = excluded.request_hash, request_body = excluded.request_body,
        order_id = null, answer_status = null, answer_body = null, locked_until = excluded.locked_until, create_time = excluded.create_time
      where order_request_keys.create_time <= ${expired}
         or (order_request_keys.request_hash = excluded.request_hash and order_request_keys.order_id is null
             and order_request_keys.answer_status is null and order_request_keys.locked_until <= ${at.toISOString()})
      returning 1 as claimed`,
  );
  if (claimed.length > 0) return { kind: 'run' };
  const [row] = await queryRows<KeyRow>(
    db,
    sql`select k.request_hash, k.request_body, k.answer_status, k.answer_body, o.order_sn
        from order_request_keys k left join orders o on o.id = k.order_id
        where k.user_id = ${userId} and k.request_key = ${key}`,
  );
  if (!row) throw new Error('A request key vanished between a conflicting insert and its read');
  if (row.request_hash !== hash) {
    const fields = differingFields(row.request_body, body);
    throw conflict(orderMessages.requestKeyMismatch, { key, fields: fields.length > 0 ? fields.join(', ') : 'the request' });
  }
  if (row.answer_status !== null) return { kind: 'replay', answer: { status: row.answer_status, body: row.answer_body } };
  if (row.order_sn !== null) return { kind: 'replay', answer: { status: 200, body: { code: 200, message: successMessage, data: row.order_sn } } };
  throw conflict(orderMessages.requestKeyInUse, { key });
}

/** Keeps the first request's answer for its repeats, and frees the key from "in use". */
export async function finishKeyedRequest(db: Database, userId: number, key: string, answer: KeyedAnswer): Promise<void> {
  await db.execute(
    sql`update order_request_keys set answer_status = ${answer.status}, answer_body = ${JSON.stringify(answer.body)}::jsonb, locked_until = null
        where user_id = ${userId} and request_key = ${key}`,
  );
}

/** Forgets a key whose request placed nothing and whose answer must not be kept (refused as invalid, failed on our side): a retry runs anew. */
export async function releaseKeyedRequest(db: Database, userId: number, key: string): Promise<void> {
  await db.execute(sql`delete from order_request_keys where user_id = ${userId} and request_key = ${key} and order_id is null and answer_status is null`);
}

import { sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { conflict } from '../../platform/http/errors.ts';
import { addressMessages } from './messages.ts';

/** Most addresses one account may hold (the contract's UserAddressList maxItems). */
export const MAX_ADDRESSES = 50;

type AddressInput = components['schemas']['AddressInput'];

/** Runs address writes of one account one after another: the account row is locked first, so the limit and the default switch cannot race. */
async function lockAccount(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}

/** Clears the default of a type, except on one address (the one about to become it). */
async function clearDefault(tx: Database, userId: number, typeId: number, exceptId: number | null): Promise<void> {
  await tx.execute(
    sql`update user_addresses set is_default = false
        where user_id = ${userId} and type_id = ${typeId} and is_default and id is distinct from ${exceptId}::int`,
  );
}

/** Makes the newest address of the type its default when it has none; returns its id, or null when none is left or one is already default. */
async function promoteNewest(tx: Database, userId: number, typeId: number): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update user_addresses set is_default = true
        where id = (select id from user_addresses where user_id = ${userId} and type_id = ${typeId} order by create_time desc, id desc limit 1)
          and not exists (select 1 from user_addresses where user_id = ${userId} and type_id = ${typeId} and is_default)
        returning id`,
  );
  return rows[0]?.id ?? null;
}

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * Saves a new address: the default of its type when asked or when the type has
 * none yet. The insert itself refuses a 51st address (409).
 */
export async function createAddress(db: Database, userId: number, input: AddressInput, now: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockAccount(tx, userId);
    if (input.is_default) await clearDefault(tx, userId, input.type_id, null);
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`insert into user_addresses
            (user_id, type_id, contact_name, company_name, telephone, email_address, country_id, state, city, postal_code,
             address_ln1, address_ln2, is_default, create_time, update_time)
          select ${userId}, ${input.type_id}, ${text(input.contact_name)}, ${text(input.company_name)}, ${text(input.telephone)},
                 ${text(input.email_address)}, ${input.country_id}, ${text(input.state)}, ${text(input.city)}, ${text(input.postal_code)},
                 ${text(input.address_ln1)}, ${text(input.address_ln2)},
                 ${input.is_default === true} or not exists (
                   select 1 from user_addresses where user_id = ${userId} and type_id = ${input.type_id} and is_default),
                 ${now}, ${now}
          where (select count(*) from user_addresses where user_id = ${userId}) < ${MAX_ADDRESSES}
          returning id`,
    );
    if (!rows[0]) throw conflict(addressMessages.limitReached, { max: MAX_ADDRESSES });
    return rows[0].id;
  });
}

/**
 * Replaces one of the user's addresses; false when it is not theirs. The
 * default stays the default (turning it off is ignored); asking for it moves
 * the default; an address moved to the other type leaves its old type's
 * default to the newest one there.
 */
export async function updateAddress(db: Database, userId: number, addressId: number, input: AddressInput, now: Date): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockAccount(tx, userId);
    const [current] = await queryRows<{ type_id: number; is_default: boolean }>(
      tx,
      sql`select type_id, is_default from user_addresses where id = ${addressId} and user_id = ${userId}`,
    );
    if (!current) return false;
    const typeChanged = current.type_id !== input.type_id;
    const keepsDefault = current.is_default && !typeChanged;
    if (input.is_default && !keepsDefault) await clearDefault(tx, userId, input.type_id, addressId);
    await tx.execute(
      sql`update user_addresses set
            type_id = ${input.type_id}, contact_name = ${text(input.contact_name)}, company_name = ${text(input.company_name)},
            telephone = ${text(input.telephone)}, email_address = ${text(input.email_address)}, country_id = ${input.country_id},
            state = ${text(input.state)}, city = ${text(input.city)}, postal_code = ${text(input.postal_code)},
            address_ln1 = ${text(input.address_ln1)}, address_ln2 = ${text(input.address_ln2)},
            is_default = ${keepsDefault || input.is_default === true} or not exists (
              select 1 from user_addresses other where other.user_id = ${userId} and other.type_id = ${input.type_id} and other.is_default and other.id <> ${addressId}),
            update_time = ${now}
          where id = ${addressId} and user_id = ${userId}`,
    );
    if (typeChanged && current.is_default) await promoteNewest(tx, userId, current.type_id);
    return true;
  });
}

/** Deletes one of the user's addresses; when it was a default, the newest of its type takes over. Null when it is not theirs. */
export async function deleteAddress(db: Database, userId: number, addressId: number): Promise<{ newDefaultId: number | null } | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockAccount(tx, userId);
    const [deleted] = await queryRows<{ type_id: number; is_default: boolean }>(
      tx,
      sql`delete from user_addresses where id = ${addressId} and user_id = ${userId} returning type_id, is_default`,
    );
    if (!deleted) return null;
    return { newDefaultId: deleted.is_default ? await promoteNewest(tx, userId, deleted.type_id) : null };
  });
}

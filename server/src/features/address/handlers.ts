import { notFound } from '../../platform/http/errors.ts';
import { signedIn, withBodyRules, type Handler, type Handlers } from '../../platform/http/handler.ts';
import type { AuthUser } from '../identity/index.ts';
import { addressFieldRules } from './address-fields.ts';
import { listAddresses, readAddress, type Address } from './address-rows.ts';
import { createAddress, deleteAddress, updateAddress } from './address-writes.ts';
import type { AddressDeps } from './deps.ts';
import { addressMessages } from './messages.ts';
import { checkPlace } from './place-rules.ts';

const addressNotFound = () => notFound(addressMessages.notFound);

async function readBack(deps: AddressDeps, userId: number, addressId: number, locale: Parameters<typeof readAddress>[3]): Promise<Address> {
  const address = await readAddress(deps.db, userId, addressId, locale);
  if (!address) throw addressNotFound();
  return address;
}

export const listUserAddresses = (deps: AddressDeps): Handler<'listUserAddresses', AuthUser> => async ({ user, query, locale }) => {
  const { userId } = signedIn(user);
  const lists = await listAddresses(deps.db, userId, query.type_id, locale);
  return { lists, total: lists.length };
};

export const createUserAddress = (deps: AddressDeps): Handler<'createUserAddress', AuthUser> =>
  withBodyRules(addressFieldRules, async ({ user, body, locale, say }) => {
    const { userId } = signedIn(user);
    await checkPlace(deps.db, body);
    const addressId = await createAddress(deps.db, userId, body, deps.now());
    say(addressMessages.saved);
    return readBack(deps, userId, addressId, locale);
  });

export const updateUserAddress = (deps: AddressDeps): Handler<'updateUserAddress', AuthUser> =>
  withBodyRules(addressFieldRules, async ({ user, params, body, locale, say }) => {
    const { userId } = signedIn(user);
    // Another account's address is "not found" before anything about the new values is said.
    if (!(await readAddress(deps.db, userId, params.addressId))) throw addressNotFound();
    await checkPlace(deps.db, body);
    if (!(await updateAddress(deps.db, userId, params.addressId, body, deps.now()))) throw addressNotFound();
    say(addressMessages.updated);
    return readBack(deps, userId, params.addressId, locale);
  });

export const deleteUserAddress = (deps: AddressDeps): Handler<'deleteUserAddress', AuthUser> => async ({ user, params, say }) => {
  const { userId } = signedIn(user);
  const deleted = await deleteAddress(deps.db, userId, params.addressId);
  if (!deleted) throw addressNotFound();
  say(addressMessages.deleted);
  return { address_id: params.addressId, new_default_address_id: deleted.newDefaultId };
};

/** The signed-in buyer's saved addresses. */
export const addressHandlers = (deps: AddressDeps): Handlers<AuthUser> => ({
  listUserAddresses: listUserAddresses(deps),
  createUserAddress: createUserAddress(deps),
  updateUserAddress: updateUserAddress(deps),
  deleteUserAddress: deleteUserAddress(deps),
});

import type { Database } from '../../platform/db/open.ts';
import { notFound } from '../../platform/http/errors.ts';
import { addressSnapshot, type AddressSnapshot } from '../address/index.ts';
import { partnerMessages } from './messages.ts';

/**
 * The copy an order keeps of one of the account's addresses, in the role the
 * partner gives it. The partner document lets any saved address ship or
 * bill (getUser lists them all), while the shop keeps shipping and billing
 * addresses apart: an address of the other type is copied in this role.
 */
export async function addressInRole(db: Database, userId: number, addressId: number, role: 1 | 2, field: string): Promise<AddressSnapshot> {
  const asIs = await addressSnapshot(db, userId, addressId, role);
  if (asIs) return asIs;
  const other = await addressSnapshot(db, userId, addressId, role === 1 ? 2 : 1);
  if (!other) throw notFound(partnerMessages.addressNotFound, { field, addressId });
  return { ...other, type_id: role };
}

import { and, asc, desc, eq } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import type { Database } from '../../platform/db/open.ts';
import { countries, userAddresses } from '../../platform/db/schema/index.ts';
import { FALLBACK_LOCALE, type LocaleCode } from '../../platform/i18n/locales.ts';

export type Address = components['schemas']['Address'];
export type AddressType = Address['type_id'];
/** The order's copy of an address, with the country id checkout prices shipping by. */
export type AddressSnapshot = components['schemas']['OrderAddress'] & { country_id: number };
/** A database or a transaction: reads only. */
export type Reader = Pick<Database, 'select'>;

const addressColumns = {
  id: userAddresses.id,
  typeId: userAddresses.typeId,
  contactName: userAddresses.contactName,
  companyName: userAddresses.companyName,
  telephone: userAddresses.telephone,
  emailAddress: userAddresses.emailAddress,
  countryId: userAddresses.countryId,
  countryNames: countries.names,
  state: userAddresses.state,
  city: userAddresses.city,
  postalCode: userAddresses.postalCode,
  addressLn1: userAddresses.addressLn1,
  addressLn2: userAddresses.addressLn2,
  isDefault: userAddresses.isDefault,
};

type AddressRow = { [Key in keyof typeof addressColumns]: (typeof addressColumns)[Key]['_']['data'] };

function toAddress(row: AddressRow, locale: LocaleCode): Address {
  return {
    address_id: row.id,
    type_id: row.typeId as AddressType,
    contact_name: row.contactName,
    company_name: row.companyName,
    telephone: row.telephone,
    email_address: row.emailAddress,
    country_id: row.countryId,
    country_name: row.countryNames[locale] || row.countryNames.en || '',
    state: row.state,
    city: row.city,
    postal_code: row.postalCode,
    address_ln1: row.addressLn1,
    address_ln2: row.addressLn2,
    is_default: row.isDefault,
  };
}

/** The user's addresses (of one type, or all), defaults first, then newest first. */
export async function listAddresses(db: Reader, userId: number, typeId?: AddressType, locale: LocaleCode = FALLBACK_LOCALE): Promise<Address[]> {
  const rows = await db
    .select(addressColumns)
    .from(userAddresses)
    .innerJoin(countries, eq(countries.id, userAddresses.countryId))
    .where(and(eq(userAddresses.userId, userId), typeId === undefined ? undefined : eq(userAddresses.typeId, typeId)))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createTime), asc(userAddresses.typeId), desc(userAddresses.id));
  return rows.map((row) => toAddress(row, locale));
}

/** One of the user's addresses, or null when there is none by that id on the account (another account's address included). */
export async function readAddress(db: Reader, userId: number, addressId: number, locale: LocaleCode = FALLBACK_LOCALE): Promise<Address | null> {
  const [row] = await db
    .select(addressColumns)
    .from(userAddresses)
    .innerJoin(countries, eq(countries.id, userAddresses.countryId))
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
    .limit(1);
  return row ? toAddress(row, locale) : null;
}

/**
 * The copy an order keeps of one of the user's addresses of the given type,
 * or null when the id is not the user's address of that type. The country
 * name is written in the order's language.
 */
export async function addressSnapshot(
  db: Reader,
  userId: number,
  addressId: number,
  typeId: AddressType,
  locale: LocaleCode = FALLBACK_LOCALE,
): Promise<AddressSnapshot | null> {
  const address = await readAddress(db, userId, addressId, locale);
  if (!address || address.type_id !== typeId) return null;
  return {
    type_id: address.type_id,
    contact_name: address.contact_name,
    company_name: address.company_name,
    telephone: address.telephone,
    email_address: address.email_address,
    country_id: address.country_id,
    country_name: address.country_name,
    state: address.state,
    city: address.city,
    postal_code: address.postal_code,
    address_ln1: address.address_ln1,
    address_ln2: address.address_ln2,
  };
}

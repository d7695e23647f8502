import { and, eq, sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import { issueSession } from '../../src/features/identity/sessions.ts';
import type { AddressType, OrderAddressBook, PayMethodsFor } from '../../src/features/orders/index.ts';
import type { Database } from '../../src/platform/db/open.ts';
import { countries, shippingOptions, shippingRates, skus } from '../../src/platform/db/schema/index.ts';
import { fillCatalogFixture } from '../catalog-fixture.ts';
import { createAccount } from './identity-fixtures.ts';

type Address = components['schemas']['Address'];

export const GERMANY = 82;
export const UNITED_STATES = 233;
export const CHINA = 45;
/** A country no carrier of the fixture delivers to. */
export const NOWHERE = 999;

export const DHL = 3;
export const FEDEX = 4;
export const SF = 5;

/** What ordering tests start from: the catalogue and shipping fixtures, and, when named, plenty of one part (a million). */
export async function fillOrderingFixture(db: Database, { plentyOf }: { plentyOf?: number } = {}): Promise<void> {
  await fillCatalogFixture(db);
  await fillShippingFixture(db);
  if (plentyOf === undefined) return;
  await db.execute(sql`update skus set stock = 1000000 where goods_id = ${plentyOf}`);
  await db.execute(sql`update goods set stock = 1000000 where id = ${plentyOf}`);
}

/** Countries and three carriers: to Germany and the US, SF $28, DHL $35, FedEx $46.50; to China only SF ($12). */
export async function fillShippingFixture(db: Database): Promise<void> {
  const names = (en: string) => ({ en, de: en, zh: en, fr: en, jp: en, ru: en, ko: en });
  await db.insert(countries).values([
    { id: GERMANY, isoCode: 'DE', phoneCode: '+49', names: names('Germany'), shippingZone: 2 },
    { id: UNITED_STATES, isoCode: 'US', phoneCode: '+1', names: names('United States'), shippingZone: 2 },
    { id: CHINA, isoCode: 'CN', phoneCode: '+86', names: names('China'), shippingZone: 0 },
    { id: NOWHERE, isoCode: 'AQ', phoneCode: '+672', names: names('Antarctica'), shippingZone: 3 },
  ]);
  await db.insert(shippingOptions).values([
    { id: DHL, name: 'DHL Express', transitTime: { ...names('3-5 working days'), de: '3-5 Werktage' }, basePriceUsd: 35, sort: 1 },
    { id: FEDEX, name: 'FedEx International Priority', transitTime: names('2-4 working days'), basePriceUsd: 46.5, sort: 2 },
    { id: SF, name: 'SF Express International', transitTime: names('5-8 working days'), basePriceUsd: 28, sort: 3 },
  ]);
  await db.insert(shippingRates).values([
    { shippingOptionId: DHL, zone: 2, priceUsd: 35 },
    { shippingOptionId: FEDEX, zone: 2, priceUsd: 46.5 },
    { shippingOptionId: SF, zone: 2, priceUsd: 28 },
    { shippingOptionId: SF, zone: 0, priceUsd: 12 },
  ]);
}

/**
 * The buyers' saved addresses, held by the test: the address feature owns
 * them in the server; checkout only reads them through this interface.
 */
export class FixtureAddressBook implements OrderAddressBook {
  private readonly byUser = new Map<number, Address[]>();
  private nextId = 5001;

  add(userId: number, typeId: AddressType, overrides: Partial<Address> = {}): Address {
    const address: Address = {
      address_id: this.nextId++,
      type_id: typeId,
      contact_name: typeId === 1 ? 'Anna Schmidt' : 'Markus Weber',
      company_name: 'Schmidt Elektronik GmbH',
      telephone: '+49 89 2180 4410',
      email_address: typeId === 1 ? 'purchasing@schmidt-elektronik.de' : 'invoices@schmidt-elektronik.de',
      country_id: GERMANY,
      country_name: 'Germany',
      state: 'Bavaria',
      city: 'Munich',
      postal_code: '80331',
      address_ln1: typeId === 1 ? 'Sendlinger Str. 27' : 'Landsberger Str. 110',
      address_ln2: '',
      is_default: !(this.byUser.get(userId) ?? []).some((existing) => existing.type_id === typeId),
      ...overrides,
    };
    this.byUser.set(userId, [...(this.byUser.get(userId) ?? []), address]);
    return address;
  }

  snapshot: OrderAddressBook['snapshot'] = async (_db, userId, addressId, typeId) => {
    const address = (this.byUser.get(userId) ?? []).find((candidate) => candidate.address_id === addressId && candidate.type_id === typeId);
    if (!address) return null;
    const { address_id: _id, is_default: _default, ...copy } = address;
    return copy;
  };

  list: OrderAddressBook['list'] = async (_db, userId, typeId) =>
    (this.byUser.get(userId) ?? []).filter((address) => address.type_id === typeId).sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** Bank transfer always, net terms never (the payments feature decides this in the server). */
export const fixturePayMethods: PayMethodsFor = async (_db, _userId, amount, currency) => [
  {
    pay_method: 'bank',
    name: 'Bank transfer',
    description: 'Wire the amount to our account; goods ship once funds arrive.',
    icon: '/images/pay/bank.svg',
    available: true,
    unavailable_reason: null,
    pay_amount: amount,
    pay_currency_code: currency.code,
    pay_currency_symbol: currency.symbol,
  },
];

/** A buyer with a session, and a default shipping address in Germany. */
export async function buyerWithAddress(db: Database, addresses: FixtureAddressBook, now: Date) {
  const account = await createAccount(db, now);
  const token = (await issueSession(db, account.id, now)).token;
  const address = addresses.add(account.id, 1);
  return { userId: account.id, token, addressId: address.address_id };
}

/** The SKU id of a part's offer from a supplier. */
export async function skuOf(db: Database, goodsId: number, supplierId: number): Promise<number> {
  const [row] = await db.select({ id: skus.id }).from(skus).where(and(eq(skus.goodsId, goodsId), eq(skus.supplierId, supplierId)));
  if (!row) throw new Error(`No offer of part ${goodsId} from supplier ${supplierId}`);
  return row.id;
}

import { sql } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import { issueSession } from '../../../src/features/identity/sessions.ts';
import type { Database } from '../../../src/platform/db/open.ts';
import { creditLines } from '../../../src/platform/db/schema/index.ts';
import { part } from '../../catalog-fixture.ts';
import { createAccount } from '../identity-fixtures.ts';
import { fillOrderingFixture, GERMANY, SF, skuOf } from '../order-fixtures.ts';
import { callShop } from './shop-calls.ts';

type AddressInput = components['schemas']['AddressInput'];

const HENGXIN = 1;

/** The offers the buyers fight over: few pieces each, so some orders are refused; the test adds a few back between rounds. */
export const CONTENDED = [
  { goodsId: part.stm32f103c8t6, stock: 24 },
  { goodsId: part.stm32f103rct6, stock: 18 },
  { goodsId: part.pic18f4550, stock: 12 },
] as const;

/** Pieces a buyer orders at once: 1 to MAX_NUM. */
export const MAX_NUM = 4;

export interface Offer {
  goodsId: number;
  skuId: number;
  /** Pieces on the SKU before the first round. */
  startStock: number;
  /** The checkout total for 1..MAX_NUM pieces (SF Express to Germany), as the preview showed it. */
  totals: number[];
}

export interface Buyer {
  index: number;
  userId: number;
  token: string;
  addressId: number;
}

/** A net-terms line far above what the rounds can spend: payments are never refused for credit. */
const CREDIT_LIMIT = 10_000_000;

/**
 * What the shop holds before its first start: the ordering fixture (catalogue, shipping), the contended
 * offers cut to a few pieces, and the buyers, each with a session and an approved USD net-terms line.
 */
export async function prepareCrashShop(db: Database, buyers: number): Promise<{ offers: Array<Omit<Offer, 'totals'>>; buyers: Array<Omit<Buyer, 'addressId'>> }> {
  await fillOrderingFixture(db);
  const offers = [];
  for (const offer of CONTENDED) {
    const skuId = await skuOf(db, offer.goodsId, HENGXIN);
    await db.execute(sql`update skus set stock = ${offer.stock} where id = ${skuId}`);
    offers.push({ goodsId: offer.goodsId, skuId, startStock: offer.stock });
  }
  await db.execute(sql`update goods g set stock = (select sum(stock) from skus where goods_id = g.id)`);

  const made = [];
  for (let index = 0; index < buyers; index++) {
    // The server runs on the real clock: sessions are issued on it too.
    const account = await createAccount(db, new Date());
    const token = (await issueSession(db, account.id, new Date())).token;
    await db.insert(creditLines).values({ userId: account.id, state: 2, periodDays: 30, creditAmount: CREDIT_LIMIT, unbilledAmount: 0, currencyCode: 'USD', approveTime: new Date() });
    made.push({ index, userId: account.id, token });
  }
  return { offers, buyers: made };
}

/** Each buyer saves a shipping address through the running shop, as a buyer does before the first checkout. */
export async function addBuyerAddresses(origin: string, buyers: Array<Omit<Buyer, 'addressId'>>): Promise<Buyer[]> {
  const address: AddressInput = {
    type_id: 1,
    contact_name: 'Anna Schmidt',
    company_name: 'Schmidt Elektronik GmbH',
    telephone: '+49 89 2180 4410',
    email_address: 'purchasing@schmidt-elektronik.de',
    country_id: GERMANY,
    state: 'Bavaria',
    city: 'Munich',
    postal_code: '80331',
    address_ln1: 'Sendlinger Str. 27',
    address_ln2: '',
    is_default: true,
  };
  return Promise.all(
    buyers.map(async (buyer) => {
      const saved = await callShop(origin, { operationId: 'createUserAddress', token: buyer.token, body: address });
      if (!saved.answered || saved.status !== 200) throw new Error(`Saving buyer ${buyer.index}'s address failed: ${JSON.stringify(saved)}`);
      return { ...buyer, addressId: (saved.data as components['schemas']['Address']).address_id };
    }),
  );
}

/** The totals the checkout preview shows for every contended offer and quantity: what a buyer sends as expected_realized_price. */
export async function previewTotals(origin: string, buyer: Buyer, offers: Array<Omit<Offer, 'totals'>>): Promise<Offer[]> {
  const priced: Offer[] = [];
  for (const offer of offers) {
    const totals: number[] = [];
    for (let num = 1; num <= MAX_NUM; num++) {
      const preview = await callShop(origin, {
        operationId: 'previewBuyNow',
        token: buyer.token,
        body: { goods_id: offer.goodsId, sku_id: offer.skuId, num, address_id: buyer.addressId, billing_id: null, shipping_id: SF },
      });
      if (!preview.answered || preview.status !== 200) throw new Error(`Previewing ${num} pcs of SKU ${offer.skuId} failed: ${JSON.stringify(preview)}`);
      totals[num] = (preview.data as components['schemas']['OrderCheckoutPreview']).realized_price;
    }
    priced.push({ ...offer, totals });
  }
  return priced;
}

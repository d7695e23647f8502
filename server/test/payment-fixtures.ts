import { randomBytes } from 'node:crypto';
import type { Database } from '../src/platform/db/open.ts';
import { currencies, orderLines, orders } from '../src/platform/db/schema/index.ts';

/** The currencies the payment tests pay in. */
export async function insertPaymentCurrencies(db: Database): Promise<void> {
  await db.insert(currencies).values([
    { code: 'USD', symbol: '$', state: 1, ratePerUsd: 1, unitDecimals: 5, totalDecimals: 2, sort: 1 },
    { code: 'EUR', symbol: '€', state: 1, ratePerUsd: 0.92, unitDecimals: 5, totalDecimals: 2, sort: 2 },
    { code: 'CNY', symbol: '¥', state: 1, ratePerUsd: 7.2, unitDecimals: 5, totalDecimals: 2, sort: 3 },
    { code: 'KRW', symbol: '₩', state: 1, ratePerUsd: 1378.5, unitDecimals: 2, totalDecimals: 0, sort: 4 },
  ]);
}

/**
 * An order awaiting payment, written straight into the orders tables (as
 * placing one would leave it), so payments can be tested on their own.
 */
export async function placeTestOrder(db: Database, userId: number, at: Date, order: { total: number; currencyCode?: string; symbol?: string }) {
  const orderSn = `CM${randomBytes(6).readUIntBE(0, 6).toString().padStart(13, '0').slice(0, 13)}`;
  const address = {
    type_id: 1 as const,
    contact_name: 'Anna Schmidt',
    company_name: 'Schmidt Elektronik GmbH',
    telephone: '+49 89 2180 4410',
    email_address: 'purchasing@schmidt-elektronik.de',
    country_name: 'Germany',
    state: 'Bavaria',
    city: 'Munich',
    postal_code: '80331',
    address_ln1: 'Marienplatz 1',
    address_ln2: '',
    country_id: 82,
  };
  const [row] = await db
    .insert(orders)
    .values({
      orderSn,
      userId,
      source: 'cart',
      goodsCount: 1,
      totalNum: 100,
      goodsPrice: order.total - 10,
      shippingPrice: 10,
      realizedPrice: order.total,
      currencyCode: order.currencyCode ?? 'USD',
      currencySymbol: order.symbol ?? '$',
      locale: 'en',
      shippingAddress: address,
      shippingId: 1,
      shippingName: 'DHL Express',
      createTime: at,
      expireTime: new Date(at.getTime() + 3 * 24 * 3600_000),
      updateTime: at,
    })
    .returning();
  await db.insert(orderLines).values({
    orderId: row!.id,
    goodsId: 1,
    skuId: 1,
    partNumber: 'STM32F103C8T6',
    brandName: 'STMicroelectronics',
    packageCase: 'LQFP-48',
    image: '/images/goods/1.svg',
    supplierName: 'Hengxin',
    dateCode: '2024+',
    num: 100,
    unitPrice: (order.total - 10) / 100,
    subtotalPrice: order.total - 10,
  });
  return row!;
}

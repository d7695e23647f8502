import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { executeAdminCommand } from '../../../src/app/admin/execute.ts';
import { issueSession } from '../../../src/features/identity/sessions.ts';
import { part } from '../../catalog-fixture.ts';
import type { Engine } from '../engines.ts';
import { codeFromOutbox, DE, TEST_PASSWORD_COST } from '../identity-fixtures.ts';
import { DHL, fillOrderingFixture, GERMANY, NOWHERE, skuOf } from '../order-fixtures.ts';
import { approvedPartner, partnerCaller } from '../partner-calls.ts';
import { SANDBOX_PAYMENTS } from '../payment-sandbox.ts';
import { startTestServer, type TestServer } from '../test-server.ts';
import { PNG_BYTES, uploadForm } from '../upload-files.ts';

/** Text only the owner's records carry: no answer to another buyer may contain it. */
export const OWNER_MARK = 'Owner-Only';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Suppliers of the fixture's offers. The two buyers order different parts, so one's orders never move the stock the other's records show. */
const HENGXIN = 1;
const ARROWTECH = 2;
const RHEIN = 3;

/** The owner's BOM: mapped by hand (no manufacturer column, a notes column as description), a mapping the title guess would not make. */
const OWNER_BOM_CSV = ['Ref,Value,Part,Maker,Count,Notes', 'U1,MCU,STM32F103C8T6,STMicroelectronics,2,Owner-Only main MCU', 'U2,Op amp,LM358DR,Texas Instruments,4,'].join('\n');
const OWNER_BOM_MAPPING = {
  bom_name: `${OWNER_MARK} motor controller`,
  header_row: '1',
  reference_designators_column: '0',
  value_column: '1',
  part_number_column: '2',
  quantity_column: '4',
  description_column: '5',
  set_count: '5',
};
const OTHER_BOM_CSV = ['Designator,MPN,Qty', 'U1,GD32F103C8T6,10', 'U2,STM32F030F4P6,5'].join('\n');

/** A partner API token for an approved account, as its program fetches one. */
async function partnerToken(partner: ReturnType<typeof partnerCaller>, who: { email: string; password: string }): Promise<string> {
  const answer = await partner('getToken', { body: { email: who.email, password: who.password } });
  if (answer.code !== 200) throw new Error(`getToken failed: ${answer.message}`);
  return answer.data.token;
}

export interface OtherBuyer {
  userId: number;
  token: string;
  partnerToken: string;
  shippingAddress: number;
  billingAddress: number;
  /** An order of the other buyer's own, awaiting payment. */
  order: string;
  cartLine: number;
  bom: number;
  /** The offer the other buyer buys when a probe places an order. */
  buyNow: { goods_id: number; sku_id: number; num: number };
  /** What that order costs, as the checkout preview shows it. */
  buyNowPrice: number;
}

export interface Owner {
  userId: number;
  token: string;
  partnerToken: string;
  email: string;
  awaitingOrder: string;
  shippedOrder: string;
  reportedOrder: string;
  termsOrder: string;
  partnerOrder: string;
  paypalOrder: string;
  shippingAddress: number;
  billingAddress: number;
  cartLines: number[];
  rfq: number;
  rfqSn: string;
  quote: number;
  bom: number;
  bomLine: number;
  bomName: string;
  /** A transfer receipt sent with a report, and one not used yet (its file id and url). */
  reportedReceipt: string;
  unusedReceipt: string;
  unusedReceiptUrl: string;
  /** A licence sent with the supplier application, and one not used yet. */
  appliedLicence: string;
  unusedLicence: string;
  avatar: string;
  shopRequestKey: string;
  partnerRequestKey: string;
  /** Every identifier of the owner's records a reply could leak. */
  secrets: string[];
}

export interface World {
  server: TestServer;
  partner: ReturnType<typeof partnerCaller>;
  other: OtherBuyer;
  owner: Owner;
  now: () => Date;
  /** Moves the clock on, while the world is built; the rows run at one moment. */
  advance: (ms: number) => void;
  /** An operator CLI command, which must succeed; its result. */
  admin: (name: string, input: unknown) => Promise<unknown>;
}

/**
 * Two buyers on one server, built the way buyers (and staff, with the
 * operator CLI) make their records. The other buyer comes first, with a few
 * records of its own; `ownerArrives` then gives the owner one of every kind.
 * The clock starts just before a month ends, so the owner's charge on net
 * terms is billed when the month is over.
 */
export async function otherBuyerFirst(engine: Engine): Promise<World> {
  let current = Date.parse('2026-11-30T22:00:00Z');
  const now = () => new Date(current);
  const advance = (ms: number) => {
    current += ms;
  };
  let server!: TestServer;
  server = await startTestServer({
    engine,
    now,
    mailLog: () => {},
    passwordCostLog2: TEST_PASSWORD_COST,
    payments: SANDBOX_PAYMENTS,
    paymentsFetch: (input, init) => server.request(input, init),
    prepare: async ({ db }) => {
      await fillOrderingFixture(db);
      // Enough of the parts ordered, however many orders the probes place.
      await db.execute(sql`update skus set stock = 1000000 where id in (select id from skus where goods_id in (${part.gd32f103c8t6}, ${part.stm32f103c8t6}))`);
    },
  });
  const db = server.database.db;
  const partner = partnerCaller(server);
  const admin = async (name: string, input: unknown) => {
    const outcome = await executeAdminCommand(server.composed, { name, input, operator: { name: 'ops-test' } });
    if (!outcome.ok) throw new Error(`${name} refused: ${JSON.stringify(outcome)}`);
    return outcome.result;
  };
  const account = await approvedPartner(server, now(), async (userId) => (await issueSession(db, userId, now())).token);
  const token = account.shopToken;
  const buyNow = { goods_id: part.gd32f103c8t6, sku_id: await skuOf(db, part.gd32f103c8t6, RHEIN), num: 10 };
  const buyNowPrice = (await server.ok('previewBuyNow', { token, body: { ...buyNow, address_id: account.addressId, shipping_id: DHL } })).realized_price;
  const placed = await server.ok('placeOrder', {
    token,
    body: { source: 'buy_now', buy_now: buyNow, address_id: account.addressId, billing_id: account.billingId, shipping_id: DHL, expected_realized_price: buyNowPrice },
  });
  const cart = await server.ok('addCartItem', { token, body: { goods_id: part.stm32f030f4p6, sku_id: await skuOf(db, part.stm32f030f4p6, ARROWTECH), cart_num: 20 } });
  const bom = await server.ok('uploadBom', {
    token,
    form: uploadForm(OTHER_BOM_CSV, 'other-buyer.csv', { bom_name: 'Sensor board', header_row: '1', reference_designators_column: '0', part_number_column: '1', quantity_column: '2' }),
  });
  const other: OtherBuyer = {
    userId: account.userId,
    token,
    partnerToken: await partnerToken(partner, account),
    shippingAddress: account.addressId,
    billingAddress: account.billingId,
    order: placed.order_sn,
    cartLine: cart.cart_id,
    bom: bom.bom_id,
    buyNow,
    buyNowPrice,
  };
  return { server, partner, other, owner: undefined as unknown as Owner, now, advance, admin };
}

/** The owner arrives and makes one record of every kind a buyer owns. */
export async function ownerArrives(world: World): Promise<Owner> {
  const { server, partner, admin, now, advance } = world;
  const db = server.database.db;
  const account = await approvedPartner(server, now(), async (userId) => (await issueSession(db, userId, now())).token);
  const token = account.shopToken;
  const ok = server.ok;
  const stm32 = { goods_id: part.stm32f103c8t6, sku_id: await skuOf(db, part.stm32f103c8t6, HENGXIN), num: 100 };
  const price = (await ok('previewBuyNow', { token, body: { ...stm32, address_id: account.addressId, shipping_id: DHL } })).realized_price;
  const order = async (extra: { headers?: Record<string, string> } = {}) =>
    (
      await ok('placeOrder', {
        token,
        headers: extra.headers,
        body: { source: 'buy_now', buy_now: stm32, address_id: account.addressId, billing_id: account.billingId, shipping_id: DHL, expected_realized_price: price },
      })
    ).order_sn;

  // Net terms, charged before the month ends and billed after it.
  await ok('applyForCredit', {
    token,
    body: { company_name: `${OWNER_MARK} Elektronik GmbH`, requested_amount: 25000, currency_code: 'USD', expected_monthly_volume: 18000, trade_references: 'Arrow Electronics, net 30 since 2021.' },
  });
  await admin('credit approve', { userId: account.userId, limit: 20000, periodDays: 30, currencyCode: 'USD' });
  const termsOrder = await order();
  await ok('payOrderOnTerms', { token, body: { order_sn: termsOrder, po_number: `${OWNER_MARK}-PO-1` } });
  advance(3 * 3_600_000);
  const billing = server.composed.timers.find((timer) => timer.name === 'credit-billing')!;
  if ((await billing.runDue(now())) < 1) throw new Error('No credit bill was issued');

  // Addresses: a default shipping address where no carrier of the fixture delivers (its shipping options differ from everyone's), besides the German ones of approval.
  const shippingAddress = (
    await ok('createUserAddress', {
      token,
      body: {
        type_id: 1,
        contact_name: `${OWNER_MARK} Receiving`,
        company_name: `${OWNER_MARK} Elektronik GmbH`,
        telephone: '+672 3 2212',
        email_address: 'receiving@owner-only.example',
        country_id: NOWHERE,
        city: 'McMurdo Station',
        postal_code: 'BIQQ 1ZZ',
        address_ln1: 'Owner-Only Hut 4',
        is_default: true,
      },
    })
  ).address_id;

  // Orders: one awaiting payment (placed with a request key) with a PayPal payment started, one shipped, one with a reported transfer.
  const shopRequestKey = randomUUID();
  const awaitingOrder = await order({ headers: { 'Idempotency-Key': shopRequestKey } });
  const paypalOrder = (await ok('createPaypalOrder', { token, body: { order_sn: awaitingOrder, currency_code: 'USD' } })).paypal_order_id;
  const shippedOrder = await order();
  await admin('payment bank-received', { orderSn: shippedOrder, amount: 10000, reference: `${OWNER_MARK}-TT-1` });
  await admin('order ship', { orderSn: shippedOrder, carrier: 'DHL Express', tracking: '1234567890' });
  const reportedOrder = await order();
  const reported = await ok('uploadBankTransferReceipt', { token, form: uploadForm(PDF_BYTES, 'owner-transfer.pdf', {}, 'application/pdf') });
  await ok('confirmBankTransfer', { token, body: { order_sn: reportedOrder, remittance_reference: `${OWNER_MARK}-REF-7`, receipt_url: reported.url } });
  const unused = await ok('uploadBankTransferReceipt', { token, form: uploadForm(PDF_BYTES, 'owner-second-transfer.pdf', {}, 'application/pdf') });

  // The partner API: a token, and an order saved with a request key.
  const ownerPartnerToken = await partnerToken(partner, account);
  const partnerRequestKey = randomUUID();
  const saved = await partner('saveOrders', {
    token: ownerPartnerToken,
    headers: { 'Idempotency-Key': partnerRequestKey },
    body: { addressId: account.addressId, billingId: account.billingId, shippingId: DHL, currencyCode: 'USD', purchasedGoods: [{ skuId: stm32.sku_id, num: 100 }] },
  });
  if (saved.code !== 200) throw new Error(`saveOrders failed: ${saved.message}`);

  // Cart lines.
  const cartLines = [
    (await ok('addCartItem', { token, body: { goods_id: part.lm358dr, sku_id: await skuOf(db, part.lm358dr, ARROWTECH), cart_num: 500 } })).cart_id,
    (await ok('addCartItem', { token, body: { goods_id: part.pic18f4550, sku_id: await skuOf(db, part.pic18f4550, HENGXIN), cart_num: 3 } })).cart_id,
  ];

  // An RFQ, quoted by staff.
  const rfq = await ok('submitRfqList', {
    token,
    body: {
      contact_name: `${OWNER_MARK} Purchasing`,
      company_name: `${OWNER_MARK} Elektronik GmbH`,
      email: account.email,
      telephone: '+49 89 2180 4410',
      country_id: DE,
      items: [{ part_number: 'STM32F103C8T6', manufacturer: 'STMicroelectronics', qty: 3000, goods_id: part.stm32f103c8t6 }],
    },
  });
  const detail = await ok('getMyRfqDetail', { token, query: { rfq_id: rfq.rfq_id } });
  const quote = (await admin('rfq quote', {
    rfqSn: detail.rfq_sn,
    itemId: detail.items[0]!.rfq_item_id,
    price: 1.5,
    quantity: 3000,
    moq: 500,
    leadTimeDays: 5,
    validDays: 14,
    skuId: stm32.sku_id,
  })) as { quoteId: number };

  // A BOM with its own column mapping (remembered for the owner's next upload), matched.
  const bom = await ok('uploadBom', { token, form: uploadForm(OWNER_BOM_CSV, 'owner-motor.csv', OWNER_BOM_MAPPING) });
  await ok('matchBom', { token, body: { bom_id: bom.bom_id } });
  const bomLine = (await ok('listBomLines', { token, query: { bom_id: bom.bom_id } })).lists[0]!.source_id;

  // Supplier application with a licence, a second licence not used yet, and an excess list.
  const appliedLicence = await ok('uploadSupplierLicense', { token, form: uploadForm(PDF_BYTES, 'owner-licence.pdf', {}, 'application/pdf') });
  const unusedLicence = await ok('uploadSupplierLicense', { token, form: uploadForm(PDF_BYTES, 'owner-licence-2.pdf', {}, 'application/pdf') });
  const supplierEmail = 'sales@owner-only.example';
  await ok('sendSupplierCode', { query: { email: supplierEmail } });
  const application = await ok('submitSupplierSettlement', {
    token,
    body: {
      company_name: `${OWNER_MARK} Components Ltd`,
      registration_number: '91440300MA5OWNER1',
      country_id: GERMANY,
      company_address: 'Sendlinger Str. 27, Munich',
      contact_name: `${OWNER_MARK} Sales`,
      email: supplierEmail,
      telephone: '+49 89 2180 4410',
      captcha: await codeFromOutbox(db, supplierEmail),
      license_file_id: appliedLicence.file_id,
      main_products: ['Microcontrollers'],
      main_manufacturers: ['STMicroelectronics'],
      supply_types: ['stock'],
    },
  });
  const excess = await ok('submitExcessOffer', {
    token,
    body: {
      company_name: `${OWNER_MARK} Components Ltd`,
      contact_name: `${OWNER_MARK} Sales`,
      email: supplierEmail,
      telephone: '+49 89 2180 4410',
      remark: `${OWNER_MARK} stock in Munich`,
      lines: [{ part_number: 'STM32F103C8T6', manufacturer: 'STMicroelectronics', quantity: 2400, date_code: '2324', price: 1.85, currency: 'USD' }],
    },
  });

  // An avatar, sent inline and stored.
  const avatar = (await ok('updateUserProfile', { token, body: { avatar_img: `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}` } })).avatar_img!;

  const credit = await ok('getUserCredit', { token });
  const owner: Owner = {
    userId: account.userId,
    token,
    partnerToken: ownerPartnerToken,
    email: account.email,
    awaitingOrder,
    shippedOrder,
    reportedOrder,
    termsOrder,
    partnerOrder: saved.data as string,
    paypalOrder,
    shippingAddress,
    billingAddress: account.billingId,
    cartLines,
    rfq: rfq.rfq_id,
    rfqSn: detail.rfq_sn,
    quote: quote.quoteId,
    bom: bom.bom_id,
    bomLine,
    bomName: OWNER_BOM_MAPPING.bom_name,
    reportedReceipt: reported.file_id,
    unusedReceipt: unused.file_id,
    unusedReceiptUrl: unused.url,
    appliedLicence: appliedLicence.file_id,
    unusedLicence: unusedLicence.file_id,
    avatar,
    shopRequestKey,
    partnerRequestKey,
    secrets: [
      OWNER_MARK,
      account.email,
      awaitingOrder,
      shippedOrder,
      reportedOrder,
      termsOrder,
      saved.data as string,
      paypalOrder,
      detail.rfq_sn,
      reported.file_id,
      unused.file_id,
      appliedLicence.file_id,
      unusedLicence.file_id,
      avatar,
      application.application_no,
      excess.offer_no,
      ...credit.bills.map((bill) => bill.bill_sn),
    ],
  };
  world.owner = owner;
  return owner;
}

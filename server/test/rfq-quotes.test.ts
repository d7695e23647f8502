import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { executeAdminCommand, type AdminOutcome } from '../src/app/admin/execute.ts';
import { readCartRows, toCartLine } from '../src/features/cart/index.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { RFQ_PROCESS, canApply } from '../src/features/rfq/index.ts';
import { cartLines, countries, mailOutbox, operatorActions, orderLines, orders, rfqItems, rfqQuotes, rfqs, skus } from '../src/platform/db/schema/index.ts';
import { fillCatalogFixture, part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount, DE, US } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type FieldErrors = { errors: Array<{ field: string; message: string }> };

/** A clock the tests move: each test starts a day later, after every rate-limit window of the one before. */
let current = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(current);
const advance = (seconds: number) => {
  current += seconds * 1000;
};
const DAY = 86_400;

/** Supplier 1 (Shenzhen Hengxin) offers STM32F103C8T6 with 48,200 in stock at $2.35 / $2.10 (100+) / $1.95 (1000+). */
const HENGXIN = 1;

describeEachEngine('RFQ quotes and their life', (engine) => {
  let server: TestServer;
  let buyer: { id: number; email: string; token: string };
  let otherBuyer: { id: number; email: string; token: string };
  const db = () => server.database.db;

  async function signedInBuyer(email: string) {
    const account = await createAccount(db(), now(), { email });
    const session = await issueSession(db(), account.id, now());
    return { id: account.id, email: account.email, token: session.token };
  }

  async function stm32Sku(): Promise<number> {
    const [row] = await db().select({ id: skus.id }).from(skus).where(and(eq(skus.goodsId, part.stm32f103c8t6), eq(skus.supplierId, HENGXIN)));
    return row!.id;
  }

  /** A signed-in buyer's RFQ for STM32F103C8T6 and LM358DR, sent in German and euros. */
  async function sendRfq(who = buyer, headers: Record<string, string> = { Lang: 'de', Currency: 'EUR' }) {
    const sent = await server.ok('submitRfqList', {
      token: who.token,
      headers,
      body: {
        contact_name: 'Lars Nyberg',
        company_name: 'Nordtek Systems AB',
        email: who.email,
        telephone: '+46 31 778 2040',
        country_id: DE,
        items: [
          { part_number: 'STM32F103C8T6', manufacturer: 'STMicroelectronics', qty: 3000, goods_id: part.stm32f103c8t6 },
          { part_number: 'LM358DR', manufacturer: 'Texas Instruments', qty: 10000, goods_id: part.lm358dr },
        ],
      },
    });
    const items = await db().select().from(rfqItems).where(eq(rfqItems.rfqId, sent.rfq_id)).orderBy(rfqItems.position);
    return { ...sent, items: items.map((item) => item.id) };
  }

  const admin = (name: string, input: unknown) => executeAdminCommand(server.composed, { name, input, operator: { name: 'ops-test' } });

  async function quote(rfqSn: string, itemId: number, overrides: Record<string, unknown> = {}) {
    const outcome = await admin('rfq quote', { rfqSn, itemId, price: 1.5, quantity: 3000, moq: 500, leadTimeDays: 5, validDays: 14, skuId: await stm32Sku(), ...overrides });
    if (!outcome.ok) throw new Error(`rfq quote refused: ${outcome.message}`);
    return outcome.result as { quoteId: number; validUntil: string };
  }

  const stateOf = async (rfqId: number, who = buyer) => (await server.ok('getMyRfqDetail', { token: who.token, query: { rfq_id: rfqId } })).state;

  let orderCount = 0;
  /** What checkout will write: an order with a line priced by the quote (order state 0 awaiting payment, 4 cancelled). */
  async function orderLineFor(quoteId: number, state = 0) {
    const [order] = await db()
      .insert(orders)
      .values({
        orderSn: `CM${current}${(orderCount += 1)}`,
        userId: buyer.id,
        state,
        source: 'cart',
        goodsCount: 1,
        totalNum: 3000,
        goodsPrice: 4140,
        shippingPrice: 0,
        realizedPrice: 4140,
        currencyCode: 'EUR',
        currencySymbol: '€',
        locale: 'de',
        shippingAddress: { country_id: DE } as never,
        shippingId: 1,
        shippingName: 'DHL Express',
        createTime: now(),
        updateTime: now(),
      })
      .returning({ id: orders.id });
    await db().insert(orderLines).values({
      orderId: order!.id,
      goodsId: part.stm32f103c8t6,
      skuId: await stm32Sku(),
      partNumber: 'STM32F103C8T6',
      brandName: 'STMicroelectronics',
      packageCase: 'LQFP-48',
      image: '',
      supplierName: 'Shenzhen Hengxin Electronics',
      dateCode: '',
      num: 3000,
      unitPrice: 1.38,
      subtotalPrice: 4140,
      rfqQuoteId: quoteId,
    });
    return order!.id;
  }

  async function actionsOn(rfqSn: string) {
    return db().select().from(operatorActions).where(eq(operatorActions.target, `rfq:${rfqSn}`)).orderBy(operatorActions.id);
  }

  const refusal = (outcome: AdminOutcome) => (outcome.ok ? undefined : [outcome.kind, outcome.code, outcome.message]);

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now,
      mailLog: () => {},
      prepare: async ({ db }) => {
        await fillCatalogFixture(db);
        await db.insert(countries).values([
          { id: US, isoCode: 'US', phoneCode: '+1', names: { en: 'United States' }, shippingZone: 2 },
          { id: DE, isoCode: 'DE', phoneCode: '+49', names: { en: 'Germany', de: 'Deutschland' }, shippingZone: 2 },
        ]);
      },
    });
    buyer = await signedInBuyer('lars.nyberg@nordtek-systems.se');
    otherBuyer = await signedInBuyer('anna@schmidt-elektronik.example');
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    advance(DAY + 1);
    await db().delete(cartLines);
    // Tests move the clock by weeks: each starts with fresh sessions.
    buyer.token = (await issueSession(db(), buyer.id, now())).token;
    otherBuyer.token = (await issueSession(db(), otherBuyer.id, now())).token;
  });

  it('keeps the RFQ life in one table: staff quote and close, time expires, an order converts', () => {
    expect(Object.fromEntries(Object.entries(RFQ_PROCESS).map(([event, transition]) => [event, [transition.from, transition.to, transition.by, transition.kind]]))).toEqual({
      quote: [[0, 1, 4], 1, 'operator', 'stored'],
      close: [[0, 1, 4], 2, 'operator', 'stored'],
      expire: [[1], 4, 'clock', 'derived'],
      order: [[1], 3, 'buyer', 'derived'],
    });
    expect([canApply('quote', 2), canApply('quote', 3), canApply('close', 3), canApply('close', 2), canApply('quote', 4)]).toEqual([false, false, false, false, true]);
  });

  it('lets staff quote an item: the RFQ becomes quoted, the buyer is mailed in German in euros, the act is recorded', async () => {
    const rfq = await sendRfq();
    expect(await stateOf(rfq.rfq_id)).toBe(0);
    const outcome = await admin('rfq quote', {
      rfqSn: rfq.rfq_sn.toLowerCase(),
      itemId: rfq.items[0],
      price: 1.38,
      quantity: 3000,
      moq: 500,
      leadTimeDays: 5,
      validDays: 14,
      skuId: await stm32Sku(),
      dateCode: '2436+',
      remark: 'Volle Rollen',
    });
    expect(refusal(outcome)).toBeUndefined();
    if (!outcome.ok) return;
    expect(outcome.text).toContain(`for ${rfq.rfq_sn} item ${rfq.items[0]}`);
    const created = outcome.result as { quoteId: number; validUntil: string };
    expect(created.validUntil).toBe(new Date(current + 14 * DAY * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'));

    const detail = await server.ok('getMyRfqDetail', { token: buyer.token, query: { rfq_id: rfq.rfq_id } });
    expect(detail.state).toBe(1);
    expect(detail.items[0]!.quotes).toEqual([
      {
        quote_id: created.quoteId,
        part_number: 'STM32F103C8T6',
        manufacturer: 'STMicroelectronics',
        goods_id: part.stm32f103c8t6,
        sku_id: await stm32Sku(),
        date_code: '2436+',
        price: 1.38,
        quantity: 3000,
        moq: 500,
        lead_time_days: 5,
        valid_until: created.validUntil,
        remark: 'Volle Rollen',
      },
    ]);
    const history = await server.ok('listMyRfqs', { token: buyer.token, query: { keyword: rfq.rfq_sn } });
    expect(history.lists[0]).toMatchObject({ state: 1, item_count: 2, quoted_item_count: 1 });

    const [mail] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.recipient, buyer.email), eq(mailOutbox.kind, 'rfq_quote'))).orderBy(desc(mailOutbox.id));
    expect(mail).toMatchObject({ locale: 'de', subject: `Ihr Angebot zur Anfrage ${rfq.rfq_sn}: STM32F103C8T6` });
    expect(mail!.body).toContain('STM32F103C8T6 (STMicroelectronics): €1,38 pro Stück für bis zu 3.000 Stück, Mindestmenge 500 Stück');
    expect(mail!.body).toContain('Hinweis unseres Vertriebs: Volle Rollen');
    expect(mail!.body).toContain('in den Warenkorb legen');

    const [action] = await actionsOn(rfq.rfq_sn);
    expect(action).toMatchObject({ operator: 'ops-test', action: 'rfq.quote', details: { quoteId: created.quoteId, price: 1.38, quantity: 3000, moq: 500 } });
  });

  it('takes several quotes per item, an alternative part without a catalog offer, and says so in the mail', async () => {
    const rfq = await sendRfq();
    await quote(rfq.rfq_sn, rfq.items[1]!, { skuId: null, partNumber: 'LM358DT', manufacturer: 'STMicroelectronics', price: 0.0712, quantity: 10000, moq: 2500 });
    await quote(rfq.rfq_sn, rfq.items[1]!, { skuId: null, price: 0.0865, quantity: 10000, moq: 2500 });
    const detail = await server.ok('getMyRfqDetail', { token: buyer.token, query: { rfq_id: rfq.rfq_id } });
    expect(detail.items[1]!.quotes.map((q) => [q.part_number, q.manufacturer, q.price, q.sku_id])).toEqual([
      ['LM358DT', 'STMicroelectronics', 0.0712, null],
      ['LM358DR', 'Texas Instruments', 0.0865, null],
    ]);
    const [mail] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.recipient, buyer.email), eq(mailOutbox.kind, 'rfq_quote'))).orderBy(desc(mailOutbox.id));
    expect(mail!.body).toContain('Antworten Sie auf diese E-Mail');
  });

  it('refuses a quote for an item of another RFQ, an unknown RFQ or SKU, an offer of another part, and a MOQ above the quantity', async () => {
    const rfq = await sendRfq();
    const other = await sendRfq();
    const base = { rfqSn: rfq.rfq_sn, itemId: rfq.items[0], price: 1.5, quantity: 3000, moq: 500, leadTimeDays: 5, validDays: 14 };
    const quoteMails = async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'rfq_quote'))).length;
    const mailsBefore = await quoteMails();
    expect(refusal(await admin('rfq quote', { ...base, itemId: other.items[0] }))).toEqual(['refused', 4040, `RFQ ${rfq.rfq_sn} has no item ${other.items[0]}`]);
    expect(refusal(await admin('rfq quote', { ...base, rfqSn: 'RFQ20260101999999' }))).toEqual(['refused', 4040, 'There is no such RFQ']);
    expect(refusal(await admin('rfq quote', { ...base, skuId: 2_000_000_000 }))).toEqual(['refused', 4040, 'There is no catalog offer (SKU) 2000000000']);
    expect(refusal(await admin('rfq quote', { ...base, skuId: await stm32Sku(), partNumber: 'GD32F103C8T6' }))).toEqual(['refused', 4220, 'partNumber: Offer ' + (await stm32Sku()) + ' is for STM32F103C8T6, not GD32F103C8T6']);
    expect(refusal(await admin('rfq quote', { ...base, moq: 5000 }))).toEqual(['refused', 4220, 'moq: The MOQ (5000) cannot be larger than the quoted quantity (3000)']);
    expect(refusal(await admin('rfq quote', { ...base, validDays: 0 }))).toEqual(['refused', 4220, 'validDays: Enter a value from 1 to 365']);
    // Nothing was stored, recorded or mailed.
    expect(await stateOf(rfq.rfq_id)).toBe(0);
    expect(await actionsOn(rfq.rfq_sn)).toEqual([]);
    expect(await quoteMails()).toBe(mailsBefore);
  });

  it('reads the CLI line strictly: unknown states, amounts and missing values are usage errors', async () => {
    const { adminCommands } = await import('../src/app/admin/commands/index.ts');
    const command = (name: string) => adminCommands.find((candidate) => candidate.name === name)!;
    expect(() => command('rfq list').input([], { state: 'pending', limit: '10' })).toThrow('--state must be one of submitted, quoted, closed, ordered, expired');
    expect(command('rfq list').input([], { state: 'expired', limit: '10' })).toEqual({ state: 'expired', limit: 10 });
    const quoteOptions = { item: '140001', price: '0.42', qty: '1000', moq: '100', lead: '5', validDays: '14' };
    expect(command('rfq quote').input(['rfq20261122050001'], { ...quoteOptions, sku: '7', part: 'LM358DR', maker: 'TI', dateCode: '2441+', remark: 'Reels' })).toEqual({
      rfqSn: 'RFQ20261122050001',
      itemId: 140001,
      price: 0.42,
      quantity: 1000,
      moq: 100,
      leadTimeDays: 5,
      validDays: 14,
      skuId: 7,
      partNumber: 'LM358DR',
      manufacturer: 'TI',
      dateCode: '2441+',
      remark: 'Reels',
    });
    expect(() => command('rfq quote').input(['RFQ1'], { ...quoteOptions, price: '0.4.2' })).toThrow('--price must be an amount above 0');
    expect(() => command('rfq quote').input(['RFQ1'], { ...quoteOptions, validDays: '400' })).toThrow('--valid-days must be a whole number from 1 to 365');
    expect(() => command('rfq quote').input(['RFQ1'], { ...quoteOptions, lead: '-1' })).toThrow('--lead must be a whole number from 0 to 365');
  });

  it('lists RFQs by state and shows one with its items and quotes for staff', async () => {
    const rfq = await sendRfq();
    const quoted = await quote(rfq.rfq_sn, rfq.items[0]!);
    const listed = await admin('rfq list', { state: 'quoted', limit: 50 });
    expect(listed.ok).toBe(true);
    if (!listed.ok) return;
    const rows = listed.result as Array<{ rfqSn: string; state: string; items: number; quotedItems: number; account: number | null }>;
    expect(rows.find((row) => row.rfqSn === rfq.rfq_sn)).toMatchObject({ state: 'quoted', items: 2, quotedItems: 1, account: buyer.id });
    expect(rows.every((row) => row.state === 'quoted')).toBe(true);
    expect(listed.text).toContain(rfq.rfq_sn);
    const submitted = await admin('rfq list', { state: 'submitted', limit: 50 });
    expect(submitted.ok && (submitted.result as Array<{ rfqSn: string }>).some((row) => row.rfqSn === rfq.rfq_sn)).toBe(false);

    const shown = await admin('rfq show', { rfqSn: rfq.rfq_sn });
    expect(shown.ok).toBe(true);
    if (!shown.ok) return;
    expect(shown.result).toMatchObject({ rfqSn: rfq.rfq_sn, state: 'quoted', currency: 'EUR', language: 'de', items: [{ itemId: rfq.items[0], quotes: [{ quoteId: quoted.quoteId, price: 1.5, valid: true }] }, { itemId: rfq.items[1], quotes: [] }] });
    expect(shown.text).toContain('STM32F103C8T6');
    expect(refusal(await admin('rfq show', { rfqSn: 'RFQ20260101999999' }))).toEqual(['refused', 4040, 'There is no such RFQ']);
  });

  it('shows an RFQ as expired once every quote is past its validity, and quoted again after a fresh quote', async () => {
    const rfq = await sendRfq();
    await quote(rfq.rfq_sn, rfq.items[0]!, { validDays: 2 });
    await quote(rfq.rfq_sn, rfq.items[1]!, { validDays: 3, skuId: null });
    advance(2 * DAY + 1);
    expect(await stateOf(rfq.rfq_id)).toBe(1);
    advance(DAY);
    expect(await stateOf(rfq.rfq_id)).toBe(4);
    const expired = await server.ok('listMyRfqs', { token: buyer.token, query: { state: 4 } });
    expect(expired.lists.map((row) => row.rfq_id)).toContain(rfq.rfq_id);
    expect((await server.ok('listMyRfqs', { token: buyer.token, query: { state: 1 } })).lists.map((row) => row.rfq_id)).not.toContain(rfq.rfq_id);

    await quote(rfq.rfq_sn, rfq.items[0]!, { validDays: 7 });
    expect(await stateOf(rfq.rfq_id)).toBe(1);
  });

  it('closes a submitted, quoted or expired RFQ, ending its quotes, and refuses to quote or close it again', async () => {
    const submitted = await sendRfq();
    const closed = await admin('rfq close', { rfqSn: submitted.rfq_sn, reason: 'Buyer found stock elsewhere' });
    expect(closed).toMatchObject({ ok: true, result: { rfqSn: submitted.rfq_sn, fromState: 'submitted', state: 'closed' } });
    expect(await stateOf(submitted.rfq_id)).toBe(2);
    expect((await actionsOn(submitted.rfq_sn)).map((row) => [row.action, row.details])).toEqual([['rfq.close', { fromState: 'submitted', reason: 'Buyer found stock elsewhere' }]]);

    const quoted = await sendRfq();
    const given = await quote(quoted.rfq_sn, quoted.items[0]!);
    expect(await admin('rfq close', { rfqSn: quoted.rfq_sn })).toMatchObject({ ok: true, result: { fromState: 'quoted' } });
    const [ended] = await db().select().from(rfqQuotes).where(eq(rfqQuotes.id, given.quoteId));
    expect(ended!.validUntil.getTime()).toBe(current);

    const expired = await sendRfq();
    await quote(expired.rfq_sn, expired.items[0]!, { validDays: 1 });
    advance(DAY + 1);
    expect(await stateOf(expired.rfq_id)).toBe(4);
    expect(await admin('rfq close', { rfqSn: expired.rfq_sn })).toMatchObject({ ok: true, result: { fromState: 'expired' } });

    expect(refusal(await admin('rfq close', { rfqSn: submitted.rfq_sn }))).toEqual(['refused', 4090, `RFQ ${submitted.rfq_sn} is closed`]);
    expect(refusal(await admin('rfq quote', { rfqSn: submitted.rfq_sn, itemId: submitted.items[0], price: 1, quantity: 10, moq: 1, leadTimeDays: 1, validDays: 1 }))).toEqual([
      'refused',
      4090,
      `RFQ ${submitted.rfq_sn} is closed`,
    ]);
    expect(await stateOf(submitted.rfq_id)).toBe(2);
  });

  it('shows an RFQ as ordered while an order line carries one of its quotes, not after that order is cancelled, and refuses to quote or close it', async () => {
    const rfq = await sendRfq();
    const given = await quote(rfq.rfq_sn, rfq.items[0]!);
    const cancelledOrder = await orderLineFor(given.quoteId, 4);
    expect(await stateOf(rfq.rfq_id)).toBe(1);
    await db().delete(orderLines).where(eq(orderLines.orderId, cancelledOrder));

    await orderLineFor(given.quoteId);
    expect(await stateOf(rfq.rfq_id)).toBe(3);
    expect((await server.ok('listMyRfqs', { token: buyer.token, query: { state: 3 } })).lists.map((row) => row.rfq_id)).toContain(rfq.rfq_id);
    expect(refusal(await admin('rfq close', { rfqSn: rfq.rfq_sn }))).toEqual(['refused', 4090, `RFQ ${rfq.rfq_sn} was already turned into an order`]);
    expect(refusal(await admin('rfq quote', { rfqSn: rfq.rfq_sn, itemId: rfq.items[1], price: 1, quantity: 10, moq: 1, leadTimeDays: 1, validDays: 1 }))).toEqual([
      'refused',
      4090,
      `RFQ ${rfq.rfq_sn} was already turned into an order`,
    ]);
    // Time does not undo an order.
    advance(30 * DAY);
    buyer.token = (await issueSession(db(), buyer.id, now())).token;
    expect(await stateOf(rfq.rfq_id)).toBe(3);
  });

  it('puts a quoted line in the cart at the quote price, converted from the RFQ currency into the request currency', async () => {
    const rfq = await sendRfq();
    const given = await quote(rfq.rfq_sn, rfq.items[0]!, { price: 1.38, quantity: 3000, moq: 500 });
    const added = await server.call('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: given.quoteId, cart_num: 1000 }, headers: { Lang: 'de' } });
    expect(added).toMatchObject({ code: 200, message: 'Zum Angebotspreis in den Warenkorb gelegt', data: { cart_num: 1000, merged: false, count: 1 } });

    // €1.38 at 0.92 EUR per USD is $1.50; the catalog's 1000+ break would be $1.95.
    const inUsd = await server.ok('getCartLists', { token: buyer.token, headers: { Currency: 'USD' } });
    expect(inUsd.lists[0]).toMatchObject({ sku_id: await stm32Sku(), unit_price: 1.5, subtotal_price: 1500, moq: 500, increment: 1, rfq_quote_id: given.quoteId, quote_valid_until: given.validUntil });
    const inEur = await server.ok('getCartLists', { token: buyer.token, headers: { Currency: 'EUR' } });
    expect(inEur.lists[0]).toMatchObject({ unit_price: 1.38, subtotal_price: 1380 });
    const inJpy = await server.ok('getCartLists', { token: buyer.token, headers: { Currency: 'JPY' } });
    expect(inJpy.lists[0]).toMatchObject({ unit_price: 225.75, subtotal_price: 225750 });

    // Checkout reads the cart through readCartRows and toCartLine and gets the same price and quote.
    const [row] = await readCartRows(db(), buyer.id, undefined, now());
    expect(row).toMatchObject({ rfq_quote_id: given.quoteId, quote_currency_code: 'EUR' });
    expect(toCartLine(row!, server.composed.currencies.find('USD')!, server.composed.currencies)).toMatchObject({ unit_price: 1.5, rfq_quote_id: given.quoteId });

    // The same quote again adds to its line; a catalog add of the same SKU is a line of its own.
    expect(await server.ok('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: given.quoteId, cart_num: 2000 } })).toMatchObject({ cart_num: 3000, merged: true, count: 1 });
    await server.ok('addCartItem', { token: buyer.token, body: { goods_id: part.stm32f103c8t6, sku_id: await stm32Sku(), cart_num: 10 } });
    const both = await server.ok('getCartLists', { token: buyer.token });
    expect(both.lists.map((line) => [line.cart_num, line.unit_price, line.rfq_quote_id])).toEqual([
      [3000, 1.5, given.quoteId],
      [10, 2.35, null],
    ]);
  });

  it('keeps a quoted line within the quote: at least its MOQ, at most its quantity, and the stock', async () => {
    const rfq = await sendRfq();
    const given = await quote(rfq.rfq_sn, rfq.items[0]!, { quantity: 3000, moq: 500 });
    const below = await server.call('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: given.quoteId, cart_num: 499 } });
    expect([below.status, (below.data as FieldErrors).errors]).toEqual([422, [{ field: 'cart_num', message: 'The minimum order quantity of this offer is 500 pcs' }]]);
    const above = await server.call('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: given.quoteId, cart_num: 3001 } });
    expect([above.status, (above.data as FieldErrors).errors]).toEqual([422, [{ field: 'cart_num', message: 'The quote is for at most 3,000 pcs' }]]);

    const line = await server.ok('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: given.quoteId, cart_num: 2999 } });
    const merged = await server.call('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: given.quoteId, cart_num: 2 } });
    expect([merged.status, (merged.data as FieldErrors).errors]).toEqual([422, [{ field: 'cart_num', message: 'The quote is for at most 3,000 pcs' }]]);
    const changed = await server.call('changeCartQuantity', { token: buyer.token, body: { cart_id: line.cart_id, cart_num: 3500 } });
    expect((changed.data as FieldErrors).errors).toEqual([{ field: 'cart_num', message: 'The quote is for at most 3,000 pcs' }]);
    expect(await server.ok('changeCartQuantity', { token: buyer.token, body: { cart_id: line.cart_id, step: 1 } })).toMatchObject({ line: { cart_num: 3000 } });

    await db().update(skus).set({ stock: 2000 }).where(eq(skus.id, await stm32Sku()));
    try {
      const lines = await server.ok('getCartLists', { token: buyer.token });
      expect(lines.lists[0]!.cart_status).toBe(2);
      await db().delete(cartLines);
      const short = await server.call('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: given.quoteId, cart_num: 2500 } });
      expect([short.status, short.message]).toEqual([409, 'Only 2,000 pcs of STM32F103C8T6 are in stock']);
    } finally {
      await db().update(skus).set({ stock: 48200 }).where(eq(skus.id, await stm32Sku()));
    }
  });

  it('refuses an expired quote with 409 and prices a line whose quote expired at the catalog break', async () => {
    const rfq = await sendRfq();
    const given = await quote(rfq.rfq_sn, rfq.items[0]!, { validDays: 1, price: 1.38 });
    await server.ok('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: given.quoteId, cart_num: 1000 } });
    advance(DAY + 1);
    const refused = await server.call('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: given.quoteId, cart_num: 1000 }, headers: { Lang: 'en' } });
    expect([refused.status, refused.code, refused.message]).toEqual([409, 4090, `This quote expired on ${given.validUntil.slice(0, 16).replace('T', ' ')}; ask for a new quote`]);
    const cart = await server.ok('getCartLists', { token: buyer.token });
    expect(cart.lists[0]).toMatchObject({ cart_num: 1000, unit_price: 1.95, subtotal_price: 1950, moq: 1, increment: 1, rfq_quote_id: null, quote_valid_until: null });
  });

  it('refuses a quote without a catalog offer and a quote of a closed RFQ with 409', async () => {
    const rfq = await sendRfq();
    const notInCatalog = await quote(rfq.rfq_sn, rfq.items[1]!, { skuId: null, quantity: 10000, moq: 2500 });
    const noOffer = await server.call('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: notInCatalog.quoteId, cart_num: 2500 } });
    expect([noOffer.status, noOffer.message]).toEqual([409, 'This quote is not for a catalog offer; contact our sales team to order it']);

    const cartable = await quote(rfq.rfq_sn, rfq.items[0]!);
    await server.ok('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: cartable.quoteId, cart_num: 1000 } });
    await admin('rfq close', { rfqSn: rfq.rfq_sn });
    const closed = await server.call('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: cartable.quoteId, cart_num: 1000 } });
    expect([closed.status, closed.message]).toEqual([409, `RFQ ${rfq.rfq_sn} is closed, so its quotes can no longer be ordered`]);
    // The line it already put in the cart is back at catalog prices.
    expect((await server.ok('getCartLists', { token: buyer.token })).lists[0]).toMatchObject({ rfq_quote_id: null, unit_price: 1.95 });
  });

  it("answers 404 for another account's quote or RFQ and an unknown quote, never their data", async () => {
    const theirs = await sendRfq(otherBuyer, { Lang: 'en', Currency: 'USD' });
    const theirQuote = await quote(theirs.rfq_sn, theirs.items[0]!);
    for (const quoteId of [theirQuote.quoteId, 2_000_000_000]) {
      const result = await server.call('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: quoteId, cart_num: 1000 } });
      expect([result.status, result.code, result.message, result.data]).toEqual([404, 4040, 'There is no such quote in your RFQs', null]);
    }
    const detail = await server.call('getMyRfqDetail', { token: buyer.token, query: { rfq_id: theirs.rfq_id } });
    expect([detail.status, detail.data]).toEqual([404, null]);
    expect(await db().select().from(cartLines).where(eq(cartLines.userId, buyer.id))).toEqual([]);
    expect((await server.ok('addRfqQuoteToCart', { token: otherBuyer.token, body: { quote_id: theirQuote.quoteId, cart_num: 1000 } })).count).toBe(1);
  });

  it('asks for a token to put a quote in the cart and checks the request against the contract', async () => {
    const anonymous = await server.call('addRfqQuoteToCart', { body: { quote_id: 1, cart_num: 1 } });
    expect([anonymous.status, anonymous.code]).toEqual([401, 4010]);
    const invalid = await server.call('addRfqQuoteToCart', { token: buyer.token, body: { quote_id: 0, cart_num: 1.5 } });
    expect([invalid.status, (invalid.data as FieldErrors).errors.map((error) => error.field).sort()]).toEqual([422, ['cart_num', 'quote_id']]);
  });

  it('stores the RFQ state staff set: submitted, quoted, closed', async () => {
    const rfq = await sendRfq();
    await quote(rfq.rfq_sn, rfq.items[0]!);
    const [stored] = await db().select({ state: rfqs.state }).from(rfqs).where(eq(rfqs.id, rfq.rfq_id));
    expect(stored!.state).toBe(1);
  });
});

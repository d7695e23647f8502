import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { issueSession } from '../src/features/identity/sessions.ts';
import { RFQ_RATE_RULES } from '../src/features/rfq/rate-rules.ts';
import { countries, mailOutbox, rfqItems, rfqQuotes, rfqs } from '../src/platform/db/schema/index.ts';
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

/** A day as the shop's date picker writes it (unpadded month, two-digit day), `days` after the clock's today. */
function pickerDate(days: number): string {
  const date = new Date(current + days * 86_400_000);
  return `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

const rfqList = (overrides: Record<string, unknown> = {}) => ({
  contact_name: 'Sofia Marchetti',
  company_name: 'Marchetti Automazione S.r.l.',
  email: 's.marchetti@marchetti-automazione.it',
  telephone: '+39 02 8909 4412',
  country_id: DE,
  remark: 'Two-year supply for a motor controller; please quote date codes 2024 or newer.',
  items: [
    {
      part_number: 'STM32F103C8T6',
      manufacturer: 'STMicroelectronics',
      package: 'LQFP-48',
      date_code: '2420+',
      qty: 2000,
      goods_id: part.stm32f103c8t6,
      target_price: 1.35,
      goods_page_url: `/product-detail/${part.stm32f103c8t6}`,
      delivery_plan_date: pickerDate(30),
      icons: `/images/goods/${part.stm32f103c8t6}.svg`,
    },
    { part_number: 'LM358DR', manufacturer: 'Texas Instruments', package: 'SOIC-8', date_code: '', qty: 1000, goods_id: part.lm358dr, target_price: null, goods_page_url: null, delivery_plan_date: null, icons: null },
    { part_number: 'IRLML6402TRPBF', manufacturer: 'Infineon Technologies', package: 'SOT-23', date_code: '', qty: 1, goods_id: null, target_price: null, goods_page_url: null, delivery_plan_date: null, icons: null },
  ],
  ...overrides,
});

const quickRfq = (overrides: Record<string, unknown> = {}) => ({
  goods_id: part.grm188r71h104,
  part_number: 'GRM188R71H104KA93D',
  manufacturer: 'Murata',
  qty: 40000,
  target_price: 0.0035,
  email: 'buyer@kraftwerk-iot.de',
  contact: 'Jonas Weber',
  ...overrides,
});

describeEachEngine('requests for quotation', (engine) => {
  let server: TestServer;
  let buyer: { id: number; email: string; token: string };
  let otherBuyer: { id: number; token: string };
  const db = () => server.database.db;

  async function signedInBuyer(email: string) {
    const account = await createAccount(db(), now(), { email });
    const session = await issueSession(db(), account.id, now());
    return { id: account.id, email: account.email, token: session.token };
  }

  /** The message of each failing field. */
  async function failures(operation: 'submitRfqList' | 'submitQuickRfq', body: unknown, lang = 'en'): Promise<Record<string, string>> {
    const result = await server.call(operation, { body, headers: { Lang: lang } });
    expect([result.status, result.code]).toEqual([422, 4220]);
    return Object.fromEntries((result.data as FieldErrors).errors.map((error) => [error.field, error.message]));
  }

  async function mailsTo(recipient: string) {
    return db().select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));
  }

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now,
      mailLog: () => {},
      prepare: async ({ db }) => {
        await fillCatalogFixture(db);
        await db.insert(countries).values([
          { id: US, isoCode: 'US', phoneCode: '+1', names: { en: 'United States', de: 'Vereinigte Staaten', zh: '美国' }, shippingZone: 2 },
          { id: DE, isoCode: 'DE', phoneCode: '+49', names: { en: 'Germany', de: 'Deutschland', zh: '德国' }, shippingZone: 2 },
        ]);
      },
    });
    buyer = await signedInBuyer('lars.nyberg@nordtek-systems.se');
    otherBuyer = await signedInBuyer('anna@schmidt-elektronik.example');
  });
  afterAll(async () => server?.close());
  beforeEach(() => advance(86_400 + 1));

  it('takes a visitor\'s RFQ list, answers its number and mails a confirmation in the visitor\'s language', async () => {
    const result = await server.call('submitRfqList', { body: rfqList(), headers: { Lang: 'de', Currency: 'EUR' } });
    expect(result.code).toBe(200);
    expect(result.message).toBe('Ihre Anfrage wurde gesendet, Sie erhalten innerhalb von 24 Stunden ein Angebot');
    const data = result.data as { rfq_id: number; rfq_sn: string; item_count: number; create_time: string };
    const day = now().toISOString().slice(0, 10).replaceAll('-', '');
    expect(data.rfq_sn).toBe(`RFQ${day}${String(data.rfq_id).padStart(6, '0')}`);
    expect(data).toMatchObject({ item_count: 3, create_time: now().toISOString().replace(/\.\d{3}Z$/, 'Z') });

    const [stored] = await db().select().from(rfqs).where(eq(rfqs.id, data.rfq_id));
    expect(stored).toMatchObject({ userId: null, source: 1, state: 0, currencyCode: 'EUR', currencySymbol: '€', countryId: DE, locale: 'de' });
    const items = await db().select().from(rfqItems).where(eq(rfqItems.rfqId, data.rfq_id)).orderBy(rfqItems.position);
    expect(items.map((item) => [item.partNumber, item.qty, item.goodsId, item.targetPrice])).toEqual([
      ['STM32F103C8T6', 2000, part.stm32f103c8t6, 1.35],
      ['LM358DR', 1000, part.lm358dr, null],
      ['IRLML6402TRPBF', 1, null, null],
    ]);

    const [confirmation] = await mailsTo('s.marchetti@marchetti-automazione.it');
    expect(confirmation).toMatchObject({ kind: 'rfq_confirmation', locale: 'de', subject: `Wir haben Ihre Anfrage ${data.rfq_sn} erhalten` });
    expect(confirmation!.body).toContain('1. STM32F103C8T6 (STMicroelectronics): 2.000 Stück; Zielstückpreis €1,35');
    expect(confirmation!.body).toContain('3. IRLML6402TRPBF (Infineon Technologies): 1 Stück');
    const [sales] = await mailsTo('sales@chipmart.example');
    expect(sales).toMatchObject({ kind: 'rfq_sales', locale: 'en', subject: `New RFQ ${data.rfq_sn} from Sofia Marchetti (lines: 3)` });
    expect(sales!.body).toContain('Country: Germany');
    expect(sales!.body).toContain('Currency: EUR');
  });

  it('links a signed-in buyer\'s RFQs to the account and lists them newest first in the RFQ history', async () => {
    const listed = await server.ok('submitRfqList', { body: rfqList({ email: buyer.email }), token: buyer.token });
    advance(60);
    const quick = await server.ok('submitQuickRfq', { body: quickRfq({ email: buyer.email }), token: buyer.token });
    const [stored] = await db().select().from(rfqs).where(eq(rfqs.id, quick.rfq_id));
    expect(stored).toMatchObject({ userId: buyer.id, source: 2, companyName: '', telephone: '', countryId: null });

    const history = await server.ok('listMyRfqs', { token: buyer.token });
    expect(history).toMatchObject({ total: 2, page: 1, page_size: 20 });
    expect(history.lists.map((rfq) => [rfq.rfq_sn, rfq.source, rfq.state, rfq.item_count, rfq.quoted_item_count, rfq.part_numbers])).toEqual([
      [quick.rfq_sn, 2, 0, 1, 0, ['GRM188R71H104KA93D']],
      [listed.rfq_sn, 1, 0, 3, 0, ['STM32F103C8T6', 'LM358DR', 'IRLML6402TRPBF']],
    ]);
    // A visitor's RFQ and another account's are not in it.
    expect((await server.ok('listMyRfqs', { token: otherBuyer.token })).total).toBe(0);
    const [mail] = await mailsTo(buyer.email);
    expect(mail!.body).toContain('RFQ history');
  });

  it('pages the RFQ history and narrows it by state, part number or RFQ number', async () => {
    const first = await server.ok('listMyRfqs', { token: buyer.token, query: { page: 1, page_size: 1 } });
    const second = await server.ok('listMyRfqs', { token: buyer.token, query: { page: 2, page_size: 1 } });
    expect([first.total, second.total, first.lists.length, second.lists.length]).toEqual([2, 2, 1, 1]);
    expect(first.lists[0]!.rfq_id).not.toBe(second.lists[0]!.rfq_id);
    const pastTheEnd = await server.ok('listMyRfqs', { token: buyer.token, query: { page: 3, page_size: 1 } });
    expect([pastTheEnd.total, pastTheEnd.lists.length]).toEqual([2, 0]);

    // Part numbers match without case or punctuation, like search.
    const byPart = await server.ok('listMyRfqs', { token: buyer.token, query: { keyword: 'lm-358' } });
    expect(byPart.lists.map((rfq) => rfq.source)).toEqual([1]);
    const byNumber = await server.ok('listMyRfqs', { token: buyer.token, query: { keyword: second.lists[0]!.rfq_sn.toLowerCase() } });
    expect(byNumber.lists.map((rfq) => rfq.rfq_id)).toEqual([second.lists[0]!.rfq_id]);
    expect((await server.ok('listMyRfqs', { token: buyer.token, query: { keyword: 'no-such-part' } })).total).toBe(0);

    await db().update(rfqs).set({ state: 2 }).where(eq(rfqs.id, first.lists[0]!.rfq_id));
    const closed = await server.ok('listMyRfqs', { token: buyer.token, query: { state: 2 } });
    expect(closed.lists.map((rfq) => rfq.rfq_id)).toEqual([first.lists[0]!.rfq_id]);
  });

  it('shows one of the buyer\'s RFQs with contact, items, catalog links and quotes cheapest first', async () => {
    const sent = await server.ok('submitRfqList', { body: rfqList({ email: buyer.email, country_id: US }), token: buyer.token, headers: { Currency: 'EUR' } });
    const items = await db().select().from(rfqItems).where(eq(rfqItems.rfqId, sent.rfq_id)).orderBy(rfqItems.position);
    await db().insert(rfqQuotes).values([
      { rfqItemId: items[1]!.id, partNumber: 'LM358DR', manufacturer: 'Texas Instruments', dateCode: '2441+', price: 0.0865, quantity: 1000, moq: 2500, leadTimeDays: 3, validUntil: new Date('2026-12-31T23:59:59Z'), remark: '', createTime: now() },
      { rfqItemId: items[1]!.id, partNumber: 'LM358DT', manufacturer: 'STMicroelectronics', dateCode: '2438+', price: 0.0712, quantity: 1000, moq: 2500, leadTimeDays: 7, validUntil: new Date('2026-12-24T23:59:59Z'), remark: 'Alternative, pin-compatible SO-8.', createTime: now() },
    ]);
    await db().update(rfqs).set({ state: 1 }).where(eq(rfqs.id, sent.rfq_id));

    const detail = await server.ok('getMyRfqDetail', { token: buyer.token, query: { rfq_id: sent.rfq_id }, headers: { Lang: 'de' } });
    expect(detail).toMatchObject({
      rfq_id: sent.rfq_id,
      rfq_sn: sent.rfq_sn,
      state: 1,
      source: 1,
      contact_name: 'Sofia Marchetti',
      company_name: 'Marchetti Automazione S.r.l.',
      email: buyer.email,
      telephone: '+39 02 8909 4412',
      country_id: US,
      country_name: 'Vereinigte Staaten',
      currency_code: 'EUR',
      currency_symbol: '€',
    });
    expect(detail.items.map((item) => [item.part_number, item.goods_page_url, item.icons, item.target_price, item.quotes.map((quote) => quote.part_number)])).toEqual([
      ['STM32F103C8T6', `/product-detail/${part.stm32f103c8t6}`, `/images/goods/${part.stm32f103c8t6}.svg`, 1.35, []],
      ['LM358DR', `/product-detail/${part.lm358dr}`, `/images/goods/${part.lm358dr}.svg`, null, ['LM358DT', 'LM358DR']],
      ['IRLML6402TRPBF', null, null, null, []],
    ]);
    expect(detail.items[0]!.delivery_plan_date).toBe(rfqList().items[0]!.delivery_plan_date);
    expect(detail.items[1]!.quotes[0]).toEqual({
      quote_id: expect.any(Number),
      part_number: 'LM358DT',
      manufacturer: 'STMicroelectronics',
      goods_id: null,
      sku_id: null,
      date_code: '2438+',
      price: 0.0712,
      quantity: 1000,
      moq: 2500,
      lead_time_days: 7,
      valid_until: '2026-12-24T23:59:59Z',
      remark: 'Alternative, pin-compatible SO-8.',
    });
    const history = await server.ok('listMyRfqs', { token: buyer.token, query: { keyword: sent.rfq_sn } });
    expect(history.lists[0]).toMatchObject({ state: 1, item_count: 3, quoted_item_count: 1 });

    const quick = await server.ok('getMyRfqDetail', { token: buyer.token, query: { rfq_id: (await server.ok('listMyRfqs', { token: buyer.token, query: { keyword: 'GRM188' } })).lists[0]!.rfq_id } });
    expect(quick).toMatchObject({ source: 2, company_name: '', telephone: '', country_id: null, country_name: '', remark: '' });
    expect(quick.items[0]).toMatchObject({ part_number: 'GRM188R71H104KA93D', manufacturer: 'Murata', package: '0603', qty: 40000, target_price: 0.0035 });
  });

  it('answers 404 for another account\'s RFQ, a visitor\'s RFQ and an unknown one', async () => {
    const theirs = await server.ok('submitQuickRfq', { body: quickRfq({ email: 'anna@schmidt-elektronik.example' }), token: otherBuyer.token });
    const visitors = await server.ok('submitQuickRfq', { body: quickRfq() });
    for (const rfqId of [theirs.rfq_id, visitors.rfq_id, 999_999]) {
      const result = await server.call('getMyRfqDetail', { token: buyer.token, query: { rfq_id: rfqId } });
      expect([result.status, result.code, result.message]).toEqual([404, 4040, 'There is no such RFQ']);
    }
    expect((await server.ok('getMyRfqDetail', { token: otherBuyer.token, query: { rfq_id: theirs.rfq_id } })).rfq_id).toBe(theirs.rfq_id);
  });

  it('asks for a token for the RFQ history (4010) and refuses an expired one everywhere (4001)', async () => {
    expect((await server.call('listMyRfqs')).code).toBe(4010);
    expect((await server.call('getMyRfqDetail', { query: { rfq_id: 1 } })).code).toBe(4010);
    const account = await createAccount(db(), now());
    const shortLived = await issueSession(db(), account.id, now(), { lifetimeSeconds: 60 });
    expect((await server.call('listMyRfqs', { token: shortLived.token })).code).toBe(200);
    advance(61);
    for (const result of [
      await server.call('listMyRfqs', { token: shortLived.token }),
      await server.call('getMyRfqDetail', { token: shortLived.token, query: { rfq_id: 1 } }),
      await server.call('submitRfqList', { token: shortLived.token, body: rfqList() }),
      await server.call('submitQuickRfq', { token: shortLived.token, body: quickRfq() }),
    ]) {
      expect([result.status, result.code]).toEqual([401, 4001]);
    }
  });

  it('names each contact field that breaks a rule', async () => {
    expect(await failures('submitRfqList', rfqList({ contact_name: '   ', company_name: ' ' }))).toEqual({ contact_name: 'Fill in this field', company_name: 'Fill in this field' });
    expect(Object.keys(await failures('submitRfqList', rfqList({ email: 'marchetti-automazione.it' })))).toEqual(['email']);
    expect(Object.keys(await failures('submitRfqList', rfqList({ telephone: '1234' })))).toEqual(['telephone']);
    expect(await failures('submitRfqList', rfqList({ telephone: 'call me maybe' }))).toEqual({
      telephone: 'Enter a telephone number with at least 5 digits, using only digits, spaces and + ( ) - . /',
    });
    expect(await failures('submitRfqList', rfqList({ telephone: '+-() ./1234' }))).toHaveProperty('telephone');
    expect(await failures('submitRfqList', rfqList({ country_id: 4242 }))).toEqual({ country_id: 'Choose a country from the list' });
    expect(Object.keys(await failures('submitRfqList', rfqList({ remark: 'x'.repeat(1001) })))).toEqual(['remark']);
    const { contact_name: _omitted, ...withoutName } = rfqList();
    expect(Object.keys(await failures('submitRfqList', withoutName))).toEqual(['contact_name']);
  });

  it('names each RFQ line and field that breaks a rule, in the visitor\'s language', async () => {
    const line = rfqList().items[0]!;
    expect(Object.keys(await failures('submitRfqList', rfqList({ items: [] })))).toEqual(['items']);
    expect(Object.keys(await failures('submitRfqList', rfqList({ items: Array.from({ length: 201 }, () => line) })))).toEqual(['items']);
    expect(
      await failures('submitRfqList', rfqList({ items: [line, { ...line, part_number: '  ' }, { ...line, qty: 2.5 }, { ...line, qty: 100_000_001 }, { ...line, target_price: 2e9 }] })),
    ).toEqual({
      'items.1.part_number': 'Fill in this field',
      'items.2.qty': 'Enter a whole number of pieces from 1 to 100,000,000',
      'items.3.qty': 'Enter a whole number of pieces from 1 to 100,000,000',
      'items.4.target_price': 'Enter a target unit price from 0 to 1,000,000,000',
    });
    expect(Object.keys(await failures('submitRfqList', rfqList({ items: [{ ...line, qty: 0 }, { ...line, target_price: -1 }, { ...line, delivery_plan_date: '2026-11-5' }] })))).toEqual([
      'items.0.qty',
      'items.1.target_price',
      'items.2.delivery_plan_date',
    ]);
    expect(await failures('submitRfqList', rfqList({ items: [{ ...line, delivery_plan_date: '2027-2-30' }, { ...line, delivery_plan_date: pickerDate(-3) }] }))).toEqual({
      'items.0.delivery_plan_date': 'Choose a delivery date that exists in the calendar',
      'items.1.delivery_plan_date': 'Choose a delivery date that has not passed',
    });
    expect(await failures('submitRfqList', rfqList({ items: [{ ...line, delivery_plan_date: pickerDate(-3) }] }), 'de')).toEqual({
      'items.0.delivery_plan_date': 'Wählen Sie ein Lieferdatum, das nicht in der Vergangenheit liegt',
    });
    // West of UTC it may still be yesterday; today and that yesterday are fine.
    await server.ok('submitRfqList', { body: rfqList({ items: [{ ...line, delivery_plan_date: pickerDate(-1) }, { ...line, delivery_plan_date: pickerDate(0) }] }) });
  });

  it('names each quick RFQ field that breaks a rule', async () => {
    expect(await failures('submitQuickRfq', quickRfq({ contact: ' ', qty: 12.5 }))).toEqual({ contact: 'Fill in this field', qty: 'Enter a whole number of pieces from 1 to 100,000,000' });
    expect(Object.keys(await failures('submitQuickRfq', quickRfq({ email: 'weber@' })))).toEqual(['email']);
    expect(Object.keys(await failures('submitQuickRfq', quickRfq({ part_number: '' })))).toEqual(['part_number']);
    const { manufacturer: _omitted, ...withoutManufacturer } = quickRfq();
    expect(Object.keys(await failures('submitQuickRfq', withoutManufacturer))).toEqual(['manufacturer']);
    // A part number typed in by hand (no catalog part) is a fine quick RFQ.
    const handTyped = await server.ok('submitQuickRfq', { body: quickRfq({ goods_id: null, part_number: 'XC7A35T-1CPG236C', manufacturer: '' }) });
    const [item] = await db().select().from(rfqItems).where(eq(rfqItems.rfqId, handTyped.rfq_id));
    expect(item).toMatchObject({ goodsId: null, package: '', manufacturer: '' });
  });

  it('keeps a line whose catalog part is gone as a typed-in line', async () => {
    const sent = await server.ok('submitRfqList', { body: rfqList({ items: [{ ...rfqList().items[0]!, goods_id: 987654 }] }) });
    const [item] = await db().select().from(rfqItems).where(and(eq(rfqItems.rfqId, sent.rfq_id), eq(rfqItems.position, 0)));
    expect(item).toMatchObject({ goodsId: null, partNumber: 'STM32F103C8T6' });
  });

  it('limits how many RFQs one address sends, with Retry-After', async () => {
    for (let sent = 0; sent < RFQ_RATE_RULES.perAddress.limit; sent++) {
      await server.ok('submitQuickRfq', { body: quickRfq({ email: `buyer${sent}@kraftwerk-iot.de` }) });
    }
    const limited = await server.call('submitRfqList', { body: rfqList() });
    expect([limited.status, limited.code]).toEqual([429, 4290]);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((limited.data as { retry_after: number }).retry_after).toBeGreaterThan(0);
    advance(RFQ_RATE_RULES.perAddress.windowSeconds);
    await server.ok('submitQuickRfq', { body: quickRfq() });
  });

  it('limits the confirmations one recipient gets in a day', async () => {
    for (let sent = 0; sent < RFQ_RATE_RULES.perRecipientDaily.limit; sent++) {
      await server.ok('submitQuickRfq', { body: quickRfq({ email: 'victim@example.com' }) });
      advance(RFQ_RATE_RULES.perAddress.windowSeconds);
    }
    expect((await server.call('submitQuickRfq', { body: quickRfq({ email: 'Victim@Example.com' }) })).code).toBe(4290);
  });
});

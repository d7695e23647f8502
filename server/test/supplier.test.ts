import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { executeAdminCommand } from '../src/app/admin/execute.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { currencies, excessOfferLines, excessOffers, mailOutbox, operatorActions, supplierApplications, supplierLicenseFiles } from '../src/platform/db/schema/index.ts';
import type { BodyOf } from '../src/platform/http/operation-types.ts';
import { describeEachEngine } from './support/engines.ts';
import { codeFromOutbox, createAccount, DE, failedFields, insertIdentityReferenceData, TestClock } from './support/identity-fixtures.ts';
import { PNG_BYTES, uploadForm } from './support/upload-files.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type SettleBody = BodyOf<'submitSupplierSettlement'>;
type ExcessBody = BodyOf<'submitExcessOffer'>;

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const HTML_AS_PDF = new TextEncoder().encode('<html><script>alert(1)</script></html>');

describeEachEngine('supplier settlement, licences and excess lists', (engine) => {
  let server: TestServer;
  const clock = new TestClock();
  const db = () => server.database.db;
  let seq = 0;

  async function supplierAccount() {
    const account = await createAccount(db(), clock.now());
    return { account, token: (await issueSession(db(), account.id, clock.now())).token };
  }

  /** A fresh e-mail address each time, so tests do not share resend waits and hourly limits. */
  const freshEmail = () => `sales-${++seq}-${Date.now() % 100000}@hx-components.com`;

  async function uploadLicense(token: string, bytes: Uint8Array = PDF_BYTES, name = 'business-licence-2026.pdf') {
    return server.ok('uploadSupplierLicense', { token, form: uploadForm(bytes, name, {}, 'application/pdf') });
  }

  async function mailedCode(email: string): Promise<string> {
    await server.ok('sendSupplierCode', { query: { email } });
    return codeFromOutbox(db(), email);
  }

  function application(email: string, captcha: string, licenseFileId: string, overrides: Partial<SettleBody> = {}): SettleBody {
    return {
      company_name: 'Shenzhen Hengxin Electronics Co., Ltd.',
      registration_number: `91440300MA5FK${String(++seq).padStart(5, '0')}`,
      country_id: DE,
      company_address: 'Room 1208, SEG Plaza, 1002 Huaqiang North Road, Futian District, Shenzhen',
      contact_name: 'Chen Wei',
      email,
      telephone: '+86 755 8327 6610',
      captcha,
      license_file_id: licenseFileId,
      main_products: ['Microcontrollers', 'MLCC capacitors'],
      main_manufacturers: ['STMicroelectronics', 'Murata'],
      supply_types: ['stock', 'excess_inventory'],
      website: 'https://www.hx-components.com',
      remark: 'Franchised for ST in South China.',
      ...overrides,
    };
  }

  /** An applicant who uploaded a licence and received a code, ready to apply. */
  async function readyApplicant() {
    const { account, token } = await supplierAccount();
    const email = freshEmail();
    const license = await uploadLicense(token);
    const code = await mailedCode(email);
    return { account, token, email, license, code };
  }

  const admin = (name: string, input: unknown) => executeAdminCommand(server.composed, { name, input, operator: { name: 'ops-test' } });

  async function actionsOn(target: string) {
    return db().select().from(operatorActions).where(eq(operatorActions.target, target));
  }

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now: clock.now,
      mailLog: () => {},
      prepare: async ({ db }) => {
        await insertIdentityReferenceData(db);
        await db.insert(currencies).values([{ code: 'EUR', symbol: '€', state: 1, ratePerUsd: 0.92, unitDecimals: 5, totalDecimals: 2, sort: 2 }]);
      },
    });
  });
  afterAll(async () => server?.close());
  // Every test call comes from one client address: an hour passes between tests so each starts with fresh hourly limits.
  beforeEach(() => clock.advance(3601));

  describe('the e-mailed code', () => {
    it('mails a code to the address and says when another may be asked for', async () => {
      const email = freshEmail();
      const sent = await server.ok('sendSupplierCode', { query: { email } });
      expect(sent).toEqual({ email, expires_in: 1800, resend_after: 60 });
      expect(await codeFromOutbox(db(), email)).toMatch(/^\d{6}$/);
    });

    it('sends one code a minute and five an hour per address, counted in the database', async () => {
      const email = freshEmail();
      await server.ok('sendSupplierCode', { query: { email } });
      const again = await server.call('sendSupplierCode', { query: { email } });
      expect([again.status, again.code]).toEqual([429, 4290]);
      expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);
      for (let sent = 1; sent < 5; sent += 1) {
        clock.advance(61);
        await server.ok('sendSupplierCode', { query: { email } });
      }
      clock.advance(61);
      const sixth = await server.call('sendSupplierCode', { query: { email } });
      expect([sixth.status, sixth.message]).toEqual([429, 'Too many codes were requested; try again in 3600 seconds']);
      clock.advance(3600);
      expect((await server.call('sendSupplierCode', { query: { email } })).code).toBe(200);
    });

    it('sends at most twenty codes an hour to one client, whatever the addresses', async () => {
      for (let sent = 0; sent < 20; sent += 1) await server.ok('sendSupplierCode', { query: { email: freshEmail() } });
      const over = await server.call('sendSupplierCode', { query: { email: freshEmail() } });
      expect([over.status, over.code]).toEqual([429, 4290]);
    });

    it('refuses an address that is not an e-mail address', async () => {
      expect(failedFields(await server.call('sendSupplierCode', { query: { email: 'sales-at-hx' } }))).toEqual(['email']);
    });
  });

  describe('licence uploads', () => {
    it('stores a PDF, JPEG or PNG under a type read from its content, and gives it back only to its uploader', async () => {
      const { token } = await supplierAccount();
      const { token: otherToken } = await supplierAccount();
      const pdf = await uploadLicense(token, PDF_BYTES, 'licence.png');
      expect(pdf).toMatchObject({ file_name: 'licence.png', content_type: 'application/pdf', size: PDF_BYTES.byteLength });
      expect(pdf.file_id).toMatch(/^lic_[0-9A-Z]{26}$/);
      expect(pdf.url).toBe(`http://localhost/api/upload/supplier_license/${pdf.file_id}`);
      expect((await uploadLicense(token, JPEG_BYTES, 'IMG_2026.jpg')).content_type).toBe('image/jpeg');
      expect((await uploadLicense(token, PNG_BYTES, 'scan')).content_type).toBe('image/png');

      const own = await server.ok('getSupplierLicense', { token, params: { fileId: pdf.file_id } });
      expect(own).toMatchObject({ contentType: 'application/pdf', fileName: 'licence.png' });
      expect(Buffer.from(own.content).equals(Buffer.from(PDF_BYTES))).toBe(true);

      const stranger = await server.call('getSupplierLicense', { token: otherToken, params: { fileId: pdf.file_id } });
      expect([stranger.status, stranger.code, stranger.data]).toEqual([404, 4040, null]);
      const unknown = await server.call('getSupplierLicense', { token, params: { fileId: 'lic_01JD4Q7M3X9TQ8R2V6ZB5K1HNE' } });
      expect(unknown.status).toBe(404);
      expect((await server.call('getSupplierLicense', { params: { fileId: pdf.file_id } })).status).toBe(401);
    });

    it('refuses HTML named .pdf, an empty file and a file over 10 MB', async () => {
      const { token } = await supplierAccount();
      const html = await server.call('uploadSupplierLicense', { token, form: uploadForm(HTML_AS_PDF, 'licence.pdf', {}, 'application/pdf') });
      expect([html.status, failedFields(html), html.message]).toEqual([422, ['file'], 'file: Upload the licence as a JPG, PNG or PDF file']);
      expect(failedFields(await server.call('uploadSupplierLicense', { token, form: uploadForm(new Uint8Array(), 'empty.pdf') }))).toEqual(['file']);
      const big = new Uint8Array(10 * 1_048_576 + 1);
      big.set(PDF_BYTES);
      const tooBig = await server.call('uploadSupplierLicense', { token, form: uploadForm(big, 'big.pdf'), headers: { Lang: 'fr' } });
      expect([failedFields(tooBig), tooBig.message]).toEqual([['file'], 'file: Le fichier est trop volumineux : 10 MB au maximum']);
      expect(await db().select().from(supplierLicenseFiles).where(eq(supplierLicenseFiles.size, big.byteLength))).toEqual([]);
    });

    it('deletes licences no application used within a day, on a timer, keeping the used ones', async () => {
      const { token, email, license: used, code } = await readyApplicant();
      await server.ok('submitSupplierSettlement', { token, body: application(email, code, used.file_id) });
      const unused = await uploadLicense(token);
      const cleanup = server.composed.timers.find((timer) => timer.name === 'supplier-license-cleanup')!;
      await cleanup.runDue(clock.now());
      expect((await server.call('getSupplierLicense', { token, params: { fileId: unused.file_id } })).status).toBe(200);
      clock.advance(24 * 3600 + 1);
      expect(await cleanup.runDue(clock.now())).toBeGreaterThanOrEqual(1);
      expect((await server.call('getSupplierLicense', { token, params: { fileId: unused.file_id } })).status).toBe(404);
      expect((await server.call('getSupplierLicense', { token, params: { fileId: used.file_id } })).status).toBe(200);
    });

    it('needs a signed-in account and limits uploads per hour', async () => {
      expect((await server.call('uploadSupplierLicense', { form: uploadForm(PDF_BYTES, 'l.pdf') })).status).toBe(401);
      const { token } = await supplierAccount();
      for (let upload = 0; upload < 20; upload += 1) await uploadLicense(token);
      const over = await server.call('uploadSupplierLicense', { token, form: uploadForm(PDF_BYTES, 'l.pdf') });
      expect([over.status, over.code]).toEqual([429, 4290]);
    });
  });

  describe('the application', () => {
    it('is received pending review, uses up the code and the licence, and shows in the applicant\'s list', async () => {
      const { token, email, license, code } = await readyApplicant();
      const body = application(email.toUpperCase(), code, license.file_id);
      const result = await server.call('submitSupplierSettlement', { token, body });
      expect(result.code).toBe(200);
      expect(result.message).toBe('Your application has been submitted; we will reply within 3 working days');
      expect(result.data).toMatchObject({ state: 0, company_name: body.company_name, email });
      const applicationNo = (result.data as { application_no: string }).application_no;
      expect(applicationNo).toMatch(/^SA\d{14}$/);
      const [stored] = await db().select().from(supplierLicenseFiles).where(eq(supplierLicenseFiles.fileId, license.file_id));
      expect(stored!.applicationId).not.toBeNull();
      const list = await server.ok('listSupplierSettlements', { token });
      expect(list.lists).toEqual([{ application_no: applicationNo, state: 0, company_name: body.company_name, email, submitted_time: expect.any(String), review_time: null, refuse_reason: null }]);
      // Another account sees none of it.
      const { token: otherToken } = await supplierAccount();
      expect(await server.ok('listSupplierSettlements', { token: otherToken })).toEqual({ lists: [] });
      expect((await server.call('listSupplierSettlements')).status).toBe(401);
    });

    it("refuses another account's licence as if it were unknown, and a licence older than a day", async () => {
      const { token, email, code } = await readyApplicant();
      const { token: otherToken } = await supplierAccount();
      const theirs = await uploadLicense(otherToken);
      const result = await server.call('submitSupplierSettlement', { token, body: application(email, code, theirs.file_id) });
      expect(failedFields(result)).toEqual(['license_file_id']);
      const old = await uploadLicense(token);
      clock.advance(24 * 3600 + 1);
      const fresh = await mailedCode(email);
      expect(failedFields(await server.call('submitSupplierSettlement', { token, body: application(email, fresh, old.file_id) }))).toEqual(['license_file_id']);
    });

    it('refuses a wrong code, voids it after five wrong tries, and accepts a new one', async () => {
      const { token, email, license, code } = await readyApplicant();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt < 5; attempt += 1) {
        expect(failedFields(await server.call('submitSupplierSettlement', { token, body: application(email, wrong, license.file_id) }))).toEqual(['captcha']);
      }
      expect((await server.call('submitSupplierSettlement', { token, body: application(email, wrong, license.file_id) })).code).toBe(4290);
      expect((await server.call('submitSupplierSettlement', { token, body: application(email, code, license.file_id) })).code).toBe(4290);
      clock.advance(61);
      const fresh = await mailedCode(email);
      expect((await server.call('submitSupplierSettlement', { token, body: application(email, fresh, license.file_id) })).code).toBe(200);
    });

    it('refuses a code sent to another address', async () => {
      const { token, license } = await readyApplicant();
      const otherEmail = freshEmail();
      const code = await mailedCode(otherEmail);
      expect(failedFields(await server.call('submitSupplierSettlement', { token, body: application(freshEmail(), code, license.file_id) }))).toEqual(['captcha']);
    });

    it('checks each field: unknown country, empty lists, bad website, bad code format, unknown supply type', async () => {
      const { token, email, license, code } = await readyApplicant();
      expect(failedFields(await server.call('submitSupplierSettlement', { token, body: application(email, code, license.file_id, { country_id: 9999 }) }))).toEqual(['country_id']);
      const broken = { ...application(email, '12ab', license.file_id), main_products: [], website: 'not a url', supply_types: ['wholesale'] } as unknown as SettleBody;
      expect(failedFields(await server.call('submitSupplierSettlement', { token, body: broken })).sort()).toEqual(['captcha', 'main_products', 'supply_types.0', 'website']);
      expect((await server.call('submitSupplierSettlement', { body: application(email, code, license.file_id) })).status).toBe(401);
    });

    it('refuses a second open application for the same account, address or company (409), and a code for an address under review', async () => {
      const first = await readyApplicant();
      const done = await server.ok('submitSupplierSettlement', { token: first.token, body: application(first.email, first.code, first.license.file_id, { registration_number: 'REG-SAME-0001' }) });
      expect(done.state).toBe(0);
      const codeAgain = await server.call('sendSupplierCode', { query: { email: first.email } });
      expect([codeAgain.status, codeAgain.code]).toEqual([409, 4090]);
      // Same company from another account and address.
      const second = await readyApplicant();
      const sameCompany = await server.call('submitSupplierSettlement', { token: second.token, body: application(second.email, second.code, second.license.file_id, { registration_number: 'REG-SAME-0001' }) });
      expect([sameCompany.status, sameCompany.code]).toEqual([409, 4090]);
      // Same account with another address.
      const email = freshEmail();
      const license = await uploadLicense(first.token);
      const code = await mailedCode(email);
      expect((await server.call('submitSupplierSettlement', { token: first.token, body: application(email, code, license.file_id) })).code).toBe(4090);
    });
  });

  describe('review by an operator', () => {
    async function applied() {
      const applicant = await readyApplicant();
      const result = await server.ok('submitSupplierSettlement', { token: applicant.token, body: application(applicant.email, applicant.code, applicant.license.file_id) });
      return { ...applicant, applicationNo: result.application_no };
    }

    it('lists pending applications and shows one with its licence', async () => {
      const { applicationNo, license } = await applied();
      const listed = await admin('supplier list', { state: 0, limit: 500 });
      expect(listed.ok && (listed.result as Array<{ application_no: string }>).some((row) => row.application_no === applicationNo)).toBe(true);
      const shown = await admin('supplier show', { applicationNo });
      expect(shown).toMatchObject({ ok: true, result: { application_no: applicationNo, state: 'pending', country: 'DE', license: { file_id: license.file_id } } });
      expect((await admin('supplier show', { applicationNo: 'SA20260101999999' })).ok).toBe(false);
    });

    it('approves once: the applicant sees it and is mailed, the action is recorded, a second decision is refused', async () => {
      const { token, email, applicationNo } = await applied();
      const approved = await admin('supplier approve', { applicationNo });
      expect(approved).toMatchObject({ ok: true, result: { state: 'approved' } });
      const list = await server.ok('listSupplierSettlements', { token });
      expect(list.lists[0]).toMatchObject({ application_no: applicationNo, state: 1, review_time: expect.any(String) });
      const mails = await db().select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'supplier_approved')));
      expect(mails).toHaveLength(1);
      expect(await actionsOn(`supplier_application:${applicationNo}`)).toEqual([expect.objectContaining({ operator: 'ops-test', action: 'supplier.approve' })]);
      const again = await admin('supplier refuse', { applicationNo, reason: 'Changed our mind.' });
      expect(again).toMatchObject({ ok: false, kind: 'refused', code: 4090 });
      expect(await actionsOn(`supplier_application:${applicationNo}`)).toHaveLength(1);
    });

    it('refuses with a reason the applicant reads, after which the applicant may apply again', async () => {
      const { token, email, applicationNo } = await applied();
      const reason = 'The business licence photo is unreadable; please upload a clear scan.';
      expect(await admin('supplier refuse', { applicationNo, reason })).toMatchObject({ ok: true, result: { state: 'refused' } });
      const [row] = (await server.ok('listSupplierSettlements', { token })).lists;
      expect(row).toMatchObject({ state: 2, refuse_reason: reason });
      const [mail] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'supplier_refused')));
      expect(mail!.body).toContain(reason);
      expect(await actionsOn(`supplier_application:${applicationNo}`)).toEqual([expect.objectContaining({ action: 'supplier.refuse', details: { reason } })]);
      clock.advance(61);
      const code = await mailedCode(email);
      const license = await uploadLicense(token);
      expect((await server.call('submitSupplierSettlement', { token, body: application(email, code, license.file_id) })).code).toBe(200);
    });

    it('saves a licence to a file for staff, recording who read it', async () => {
      const { license } = await applied();
      const out = join(await mkdtemp(join(tmpdir(), 'licence-')), 'licence.pdf');
      const saved = await admin('supplier license', { fileId: license.file_id, out });
      expect(saved).toMatchObject({ ok: true, result: { saved_to: out, content_type: 'application/pdf' } });
      expect(Buffer.from(await readFile(out)).equals(Buffer.from(PDF_BYTES))).toBe(true);
      expect(await actionsOn(`supplier_license:${license.file_id}`)).toEqual([expect.objectContaining({ action: 'supplier.license', operator: 'ops-test' })]);
      expect(await admin('supplier license', { fileId: 'lic_01JD4Q7M3X9TQ8R2V6ZB5K1HNE', out: `${out}.2` })).toMatchObject({ ok: false, code: 4040 });
    });
  });

  describe('excess lists', () => {
    const offer = (lines: ExcessBody['lines']): ExcessBody => ({
      company_name: 'Shenzhen Hengxin Electronics Co., Ltd.',
      contact_name: 'Chen Wei',
      email: 'sales@hx-components.com',
      telephone: '+86 755 8327 6610',
      remark: 'Stock in Hong Kong.',
      lines,
    });
    const line = (overrides: Partial<ExcessBody['lines'][number]> = {}): ExcessBody['lines'][number] => ({
      part_number: 'STM32F103C8T6',
      manufacturer: 'STMicroelectronics',
      quantity: 2400,
      date_code: '2324',
      price: 1.85,
      currency: 'USD',
      ...overrides,
    });

    it('stores the mapped lines for review, and the operator accepts the list once', async () => {
      const { token } = await supplierAccount();
      const result = await server.call('submitExcessOffer', { token, body: offer([line(), line({ part_number: 'GRM188R71H104KA93D', manufacturer: 'Murata', quantity: 120000, price: null, currency: null }), line({ price: 1.7, currency: 'EUR' })]) });
      expect(result.code).toBe(200);
      expect(result.data).toMatchObject({ state: 0, line_count: 3 });
      const offerNo = (result.data as { offer_no: string }).offer_no;
      expect(offerNo).toMatch(/^EX\d{14}$/);
      const [stored] = await db().select().from(excessOffers).where(eq(excessOffers.offerNo, offerNo));
      const lines = await db().select().from(excessOfferLines).where(eq(excessOfferLines.offerId, stored!.id));
      expect(lines.map((row) => [row.lineNo, row.partNumber, row.quantity, row.price, row.currencyCode])).toEqual(
        expect.arrayContaining([
          [1, 'STM32F103C8T6', 2400, 1.85, 'USD'],
          [2, 'GRM188R71H104KA93D', 120000, null, null],
          [3, 'STM32F103C8T6', 2400, 1.7, 'EUR'],
        ]),
      );
      expect(await admin('supplier excess-show', { offerNo })).toMatchObject({ ok: true, result: { offer_no: offerNo, lines: [{ line_no: 1 }, { line_no: 2 }, { line_no: 3 }] } });
      const listed = await admin('supplier excess-list', { state: 0, limit: 500 });
      expect(listed.ok && (listed.result as Array<{ offer_no: string }>).some((row) => row.offer_no === offerNo)).toBe(true);
      expect(await admin('supplier excess-review', { offerNo, decision: 'accept' })).toMatchObject({ ok: true, result: { state: 'accepted' } });
      expect(await admin('supplier excess-review', { offerNo, decision: 'reject' })).toMatchObject({ ok: false, code: 4090 });
      expect(await actionsOn(`excess_offer:${offerNo}`)).toEqual([expect.objectContaining({ action: 'supplier.excess-accept', operator: 'ops-test' })]);
    });

    it("lists the account's own lists newest first with their review state, and no one else's", async () => {
      const { token } = await supplierAccount();
      const other = await supplierAccount();
      const first = await server.ok('submitExcessOffer', { token, body: offer([line()]) });
      clock.advance(60);
      const second = await server.ok('submitExcessOffer', { token, body: offer([line(), line({ part_number: 'LM358DR', manufacturer: 'Texas Instruments' })]) });
      await server.ok('submitExcessOffer', { token: other.token, body: offer([line()]) });
      await admin('supplier excess-review', { offerNo: first.offer_no, decision: 'reject' });

      const listed = await server.ok('listExcessOffers', { token });
      expect(listed.lists).toEqual([
        { offer_no: second.offer_no, state: 0, line_count: 2, submitted_time: second.submitted_time },
        { offer_no: first.offer_no, state: 2, line_count: 1, submitted_time: first.submitted_time },
      ]);
      expect((await server.call('listExcessOffers', {})).status).toBe(401);
    });

    it('refuses a price without its currency, a currency not offered, and lines beyond the limits', async () => {
      const { token } = await supplierAccount();
      const mixed = await server.call('submitExcessOffer', { token, body: offer([line({ currency: null }), line({ price: null }), line({ currency: 'JPY' })]) });
      expect(failedFields(mixed)).toEqual(['lines.0.currency', 'lines.1.price', 'lines.2.currency']);
      expect(failedFields(await server.call('submitExcessOffer', { token, body: offer([]) }))).toEqual(['lines']);
      expect(failedFields(await server.call('submitExcessOffer', { token, body: offer(Array.from({ length: 2001 }, () => line())) }))).toEqual(['lines']);
      expect(failedFields(await server.call('submitExcessOffer', { token, body: offer([line({ quantity: 0 }), line({ part_number: '' })]) })).sort()).toEqual(['lines.0.quantity', 'lines.1.part_number']);
      expect((await server.call('submitExcessOffer', { body: offer([line()]) })).status).toBe(401);
    });

    it('takes a full list of 2000 lines', async () => {
      const { token } = await supplierAccount();
      const full = await server.ok('submitExcessOffer', { token, body: offer(Array.from({ length: 2000 }, (_unused, index) => line({ part_number: `PN-${index}` }))) });
      expect(full.line_count).toBe(2000);
    });
  });
});

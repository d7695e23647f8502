import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { executeAdminCommand } from '../src/app/admin/execute.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { bankTransferReceipts, operatorActions, orders } from '../src/platform/db/schema/index.ts';
import { insertPaymentCurrencies, placeTestOrder } from './payment-fixtures.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount, failedFields, insertIdentityReferenceData } from './support/identity-fixtures.ts';
import { PNG_BYTES, uploadForm } from './support/upload-files.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let current = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(current);

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const HTML_AS_PDF = new TextEncoder().encode('<html><script>alert(1)</script></html>');
const RECEIPT_REFUSED = 'Upload the receipt again: this is not one of your receipts from the last 24 hours, or it was already sent with a report';

describeEachEngine('bank transfer receipts', (engine) => {
  let server: TestServer;
  const db = () => server.database.db;

  async function buyer() {
    const row = await createAccount(db(), now());
    return { id: row.id, token: (await issueSession(db(), row.id, now())).token };
  }
  const orderOf = (who: { id: number }) => placeTestOrder(db(), who.id, now(), { total: 1330 });
  const upload = (token: string, bytes: Uint8Array = PDF_BYTES, name = 'MT103-DEUTDEFF20261122A1.pdf') =>
    server.ok('uploadBankTransferReceipt', { token, form: uploadForm(bytes, name, {}, 'application/pdf') });
  const payStateOf = async (id: number) => (await db().select({ payState: orders.payState }).from(orders).where(eq(orders.id, id)))[0]!.payState;

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now,
      mailLog: () => {},
      prepare: async ({ db }) => {
        await insertIdentityReferenceData(db);
        await db.execute(sql`delete from currencies`);
        await insertPaymentCurrencies(db);
      },
    });
  });
  afterAll(async () => server?.close());

  it('stores a PDF, JPEG or PNG receipt under the type read from its content and gives it back only to its uploader', async () => {
    const anna = await buyer();
    const other = await buyer();
    const pdf = await upload(anna.token, PDF_BYTES, 'receipt.png');
    expect(pdf).toMatchObject({ file_name: 'receipt.png', content_type: 'application/pdf', size: PDF_BYTES.byteLength });
    expect(pdf.file_id).toMatch(/^rcpt_[0-9A-Z]{26}$/);
    expect(pdf.url).toBe(`http://localhost/api/pay/bank/receipt/${pdf.file_id}`);
    expect((await upload(anna.token, JPEG_BYTES, 'IMG_20261122.jpg')).content_type).toBe('image/jpeg');
    expect((await upload(anna.token, PNG_BYTES, 'screenshot')).content_type).toBe('image/png');

    const own = await server.ok('getBankTransferReceipt', { token: anna.token, params: { fileId: pdf.file_id } });
    expect(own).toMatchObject({ contentType: 'application/pdf', fileName: 'receipt.png' });
    expect(Buffer.from(own.content).equals(Buffer.from(PDF_BYTES))).toBe(true);

    const stranger = await server.call('getBankTransferReceipt', { token: other.token, params: { fileId: pdf.file_id } });
    const unknown = await server.call('getBankTransferReceipt', { token: anna.token, params: { fileId: 'rcpt_01JD9V4K7M2XQ8R5T3ZB6N1HPW' } });
    expect([stranger.status, stranger.code, stranger.message, stranger.data]).toEqual([unknown.status, unknown.code, unknown.message, unknown.data]);
    expect(stranger.status).toBe(404);
    expect((await server.call('getBankTransferReceipt', { params: { fileId: pdf.file_id } })).status).toBe(401);
    expect((await server.call('uploadBankTransferReceipt', { form: uploadForm(PDF_BYTES, 'r.pdf') })).status).toBe(401);
  });

  it('refuses HTML named .pdf, an empty file and a file over 10 MB, storing none of them', async () => {
    const anna = await buyer();
    const html = await server.call('uploadBankTransferReceipt', { token: anna.token, form: uploadForm(HTML_AS_PDF, 'receipt.pdf', {}, 'application/pdf') });
    expect([html.status, failedFields(html), html.message]).toEqual([422, ['file'], 'file: Upload the receipt as a PDF, JPG or PNG file']);
    expect(failedFields(await server.call('uploadBankTransferReceipt', { token: anna.token, form: uploadForm(new Uint8Array(), 'empty.pdf') }))).toEqual(['file']);
    const big = new Uint8Array(10 * 1_048_576 + 1);
    big.set(PDF_BYTES);
    const tooBig = await server.call('uploadBankTransferReceipt', { token: anna.token, form: uploadForm(big, 'big.pdf'), headers: { Lang: 'de' } });
    expect([failedFields(tooBig), tooBig.message]).toEqual([['file'], 'file: Die Datei ist zu groß: höchstens 10 MB']);
    expect(await db().select({ id: bankTransferReceipts.id }).from(bankTransferReceipts).where(eq(bankTransferReceipts.userId, anna.id))).toEqual([]);
  });

  it('reports a transfer with the buyer’s own receipt, which the order’s report then shows', async () => {
    const anna = await buyer();
    const placed = await orderOf(anna);
    const receipt = await upload(anna.token);
    const reported = await server.ok('confirmBankTransfer', {
      token: anna.token,
      body: { order_sn: placed.orderSn, remittance_reference: 'DEUTDEFF20261122A1', paid_amount: 1330, receipt_url: receipt.url },
    });
    expect(reported).toMatchObject({ pay_state: 1, receipt });

    const report = await server.ok('getBankTransferReport', { token: anna.token, query: { order_sn: placed.orderSn } });
    expect(report).toEqual({
      order_sn: placed.orderSn,
      remittance_reference: 'DEUTDEFF20261122A1',
      payer_name: null,
      paid_amount: 1330,
      transfer_date: null,
      submitted_time: reported.submitted_time,
      receipt,
    });
    // The same receipt cannot be sent again with another order's report.
    const second = await orderOf(anna);
    const reused = await server.call('confirmBankTransfer', { token: anna.token, body: { order_sn: second.orderSn, remittance_reference: 'REF-2', receipt_url: receipt.url } });
    expect([failedFields(reused), reused.message]).toEqual([['receipt_url'], `receipt_url: ${RECEIPT_REFUSED}`]);
    expect(await payStateOf(second.id)).toBe(0);
  });

  it('refuses a report sent with another buyer’s receipt or any other address, leaving the order awaiting payment', async () => {
    const anna = await buyer();
    const other = await buyer();
    const placed = await orderOf(anna);
    const theirs = await upload(other.token);
    const mine = await upload(anna.token);
    for (const receiptUrl of [theirs.url, '/uploads/receipts/2026/11/mt103.pdf', mine.url.replace('http://localhost', 'https://elsewhere.example'), `${mine.url}?copy=1`]) {
      const refused = await server.call('confirmBankTransfer', { token: anna.token, body: { order_sn: placed.orderSn, remittance_reference: 'REF-1', receipt_url: receiptUrl } });
      expect([refused.status, failedFields(refused), refused.message]).toEqual([422, ['receipt_url'], `receipt_url: ${RECEIPT_REFUSED}`]);
    }
    expect(await payStateOf(placed.id)).toBe(0);
    // The path alone, on this shop, is the buyer's own receipt.
    const relative = new URL(mine.url).pathname;
    expect(await server.ok('confirmBankTransfer', { token: anna.token, body: { order_sn: placed.orderSn, remittance_reference: 'REF-1', receipt_url: relative } })).toMatchObject({ receipt: mine });
  });

  it('answers a report only to the order’s buyer, and not found before anything was reported', async () => {
    const anna = await buyer();
    const other = await buyer();
    const placed = await orderOf(anna);
    expect((await server.call('getBankTransferReport', { token: anna.token, query: { order_sn: placed.orderSn } })).status).toBe(404);
    await server.ok('confirmBankTransfer', { token: anna.token, body: { order_sn: placed.orderSn, remittance_reference: 'REF-NO-RECEIPT' } });
    expect(await server.ok('getBankTransferReport', { token: anna.token, query: { order_sn: placed.orderSn } })).toMatchObject({ remittance_reference: 'REF-NO-RECEIPT', receipt: null });
    expect((await server.call('getBankTransferReport', { token: other.token, query: { order_sn: placed.orderSn } })).status).toBe(404);
  });

  it('shows finance the receipt’s name, type, size and link with the report, and saves it for them on record', async () => {
    const anna = await buyer();
    const placed = await orderOf(anna);
    const receipt = await upload(anna.token, PDF_BYTES, 'MT103 copy.pdf');
    await server.ok('confirmBankTransfer', { token: anna.token, body: { order_sn: placed.orderSn, remittance_reference: 'DEUTDEFF20261122B7', receipt_url: receipt.url } });

    const shown = await executeAdminCommand(server.composed, { name: 'payment reports', input: { orderSn: placed.orderSn }, operator: { name: 'ops-test' } });
    expect(shown).toMatchObject({
      ok: true,
      result: [{ remittanceReference: 'DEUTDEFF20261122B7', receipt: { fileId: receipt.file_id, fileName: 'MT103 copy.pdf', contentType: 'application/pdf', size: PDF_BYTES.byteLength, url: receipt.url } }],
    });
    const text = shown.ok ? shown.text : '';
    for (const fact of ['DEUTDEFF20261122B7', 'MT103 copy.pdf', 'application/pdf', `${PDF_BYTES.byteLength} bytes`, receipt.url]) expect(text).toContain(fact);

    const out = join(await mkdtemp(join(tmpdir(), 'receipt-')), 'receipt.pdf');
    const saved = await executeAdminCommand(server.composed, { name: 'payment receipt', input: { fileId: receipt.file_id, out }, operator: { name: 'ops-test' } });
    expect(saved).toMatchObject({ ok: true, result: { fileName: 'MT103 copy.pdf', savedTo: out } });
    expect(Buffer.from(await readFile(out)).equals(Buffer.from(PDF_BYTES))).toBe(true);
    expect(await db().select().from(operatorActions).where(eq(operatorActions.target, `bank_receipt:${receipt.file_id}`))).toMatchObject([{ operator: 'ops-test', action: 'payment.receipt' }]);
  });

  it('deletes receipts no report used within a day, on a timer, keeping the ones sent with a report', async () => {
    const anna = await buyer();
    const placed = await orderOf(anna);
    const used = await upload(anna.token);
    await server.ok('confirmBankTransfer', { token: anna.token, body: { order_sn: placed.orderSn, remittance_reference: 'REF-KEPT', receipt_url: used.url } });
    const unused = await upload(anna.token);
    const cleanup = server.composed.timers.find((timer) => timer.name === 'bank-receipt-cleanup')!;
    await cleanup.runDue(now());
    expect((await server.call('getBankTransferReceipt', { token: anna.token, params: { fileId: unused.file_id } })).status).toBe(200);
    current += 24 * 3_600_000 + 1000;
    expect(await cleanup.runDue(now())).toBeGreaterThanOrEqual(1);
    expect((await server.call('getBankTransferReceipt', { token: anna.token, params: { fileId: unused.file_id } })).status).toBe(404);
    expect((await server.call('getBankTransferReceipt', { token: anna.token, params: { fileId: used.file_id } })).status).toBe(200);
  });
});

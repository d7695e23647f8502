import type { components } from '@chipmart/generated/internal/types';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { issueSession } from '../src/features/identity/sessions.ts';
import { excessOfferLines, excessOffers } from '../src/platform/db/schema/index.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount, failedFields, insertIdentityReferenceData, TestClock } from './support/identity-fixtures.ts';
import { PNG_BYTES, uploadForm, xlsxFile } from './support/upload-files.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type RowEdit = components['schemas']['ExcessRowEdit'];

const CONTACT = {
  company_name: 'Shenzhen Hengxin Electronics Co., Ltd.',
  contact_name: 'Chen Wei',
  email: 'sales@hx-components.com',
  telephone: '+86 755 8327 6610',
};
/** The columns of the test sheets: part number, manufacturer, quantity, date code, price. */
const MAPPING = { part_number_column: '0', manufacturer_column: '1', quantity_column: '2', date_code_column: '3', price_column: '4', currency: 'USD' };

/** The form the sell-your-excess page sends: the file, how to read it, the contact, and the previewed rows removed or edited. */
function excessForm(bytes: Uint8Array | string, fileName: string, options: { fields?: Record<string, string>; removed?: number[]; edited?: RowEdit[] } = {}): FormData {
  const form = uploadForm(bytes, fileName, { ...MAPPING, ...CONTACT, header_row: '1', ...options.fields });
  for (const row of options.removed ?? []) form.append('removed_rows', String(row));
  for (const edit of options.edited ?? []) form.append('edited_rows', JSON.stringify(edit));
  return form;
}

/** A csv excess list with a header row and one line per part, row n + 1 holding part n. */
function csvList(count: number, line: (index: number) => string = (index) => `PN-${index},Murata,"1,${String(index % 1000).padStart(3, '0')}",2401,$0.0${(index % 9) + 1}`): string {
  return ['Part Number,Manufacturer,Quantity,Date Code,Price', ...Array.from({ length: count }, (_unused, index) => line(index + 1))].join('\n');
}

describeEachEngine('an excess list sent as its whole spreadsheet', (engine) => {
  let server: TestServer;
  const clock = new TestClock();
  const db = () => server.database.db;

  async function supplierToken() {
    const account = await createAccount(db(), clock.now());
    return (await issueSession(db(), account.id, clock.now())).token;
  }

  async function storedLines(offerNo: string) {
    const [offer] = await db().select().from(excessOffers).where(eq(excessOffers.offerNo, offerNo));
    return db().select().from(excessOfferLines).where(eq(excessOfferLines.offerId, offer!.id)).orderBy(asc(excessOfferLines.lineNo));
  }

  beforeAll(async () => {
    server = await startTestServer({ engine, now: clock.now, mailLog: () => {}, prepare: ({ db }) => insertIdentityReferenceData(db) });
  });
  afterAll(async () => server?.close());
  beforeEach(() => clock.advance(3601));

  it('stores every line of a 300-row workbook, with the rows removed and edited on the page applied', async () => {
    const token = await supplierToken();
    const header = ['Part Number', 'Manufacturer', 'Qty', 'Date Code', 'Price'].map((value) => ({ value }));
    const rows = Array.from({ length: 300 }, (_unused, index) => [
      { value: `STM32F103C8T6-${index + 1}` },
      { value: 'STMicroelectronics' },
      { value: 100 + index },
      { value: '2324' },
      index % 2 === 0 ? { value: 1.85 } : null,
    ]);
    const bytes = await xlsxFile([{ sheet: 'Excess', data: [header, ...rows] }]);
    const edited: RowEdit = { row_number: 4, part_number: 'GRM188R71H104KA93D', manufacturer: 'Murata', quantity: 120000, date_code: '2401', price: 0.004 };
    const sent = await server.ok('submitExcessOfferFile', { token, form: excessForm(bytes, 'hx-excess.xlsx', { removed: [2, 3], edited: [edited] }) });

    expect(sent.line_count).toBe(298);
    expect((await server.ok('listExcessOffers', { token })).lists[0]).toMatchObject({ offer_no: sent.offer_no, line_count: 298 });
    const lines = await storedLines(sent.offer_no);
    expect(lines).toHaveLength(298);
    expect(lines[0]).toMatchObject({ lineNo: 1, partNumber: 'GRM188R71H104KA93D', manufacturer: 'Murata', quantity: 120000, dateCode: '2401', price: 0.004, currencyCode: 'USD' });
    expect(lines[1]).toMatchObject({ partNumber: 'STM32F103C8T6-4', quantity: 103, price: null, currencyCode: null });
    expect(lines.at(-1)).toMatchObject({ lineNo: 298, partNumber: 'STM32F103C8T6-300', quantity: 399, price: null });
    expect(lines.at(-2)).toMatchObject({ partNumber: 'STM32F103C8T6-299', quantity: 398, price: 1.85, currencyCode: 'USD' });
  });

  it('reads a csv as people write it: thousands, currency signs, rows with nothing mapped skipped', async () => {
    const token = await supplierToken();
    const csv = `${csvList(120)}\n,,,,\nLM358DR,Texas Instruments,2 500,,\n`;
    const sent = await server.ok('submitExcessOfferFile', { token, form: excessForm(csv, 'excess.csv') });
    expect(sent.line_count).toBe(121);
    const lines = await storedLines(sent.offer_no);
    expect(lines[0]).toMatchObject({ partNumber: 'PN-1', quantity: 1001, price: 0.02, currencyCode: 'USD' });
    expect(lines.at(-1)).toMatchObject({ partNumber: 'LM358DR', manufacturer: 'Texas Instruments', quantity: 2500, dateCode: '', price: null, currencyCode: null });
  });

  it('names the rows at fault by their row number and stores nothing', async () => {
    const token = await supplierToken();
    const csv = csvList(150, (index) => {
      if (index === 87) return 'PN-87,Murata,lots,2401,0.02';
      if (index === 100) return ',Murata,500,2401,0.02';
      if (index === 120) return 'PN-120,Murata,500,2401,free';
      return `PN-${index},Murata,500,2401,0.02`;
    });
    const refused = await server.call('submitExcessOfferFile', { token, form: excessForm(csv, 'excess.csv'), headers: { Lang: 'en' } });
    expect(refused.status).toBe(422);
    expect(failedFields(refused)).toEqual(['rows.88.quantity', 'rows.101.part_number', 'rows.121.price']);
    expect((refused.data as { errors: Array<{ message: string }> }).errors[0]!.message).toBe('Enter a whole number of pieces from 1 to 1000000000');
    expect((await server.ok('listExcessOffers', { token })).lists).toEqual([]);

    // The same rows fixed on the page are taken.
    const edits: RowEdit[] = [88, 101, 121].map((row) => ({ row_number: row, part_number: `PN-${row - 1}`, manufacturer: 'Murata', quantity: 500, date_code: '2401', price: null }));
    expect((await server.ok('submitExcessOfferFile', { token, form: excessForm(csv, 'excess.csv', { edited: edits }) })).line_count).toBe(150);
  });

  it('refuses a sheet over the row limit, a file that is no spreadsheet, and rows or sheets the file does not have', async () => {
    const token = await supplierToken();
    const tooLong = await server.call('submitExcessOfferFile', { token, form: excessForm(csvList(5020), 'excess.csv'), headers: { Lang: 'en' } });
    expect(failedFields(tooLong)).toEqual(['file']);
    expect(tooLong.message).toContain('at most 5020');
    const picture = await server.call('submitExcessOfferFile', { token, form: excessForm(PNG_BYTES, 'excess.csv'), headers: { Lang: 'en' } });
    expect(failedFields(picture)).toEqual(['file']);
    expect(picture.message).toContain('.xlsx or .csv');
    const header = excessForm(csvList(3), 'excess.csv', { removed: [1], edited: [{ row_number: 9, part_number: 'LM358DR', manufacturer: '', quantity: 1, date_code: '', price: null }] });
    expect(failedFields(await server.call('submitExcessOfferFile', { token, form: header }))).toEqual(['removed_rows.0', 'edited_rows.0.row_number']);
    expect(failedFields(await server.call('submitExcessOfferFile', { token, form: excessForm(csvList(3), 'excess.csv', { fields: { sheet_index: '1' } }) }))).toEqual(['sheet_index']);
    expect(failedFields(await server.call('submitExcessOfferFile', { token, form: excessForm(csvList(3), 'excess.csv', { fields: { currency: 'JPY' } }) }))).toEqual(['currency']);
    expect(failedFields(await server.call('submitExcessOfferFile', { token, form: excessForm('Part Number,Manufacturer,Quantity\n', 'excess.csv') }))).toEqual(['file']);
    expect((await server.call('submitExcessOfferFile', { form: excessForm(csvList(3), 'excess.csv') })).status).toBe(401);
  });

  it('refuses an edit that is not a row as JSON, naming it', async () => {
    const token = await supplierToken();
    const form = excessForm(csvList(3), 'excess.csv');
    form.append('edited_rows', 'row 2: LM358DR');
    expect(failedFields(await server.call('submitExcessOfferFile', { token, form }))).toEqual(['edited_rows.0']);
  });
});

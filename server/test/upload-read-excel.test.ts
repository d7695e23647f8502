import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueSession } from '../src/features/identity/sessions.ts';
import type { SuccessData } from '../src/platform/http/operation-types.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount, insertIdentityReferenceData } from './support/identity-fixtures.ts';
import { concat, PNG_BYTES, sheetXmlOfRows, uploadForm, workbookZip, xlsxFile, zipWithDeclaredSizes } from './support/upload-files.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Preview = SuccessData<'readExcelFile'>;
type FieldErrors = { errors: Array<{ field: string; message: string }> };

const now = () => new Date('2026-11-22T10:00:00Z');
const utf8 = (text: string) => new TextEncoder().encode(text);
/** '型号' (model), '数量' (quantity) and '品牌' (brand) as GB18030 bytes: Node cannot encode GBK, so they are written out. */
const GB_MODEL = [0xd0, 0xcd, 0xba, 0xc5];
const GB_QUANTITY = [0xca, 0xfd, 0xc1, 0xbf];
const GB_BRAND = [0xc6, 0xb7, 0xc5, 0xc6];

/** Built once for both engines: a million rows take seconds to write and pack. */
let millionRows: Uint8Array | undefined;

describeEachEngine('reading a spreadsheet to preview it', (engine) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, now, mailLog: () => {}, prepare: ({ db }) => insertIdentityReferenceData(db) });
    const account = await createAccount(server.database.db, now());
    token = (await issueSession(server.database.db, account.id, now())).token;
  });
  afterAll(async () => server?.close());

  const read = (bytes: Uint8Array | string, fileName: string, fields: Record<string, string> = {}, options: { headers?: Record<string, string> } = {}) =>
    server.call('readExcelFile', { token, form: uploadForm(bytes, fileName, fields), headers: options.headers });
  const preview = async (bytes: Uint8Array | string, fileName: string, fields: Record<string, string> = {}) => {
    const result = await read(bytes, fileName, fields);
    if (result.code !== 200) throw new Error(`${result.code} ${result.message}`);
    return result.data as Preview;
  };
  const refusal = async (bytes: Uint8Array | string, fileName: string, lang = 'en') => {
    const result = await read(bytes, fileName, {}, { headers: { Lang: lang } });
    expect([result.status, (result.data as FieldErrors).errors.map((error) => error.field)]).toEqual([422, ['file']]);
    return result.message;
  };

  it('reads every sheet of a workbook, finds the header row under a title block and guesses each column', async () => {
    const bytes = await xlsxFile([
      {
        sheet: 'BOM',
        data: [
          ['Motor controller rev C'],
          [],
          ['Part Number', 'Manufacturer', 'Qty', 'Description', 'Package', 'RefDes', 'Target Price (USD)'],
          ['STM32F103C8T6', 'STMicroelectronics', 1, 'MCU ARM Cortex-M3', 'LQFP-48', 'U1', 2.1],
          ['GRM188R71H104KA93D', 'Murata', 12, '100nF 50V X7R 0603', '0603', 'C1, C3-C13', 0.005],
          [],
          ['LM358DR', 'Texas Instruments', 2, 'Dual op amp', 'SOIC-8', 'U4, U5', null],
        ],
      },
      { sheet: 'Notes', data: [['U1 is programmed before placement'], ['J4 not placed on variant B']] },
    ]);
    const result = await preview(bytes, 'motor-ctrl-revC-bom.XLSX', { preview_rows: '4' });
    expect(result.file_type).toBe('xlsx');
    expect(result.sheets.map((sheet) => [sheet.sheet_name, sheet.header_row, sheet.row_count, sheet.column_count])).toEqual([
      ['BOM', 3, 5, 7],
      ['Notes', null, 2, 1],
    ]);
    const [bom] = result.sheets;
    expect(bom!.columns.map((column) => `${column.letter}:${column.suggested_field}`)).toEqual([
      'A:part_number',
      'B:manufacturer',
      'C:quantity',
      'D:description',
      'E:package',
      'F:reference_designators',
      'G:target_price',
    ]);
    // The first rows from row 1, blank rows left out, numbers as written.
    expect(bom!.rows.map((row) => row.row_number)).toEqual([1, 3, 4, 5]);
    expect(bom!.rows[2]!.cells).toEqual(['STM32F103C8T6', 'STMicroelectronics', '1', 'MCU ARM Cortex-M3', 'LQFP-48', 'U1', '2.1']);
    expect(bom!.rows[0]!.cells).toEqual(['Motor controller rev C', '', '', '', '', '', '']);
  });

  it('reads a comma CSV in UTF-8 and one with a byte order mark the same way', async () => {
    const text = 'Part Number,Manufacturer,Qty\r\nLM358DR,Texas Instruments,100\r\n"CL10A106KP8NNNC","Samsung, Electro-Mechanics",4000\r\n';
    const plain = await preview(text, 'excess-list.csv');
    const withBom = await preview(concat([new Uint8Array([0xef, 0xbb, 0xbf]), utf8(text)]), 'excess-list.csv');
    expect(withBom).toEqual(plain);
    expect(plain.file_type).toBe('csv');
    const [sheet] = plain.sheets;
    expect([sheet!.sheet_name, sheet!.header_row, sheet!.columns[0]!.title]).toEqual(['excess-list', 1, 'Part Number']);
    expect(sheet!.rows[2]!.cells).toEqual(['CL10A106KP8NNNC', 'Samsung, Electro-Mechanics', '4000']);
  });

  it('detects semicolon and tab delimiters', async () => {
    const semicolon = await preview('Teilenummer;Hersteller;Menge\nLM358DR;Texas Instruments;1,5\nBAV99;Nexperia;3000\n', 'liste.csv');
    expect(semicolon.sheets[0]!.columns.map((column) => column.suggested_field)).toEqual(['part_number', 'manufacturer', 'quantity']);
    expect(semicolon.sheets[0]!.rows[1]!.cells).toEqual(['LM358DR', 'Texas Instruments', '1,5']);
    const tab = await preview('型番\tメーカー\t数量\nSTM32F103C8T6\tSTMicroelectronics\t10\n', 'list.txt');
    expect(tab.sheets[0]!.columns.map((column) => column.suggested_field)).toEqual(['part_number', 'manufacturer', 'quantity']);
    expect(tab.sheets[0]!.rows[1]!.cells).toEqual(['STM32F103C8T6', 'STMicroelectronics', '10']);
  });

  it('reads a CSV saved by Excel on Chinese Windows (GB18030)', async () => {
    const bytes = concat([new Uint8Array([...GB_MODEL, 0x2c, ...GB_BRAND, 0x2c, ...GB_QUANTITY, 0x0d, 0x0a]), utf8('STM32F103C8T6,ST,50\r\n')]);
    const result = await preview(bytes, 'bom.csv');
    const [sheet] = result.sheets;
    expect(sheet!.columns.map((column) => [column.title, column.suggested_field])).toEqual([
      ['型号', 'part_number'],
      ['品牌', 'manufacturer'],
      ['数量', 'quantity'],
    ]);
    expect(sheet!.rows[1]!.cells).toEqual(['STM32F103C8T6', 'ST', '50']);
  });

  it('leaves the header row to the user when no row names a known column', async () => {
    const result = await preview('STM32F103C8T6,10\nLM358DR,20\n', 'parts.csv');
    expect(result.sheets[0]!.header_row).toBeNull();
    expect(result.sheets[0]!.columns.map((column) => column.suggested_field)).toEqual([null, null]);
  });

  it('refuses a PNG renamed .xlsx, naming the accepted types in the request language', async () => {
    expect(await refusal(PNG_BYTES, 'bom.xlsx')).toBe('file: This file is not a spreadsheet: upload an .xlsx or .csv file');
    expect(await refusal(PNG_BYTES, 'bom.xlsx', 'zh')).toBe('file: 该文件不是电子表格：请上传 .xlsx 或 .csv 文件');
  });

  it('refuses a zip that is not a workbook and an old .xls file, each saying what to do', async () => {
    expect(await refusal(zipWithDeclaredSizes([{ name: 'readme.txt', unpackedBytes: 10 }]), 'bom.xlsx')).toMatch(/not a spreadsheet/);
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await refusal(xls, 'bom.xls', 'de')).toMatch(/\(\.xls\).*als \.xlsx oder \.csv/);
  });

  it('refuses a zip bomb from its directory, before unpacking it', async () => {
    const bomb = zipWithDeclaredSizes([
      { name: '[Content_Types].xml', unpackedBytes: 1000 },
      { name: 'xl/workbook.xml', unpackedBytes: 1000 },
      { name: 'xl/worksheets/sheet1.xml', unpackedBytes: 4_000_000_000 },
    ]);
    expect(bomb.byteLength).toBeLessThan(1000);
    expect(await refusal(bomb, 'bom.xlsx')).toMatch(/unpacks to far more data/);
    // Within the total but packed a thousand to one: a bomb too.
    const dense = zipWithDeclaredSizes([
      { name: 'xl/workbook.xml', unpackedBytes: 1000 },
      { name: 'xl/worksheets/sheet1.xml', unpackedBytes: 1_000_000 },
    ]);
    expect(await refusal(dense, 'bom.xlsx')).toMatch(/unpacks to far more data/);
  });

  it('refuses a zip bomb whose directory lies about its sizes, unpacking no more than the limit', async () => {
    // 20 MB of one repeated cell packs into kilobytes (a hundred times fewer is the most a workbook may pack); the headers claim 2 KB.
    const cell = '<c><v>1</v></c>';
    const liar = workbookZip(`<worksheet><sheetData><row>${cell.repeat(Math.ceil((20 * 1_048_576) / cell.length))}</row></sheetData></worksheet>`, { declaredBytes: 2048, level: 9 });
    expect(liar.byteLength).toBeLessThan(1_048_576);
    expect(await refusal(liar, 'bom.xlsx')).toMatch(/unpacks to far more data/);
  });

  it('refuses a workbook and a CSV of a million rows before any parser builds them', async () => {
    const workbook = (millionRows ??= workbookZip(sheetXmlOfRows(1_000_000)));
    expect(workbook.byteLength).toBeLessThan(5 * 1_048_576);
    expect(await refusal(workbook, 'million.xlsx')).toBe('file: Sheet "sheet1" has 1000000 rows: at most 5020 can be read; split the file');
    const csv = 'Part Number,Qty\n' + 'A,1\n'.repeat(1_000_000);
    expect(await refusal(csv, 'million.csv')).toMatch(/^file: Sheet "million" has \d+ rows: at most 5020 can be read; split the file$/);
  });

  it('refuses an empty file and a file of blank lines', async () => {
    expect(await refusal('', 'bom.csv')).toMatch(/empty/);
    expect(await refusal(',,\r\n , ,\r\n\r\n', 'bom.csv')).toMatch(/empty/);
  });

  it('refuses a damaged workbook as unreadable', async () => {
    const real = await xlsxFile([{ sheet: 'BOM', data: [['Part Number'], ['LM358DR']] }]);
    const damaged = real.slice();
    damaged.fill(0x41, 200, 1200);
    expect(await refusal(damaged, 'bom.xlsx')).toMatch(/could not be read/);
  });

  it('refuses a sheet over the row and column limits, naming the sheet', async () => {
    const rows = ['Part Number,Qty', ...Array.from({ length: 5020 }, (_unused, index) => `PN-${index},1`)].join('\n');
    expect(await refusal(rows, 'big.csv')).toBe('file: Sheet "big" has 5021 rows: at most 5020 can be read; split the file');
    const wide = await xlsxFile([{ sheet: 'Wide', data: [Array.from({ length: 51 }, (_unused, index) => `C${index}`)] }]);
    expect(await refusal(wide, 'wide.xlsx')).toBe('file: Sheet "Wide" has 51 columns: at most 50 can be read');
    // At the limits it is read.
    expect((await preview(rows.split('\n').slice(0, 5020).join('\n'), 'ok.csv')).sheets[0]!.row_count).toBe(5020);
  });

  it('refuses a file over 5 MB', async () => {
    const big = new Uint8Array(5 * 1_048_576 + 1).fill(0x41);
    expect(await refusal(big, 'big.csv')).toBe('file: The file is too large: at most 5 MB');
  });

  it('needs a signed-in user', async () => {
    const result = await server.call('readExcelFile', { form: uploadForm('Part Number\nLM358DR\n', 'bom.csv') });
    expect([result.status, result.code]).toEqual([401, 4010]);
  });
});

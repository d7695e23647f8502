import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueSession } from '../src/features/identity/sessions.ts';
import { readSpreadsheet } from '../src/features/uploads/index.ts';
import type { SuccessData } from '../src/platform/http/operation-types.ts';
import { fillCatalogFixture, part } from './catalog-fixture.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { uploadForm } from './support/upload-files.ts';

type FieldErrors = { errors: Array<{ field: string; message: string }> };

/** The first sheet of a downloaded file, as text rows (read the way uploads are). */
const sheetRows = async (contentBase64: string, fileName: string) => (await readSpreadsheet({ fileName, bytes: new Uint8Array(Buffer.from(contentBase64, 'base64')) })).sheets[0]!.rows;

const now = () => new Date('2026-11-27T10:00:00Z');

/** A KiCad-style export with a formula planted in a description, as a hostile or careless file may carry. */
const KICAD_CSV = ['"Reference","Value","Footprint","Qty","MPN","Manufacturer","Description"', '"U1","STM32F103C8T6","LQFP-48","1","STM32F103C8T6","ST","=HYPERLINK(""http://evil.example"",""click"")"', '"C1, C2","100nF","0402","2","GRM155R71C104KA88D","Murata","MLCC"'].join('\n');
const KICAD_MAPPING = { header_row: '1', reference_designators_column: '0', value_column: '1', package_column: '2', quantity_column: '3', part_number_column: '4', manufacturer_column: '5', description_column: '6' };

describeEachEngine('keeping BOMs: upload, list, copy, export', (engine) => {
  let server: TestServer;
  let token: string;

  const upload = (name: string, csv: Uint8Array | string = KICAD_CSV, fields: Record<string, string> = KICAD_MAPPING, fileName = 'board.csv') =>
    server.call('uploadBom', { token, form: uploadForm(csv, fileName, { bom_name: name, ...fields }) });
  const uploaded = async (name: string) => {
    const result = await upload(name);
    if (result.code !== 200) throw new Error(`${result.status} ${result.message}`);
    return result.data as SuccessData<'uploadBom'>;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, now, mailLog: () => {}, prepare: ({ db }) => fillCatalogFixture(db) });
    const buyer = await createAccount(server.database.db, now());
    token = (await issueSession(server.database.db, buyer.id, now())).token;
  });
  afterAll(async () => server?.close());

  it('offers the template in the buyer language, as a workbook or CSV', async () => {
    const xlsx = await server.ok('downloadBomTemplate', { token, query: { file_type: 'xlsx' }, headers: { Lang: 'de' } });
    expect(xlsx.file_name).toBe('chipmart-bom-template.xlsx');
    const rows = await sheetRows(xlsx.content_base64, xlsx.file_name);
    expect(rows[0]).toContain('Menge');
    const csv = await server.ok('downloadBomTemplate', { token, query: { file_type: 'csv' } });
    expect(csv.content_type).toBe('text/csv');
    expect(Buffer.from(csv.content_base64, 'base64').toString('utf8')).toContain('Part Number');
  });

  it('gives the buyer the mapping they chose back when the same export is previewed again', async () => {
    const first = await server.ok('readExcelFile', { token, form: uploadForm(KICAD_CSV, 'board.csv') });
    expect(first.sheets[0]!.mapping_source).toBe('titles');
    // The buyer says column B (Value) is the part number, not E.
    await uploaded('Remembered');
    const { value_column: _value, ...withoutValue } = KICAD_MAPPING;
    const remapped = { ...withoutValue, part_number_column: '1' };
    expect((await upload('Remapped', KICAD_CSV, remapped)).code).toBe(200);
    const again = await server.ok('readExcelFile', { token, form: uploadForm(KICAD_CSV, 'board-rev-b.csv') });
    expect(again.sheets[0]!.mapping_source).toBe('remembered');
    expect(again.sheets[0]!.columns.find((column) => column.suggested_field === 'part_number')?.index).toBe(1);
  });

  it('takes a BOM spreadsheet of 2 MB, within the 5 MB the document allows', async () => {
    const twoMegabytes = `MPN,Qty,Note\n${`STM32F103C8T6,1,${'x'.repeat(500)}\n`.repeat(4000)}`;
    expect(twoMegabytes.length).toBeGreaterThan(2_000_000);
    const result = await upload('Two megabytes', twoMegabytes, { header_row: '1', part_number_column: '0', quantity_column: '1' });
    expect([result.status, (result.data as { line_count?: number }).line_count]).toEqual([200, 4000]);
  });

  it('refuses files it cannot take as BOMs, saying which field is wrong', async () => {
    const field = async (result: Awaited<ReturnType<typeof upload>>) => [result.status, (result.data as FieldErrors).errors[0]?.field];
    expect(await field(await upload('Empty', ''))).toEqual([422, 'file']);
    expect(await field(await upload('Picture', '\x89PNG\r\n\x1a\n0000', KICAD_MAPPING, 'photo.csv'))).toEqual([422, 'file']);
    expect(await field(await upload('No quantity', KICAD_CSV, { header_row: '1', part_number_column: '4' }))).toEqual([422, expect.any(String)]);
    expect(await field(await upload('Past the sheet', KICAD_CSV, { ...KICAD_MAPPING, part_number_column: '12' }))).toEqual([422, 'part_number_column']);
    const tooBig = `MPN,Qty,Note\n${`STM32F103C8T6,1,${'x'.repeat(1000)}\n`.repeat(5300)}`;
    expect(await field(await upload('Too big', tooBig, { header_row: '1', part_number_column: '0', quantity_column: '1' }))).toEqual([422, 'file']);
    // Bytes that are neither UTF-8 nor GB18030 text: the file is refused, not read as garbage lines.
    const broken = new Uint8Array([0x4d, 0x50, 0x4e, 0x2c, 0x51, 0x74, 0x79, 0x0a, 0x00, 0xff, 0xfe, 0x00, 0x81, 0x30, 0x2c, 0x31, 0x0a]);
    expect((await upload('Broken', broken)).status).toBe(422);
    const tooLong = ['MPN,Qty', ...Array.from({ length: 5001 }, (_unused, index) => `PN-${index},1`)].join('\n');
    expect((await upload('Too long', tooLong, { header_row: '1', part_number_column: '0', quantity_column: '1' })).status).toBe(422);
  });

  it('lists, renames, copies for another build quantity and deletes BOMs', async () => {
    const bom = await uploaded('Sensor node v2');
    await server.ok('matchBom', { token, body: { bom_id: bom.bom_id } });
    const renamed = await server.ok('renameBom', { token, body: { bom_id: bom.bom_id, bom_name: 'Sensor node v2 - pilot' } });
    expect(renamed).toMatchObject({ bom_name: 'Sensor node v2 - pilot', line_count: 2 });
    const copy = await server.ok('duplicateBom', { token, body: { bom_id: bom.bom_id, set_count: 250, bom_name: 'Sensor node v2 - production' } });
    expect(copy).toMatchObject({ set_count: 250, line_count: 2, state: 2 });
    const copiedLines = (await server.ok('listBomLines', { token, query: { bom_id: copy.bom_id } })).lists;
    expect(copiedLines.find((line) => line.source.part_number === 'STM32F103C8T6')).toMatchObject({ required_qty: 250, goods: { goods_id: part.stm32f103c8t6 } });
    const listed = await server.ok('listBoms', { token, query: { keyword: 'sensor node' } });
    expect(listed.lists.map((entry) => entry.bom_name)).toEqual(['Sensor node v2 - production', 'Sensor node v2 - pilot']);

    const mixed = await server.call('deleteBoms', { token, query: { ids: [copy.bom_id, 999_999] } });
    expect(mixed.status).toBe(404);
    expect((await server.ok('listBoms', { token, query: { keyword: 'sensor node' } })).total).toBe(2);
    expect(await server.ok('deleteBoms', { token, query: { ids: [copy.bom_id] } })).toEqual({ deleted_ids: [copy.bom_id], deleted_count: 1 });
    expect((await server.call('getBom', { token, query: { bom_id: copy.bom_id } })).status).toBe(404);
  });

  it('adds a typed line and matches it at once, and deletes lines', async () => {
    const bom = await uploaded('Hand edits');
    const added = await server.ok('addBomLine', { token, body: { bom_id: bom.bom_id, part_number: ' lm358dr ', quantity: 4, manufacturer: 'Texas Instruments' } });
    expect(added.lines[0]).toMatchObject({ line_no: 3, match_kind: 'exact', source: { part_number: 'lm358dr', row_number: null }, goods: { goods_id: part.lm358dr } });
    expect(added.bom.line_count).toBe(3);
    const deleted = await server.ok('deleteBomLines', { token, query: { bom_id: bom.bom_id, ids: [added.lines[0]!.source_id] } });
    expect(deleted.deleted_count).toBe(1);
    expect((await server.ok('getBom', { token, query: { bom_id: bom.bom_id } })).line_count).toBe(2);
  });

  it('exports the uploaded columns with the match, and writes formula-looking text as text', async () => {
    const bom = await uploaded('Export me');
    await server.ok('matchBom', { token, body: { bom_id: bom.bom_id } });
    const file = await server.ok('exportBom', { token, query: { bom_id: bom.bom_id, file_type: 'xlsx' } });
    expect(file.file_name).toBe('Export me.xlsx');
    const rows = await sheetRows(file.content_base64, file.file_name);
    expect(rows[0]!.slice(0, 7)).toEqual(['Reference', 'Value', 'Footprint', 'Qty', 'MPN', 'Manufacturer', 'Description']);
    const mcu = rows.find((row) => row[4] === 'STM32F103C8T6')!;
    expect(String(mcu[6]).startsWith("'=HYPERLINK")).toBe(true);
    expect(mcu.join(' ')).toContain('STMicroelectronics');
  });
});

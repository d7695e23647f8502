import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../platform/http/errors.ts';
import type { LocaleCode } from '../../../platform/i18n/locales.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { previewSpreadsheet, readSpreadsheet, type TextSheet } from '../../uploads/index.ts';
import { bomRows, type BomColumnMapping, type BomSheetLine } from './bom-rows.ts';

const FIXTURES = join(import.meta.dirname, '../../../../test/fixtures/bom');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));

/**
 * A BOM file read as the upload dialog reads it: the header row and columns
 * the preview suggests (or the buyer's changes to them), then the lines.
 */
async function readBom(fileName: string, bytes: Uint8Array, change: (mapping: BomColumnMapping) => BomColumnMapping = (mapping) => mapping) {
  const preview = await previewSpreadsheet({ fileName, bytes }, 10);
  const [sheet] = preview.sheets;
  const mapping = { header_row: sheet!.header_row! } as BomColumnMapping;
  for (const column of sheet!.columns) if (column.suggested_field) mapping[`${column.suggested_field}_column`] = column.index;
  const { sheets } = await readSpreadsheet({ fileName, bytes });
  return { preview: sheet!, mapping, ...bomRows(sheets[0]!, change(mapping)) };
}

/** The fields a buyer sees on the BOM page, per line. */
const shown = (lines: BomSheetLine[]) =>
  lines.map((line) => [line.row_number, line.part_number, line.manufacturer, line.quantity, line.reference_designators, line.designator_count, line.dnp]);

/** What a refusal says in a language, with the field it names. */
function refusal(read: () => unknown, locale: LocaleCode = 'en'): string {
  try {
    read();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const [problem] = error.errors;
    return `${problem!.field}: ${typeof problem!.message === 'string' ? problem!.message : translate(locale, problem!.message, problem!.params)}`;
  }
  throw new Error('not refused');
}

describe('reading the BOM files of the usual tools, columns mapped from their titles', () => {
  it('reads a KiCad 8 BOM: grouped designators, a DNP line, mounting holes without a part number skipped', async () => {
    const bom = await readBom('motor-ctrl.csv', fixture('kicad8-motor-ctrl.csv'));
    expect(bom.mapping).toEqual({
      header_row: 1,
      reference_designators_column: 0,
      value_column: 1,
      package_column: 3,
      quantity_column: 4,
      dnp_column: 5,
      manufacturer_column: 6,
      part_number_column: 7,
    });
    expect(shown(bom.lines)).toEqual([
      [2, 'GRM155R71C104KA88D', 'Murata', 3, 'C1, C2, C5', 3, false],
      [3, '1.5SMC6.8CA', 'Littelfuse', 1, 'D1', 1, false],
      [5, 'RC0402FR-0710KL', 'YAGEO', 4, 'R1, R2, R3, R4', 4, false],
      [6, 'RC0402FR-0710KL', 'YAGEO', 1, 'R9', 1, true],
      [7, 'STM32F103C8T6', 'STMicroelectronics', 1, 'U1', 1, false],
      [8, 'USBLC6-2SC6', 'STMicroelectronics', 1, 'U2', 1, false],
      [9, 'AMS1117-3.3', 'Advanced Monolithic Systems', 1, 'U3', 1, false],
    ]);
    expect(bom.skipped).toBe(1);
    expect(bom.lines[0]).toMatchObject({ value: '100nF', package: 'Capacitor_SMD:C_0402_1005Metric', description: '', target_price: null });
    // The whole row as uploaded, for the export.
    expect(bom.lines[0]!.cells).toEqual(['C1, C2, C5', '100nF', '~', 'Capacitor_SMD:C_0402_1005Metric', '3', '', 'Murata', 'GRM155R71C104KA88D']);
  });

  it('reads an Altium workbook below its title rows, a not-fitted variant line written with quantity 0 kept as DNP', async () => {
    const data: SheetData = [
      ['Bill of Materials'],
      ['Project', 'MotorCtrl.PrjPcb'],
      ['Variant', 'Prototype'],
      ['Report Date', '18.11.2026 09:12'],
      [],
      ['Comment', 'Description', 'Designator', 'Footprint', 'LibRef', 'Quantity', 'Manufacturer 1', 'Manufacturer Part Number 1', 'Fitted', 'DNP'],
      ['STM32F103C8T6', 'ARM Cortex-M3 MCU, 64KB Flash', 'U1', 'LQFP48_7X7', 'STM32F103C8T6', 1, 'STMicroelectronics', 'STM32F103C8T6', 'Fitted', null],
      ['100nF', 'Capacitor 100nF 16V X7R 0402', 'C1, C2, C3, C4, C5, C6', 'CAP_0402', 'CAP', 6, 'Murata', 'GRM155R71C104KA88D', 'Fitted', null],
      ['TPS54331DR', '3A 28V step-down converter', 'U2', 'SOIC8', 'TPS54331', 1, 'Texas Instruments', 'TPS54331DR', 'Fitted', null],
      ['ESP32-WROOM-32E', 'Wi-Fi + BT module', 'U3', 'ESP32-WROOM', 'ESP32', 0, 'Espressif Systems', 'ESP32-WROOM-32E', 'Not Fitted', 'DNP'],
    ];
    const bytes = new Uint8Array(await writeXlsxFile(data, { sheet: 'Bill of Materials' }).toBuffer());
    const bom = await readBom('MotorCtrl.xlsx', bytes);
    expect(bom.preview.header_row).toBe(6);
    expect(bom.preview.columns.map((column) => column.suggested_field)).toEqual([
      'value',
      'description',
      'reference_designators',
      'package',
      null,
      'quantity',
      'manufacturer',
      'part_number',
      null,
      'dnp',
    ]);
    expect(shown(bom.lines)).toEqual([
      [7, 'STM32F103C8T6', 'STMicroelectronics', 1, 'U1', 1, false],
      [8, 'GRM155R71C104KA88D', 'Murata', 6, 'C1, C2, C3, C4, C5, C6', 6, false],
      [9, 'TPS54331DR', 'Texas Instruments', 1, 'U2', 1, false],
      [10, 'ESP32-WROOM-32E', 'Espressif Systems', 1, 'U3', 1, true],
    ]);
    expect(bom.lines[1]).toMatchObject({ value: '100nF', description: 'Capacitor 100nF 16V X7R 0402', package: 'CAP_0402' });
    expect(bom.skipped).toBe(0);
  });

  it("reads an Eagle BOM (semicolons, one row per part): the MPN column is the part, each line's quantity its designators", async () => {
    const bom = await readBom('power-board.csv', fixture('eagle-power-board.csv'));
    expect(bom.mapping).toEqual({
      header_row: 1,
      reference_designators_column: 0,
      value_column: 1,
      package_column: 3,
      description_column: 4,
      manufacturer_column: 5,
      part_number_column: 6,
    });
    expect(shown(bom.lines)).toEqual([
      [2, 'GRM155R71C104KA88D', 'MURATA', 1, 'C1', 1, false],
      [3, 'GRM155R71C104KA88D', 'MURATA', 1, 'C2', 1, false],
      [5, 'LM358DR', 'TEXAS INSTRUMENTS', 1, 'IC1', 1, false],
      [6, 'TPS54331DR', 'TEXAS INSTRUMENTS', 1, 'IC2', 1, false],
      [7, 'RC0402FR-0710KL', 'YAGEO', 1, 'R1', 1, false],
      [8, 'RC0402FR-0710KL', 'YAGEO', 1, 'R2', 1, false],
    ]);
    // C3 has no MPN.
    expect(bom.skipped).toBe(1);
  });

  it("reads JLCPCB's template once the buyer takes the Comment column as the part number; the LCSC code stays unread", async () => {
    const bytes = fixture('jlcpcb-template.csv');
    const bom = await readBom('jlc.csv', bytes, ({ value_column, ...mapping }) => ({ ...mapping, part_number_column: value_column! }));
    // No column names a part number (the dialog asks the buyer for one), and LCSC Part # is no manufacturer part number.
    expect(bom.preview.columns.map((column) => [column.title, column.suggested_field])).toEqual([
      ['Comment', 'value'],
      ['Designator', 'reference_designators'],
      ['Footprint', 'package'],
      ['LCSC Part #', null],
    ]);
    expect(shown(bom.lines)).toEqual([
      [2, '100nF', '', 4, 'C1,C2,C3,C4', 4, false],
      [3, 'STM32F103C8T6', '', 1, 'U1', 1, false],
      [4, '10k', '', 4, 'R1-R4', 4, false],
      [5, 'USBLC6-2SC6', '', 1, 'U2', 1, false],
      [6, 'AMS1117-3.3', '', 1, 'U3', 1, false],
    ]);
    expect(bom.lines[1]).toMatchObject({ package: 'LQFP-48_L7.0-W7.0-P0.50-LS9.0-BL', value: '', description: '' });
  });

  it('reads a Chinese BOM saved by Excel on Chinese Windows (GB18030): 是 marks DNP, 否 does not, bad rows skipped', async () => {
    const bom = await readBom('bom.csv', fixture('gb18030-chinese-bom.csv'));
    expect(bom.preview.columns.map((column) => [column.title, column.suggested_field])).toEqual([
      ['序号', null],
      ['型号', 'part_number'],
      ['品牌', 'manufacturer'],
      ['数量', 'quantity'],
      ['位号', 'reference_designators'],
      ['封装', 'package'],
      ['不贴', 'dnp'],
      ['备注', 'description'],
    ]);
    expect(shown(bom.lines)).toEqual([
      [2, 'ESP32-WROOM-32E', '乐鑫', 1, 'U1', 1, false],
      [3, 'TPS54331DR', 'TI(德州仪器)', 1, 'U2', 1, false],
      [4, 'LM358DR', 'TI(德州仪器)', 2, 'U3,U4', 2, false],
      [5, 'GRM155R71C104KA88D', '村田', 10, 'C1-C10', 10, false],
      [6, '1.5SMC6.8CA', '力特', 1, 'D1', 1, true],
      [9, 'USBLC6-2SC6', 'ST(意法半导体)', 1, 'U6', 1, false],
    ]);
    expect(bom.lines[4]!.description).toBe('TVS 二极管（调试用）');
    // Row 7 has no part number, row 8 a quantity of 2.5.
    expect(bom.skipped).toBe(2);
  });

  it('reads a tab-separated UTF-8 export with a byte order mark: units after quantities, euro prices with a decimal comma', async () => {
    const bom = await readBom('stueckliste.tsv', fixture('erp-export-de.tsv'));
    expect(bom.preview.columns.map((column) => column.suggested_field)).toEqual([
      null,
      'part_number',
      'manufacturer',
      'quantity',
      'value',
      'package',
      'reference_designators',
      'target_price',
    ]);
    expect(bom.lines.map((line) => [line.part_number, line.quantity, line.designator_count, line.value, line.target_price])).toEqual([
      ['TPS54331DR', 1, 1, '', 1.2],
      ['GRM155R71C104KA88D', 9, 9, '100nF', 0.004],
      ['LM358DR', 2, 2, '', 0.18],
      ['ESP32-WROOM-32E', 1, 1, '', 2.95],
    ]);
    // 1.5SMC6.8CA has a quantity of 2,5; row 6 no part number.
    expect(bom.skipped).toBe(2);
  });
});

describe('reading BOM rows', () => {
  const sheet = (rows: string[][]): TextSheet => ({ name: 'BOM', rows });
  const MAPPING: BomColumnMapping = { header_row: 1, part_number_column: 0, quantity_column: 1, reference_designators_column: 2, target_price_column: 3 };

  it('takes the number of designators when there is no quantity, and skips rows with neither', () => {
    const rows = [
      ['MPN', 'Qty', 'Ref', 'Price'],
      ['RC0402FR-0710KL', '', 'R1-R5, R8', ''],
      ['LM358DR', '', '', ''],
      ['STM32F103C8T6', '1', '', '$2.10'],
    ];
    const { lines, skipped } = bomRows(sheet(rows), MAPPING);
    expect(lines.map((line) => [line.part_number, line.quantity, line.designator_count, line.target_price])).toEqual([
      ['RC0402FR-0710KL', 6, 6, null],
      ['STM32F103C8T6', 1, 0, 2.1],
    ]);
    expect(skipped).toBe(1);
    const { quantity_column: _none, ...withoutQuantity } = MAPPING;
    expect(bomRows(sheet(rows), withoutQuantity).lines.map((line) => line.quantity)).toEqual([6]);
  });

  it('skips and counts rows without a part number or with a quantity that is not a positive whole number; blank rows are no lines', () => {
    const rows = [
      ['MPN', 'Qty', 'Ref', 'Price'],
      ['', '4', 'C1-C4', ''],
      ['LM358DR', '2.5', 'U1', ''],
      ['LM358DR', '0', 'U1', ''],
      ['LM358DR', 'TBD', 'U1', ''],
      ['', '', '', ''],
      ['   ', ' ', '', ''],
      ['TPS54331DR', '1', 'U2', ''],
      ['X'.repeat(65), '1', 'U3', ''],
    ];
    const { lines, skipped } = bomRows(sheet(rows), MAPPING);
    expect(lines.map((line) => [line.row_number, line.part_number])).toEqual([[8, 'TPS54331DR']]);
    expect(skipped).toBe(5);
  });

  it('trims part numbers and makes runs of spaces inside them one', () => {
    const { lines } = bomRows(sheet([['MPN', 'Qty'], ['  STM32F103C8T6\u00a0 ', '1'], ['LM358  DR', '1'], ['GRM155R71C104KA88D\n', '1']]), { header_row: 1, part_number_column: 0, quantity_column: 1 });
    expect(lines.map((line) => line.part_number)).toEqual(['STM32F103C8T6', 'LM358 DR', 'GRM155R71C104KA88D']);
  });

  it('starts below the header row the buyer chose', () => {
    const rows = [['Motor controller rev C'], ['LM358DR', '1'], ['Part Number', 'Qty'], ['TPS54331DR', '1']];
    expect(bomRows(sheet(rows), { header_row: 3, part_number_column: 0, quantity_column: 1 }).lines.map((line) => line.row_number)).toEqual([4]);
  });

  describe('refusing a mapping or sheet it cannot read, saying why in the request language', () => {
    const rows = [['MPN', 'Qty', 'Ref'], ['LM358DR', '2', 'U1, U2']];

    it('refuses a column past the last one', () => {
      expect(refusal(() => bomRows(sheet(rows), { header_row: 1, part_number_column: 0, quantity_column: 1, manufacturer_column: 3 }))).toBe(
        'manufacturer_column: Column D is not in the sheet: its last column is C',
      );
      expect(refusal(() => bomRows(sheet(rows), { header_row: 1, part_number_column: 7, quantity_column: 1 }), 'zh')).toBe('part_number_column: 第 H 列不在该工作表中：最后一列是 C');
    });

    it('refuses one column chosen for two fields', () => {
      expect(refusal(() => bomRows(sheet(rows), { header_row: 1, part_number_column: 0, quantity_column: 1, value_column: 0 }), 'de')).toBe(
        'value_column: Spalte A ist bereits einem anderen Feld zugeordnet: Wählen Sie für jedes Feld eine eigene Spalte',
      );
    });

    it('refuses a mapping with neither a quantity nor a designator column', () => {
      expect(refusal(() => bomRows(sheet(rows), { header_row: 1, part_number_column: 0 }), 'fr')).toBe(
        'quantity_column: Choisissez la colonne des quantités ou celle des repères : chaque ligne en tire sa quantité',
      );
    });

    it('refuses a sheet with no line left', () => {
      expect(refusal(() => bomRows(sheet([['MPN', 'Qty'], ['', '1'], ['LM358DR', 'n/a']]), { header_row: 1, part_number_column: 0, quantity_column: 1 }), 'jp')).toBe(
        'file: 取り込める行がありません。見出し行より下の行はすべて空か、型番または数量がありません',
      );
      expect(refusal(() => bomRows(sheet(rows), { header_row: 2, part_number_column: 0, quantity_column: 1 }))).toMatch(/^file: No line to import/);
    });

    it('refuses more than 5,000 lines, and reads 5,000', () => {
      const many = (count: number) => sheet([['MPN', 'Qty'], ...Array.from({ length: count }, (_unused, index) => [`PN-${index}`, '1'])]);
      expect(refusal(() => bomRows(many(5001), { header_row: 1, part_number_column: 0, quantity_column: 1 }), 'ru')).toBe(
        'file: В спецификации 5001 строк: можно загрузить не более 5000; разделите её на несколько спецификаций',
      );
      expect(bomRows(many(5000), { header_row: 1, part_number_column: 0, quantity_column: 1 }).lines).toHaveLength(5000);
    });
  });
});

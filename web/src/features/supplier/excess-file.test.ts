import type { UploadExcelSheet } from '@chipmart/generated/internal/model/index';
import { describe, expect, it } from 'vitest';
import { removedRows, rowFieldOf, sendsWholeFile, sheetRowCounts, wholeFileBody } from './excess-file.ts';
import { guessColumns, linesFromSheet } from './excess-lines.ts';

/** A sheet with a title row above its header: 400 rows with content, the preview showing the first five. */
const sheet: UploadExcelSheet = {
  sheet_index: 1,
  sheet_name: 'Excess',
  row_count: 400,
  column_count: 3,
  header_row: 2,
  mapping_source: 'titles',
  columns: [
    { index: 0, letter: 'A', title: 'Part Number', suggested_field: 'part_number' },
    { index: 1, letter: 'B', title: 'Qty', suggested_field: 'quantity' },
    { index: 2, letter: 'C', title: 'Price', suggested_field: 'target_price' },
  ],
  rows: [
    { row_number: 1, cells: ['Hengxin excess, November', '', ''] },
    { row_number: 2, cells: ['Part Number', 'Qty', 'Price'] },
    { row_number: 3, cells: ['STM32F103C8T6', '2,400', '$1.85'] },
    { row_number: 4, cells: ['LM358DR', '500', ''] },
    { row_number: 6, cells: ['GRM188R71H104KA93D', '120000', '0.004'] },
  ],
};
const columns = guessColumns(sheet);
const contact = { company_name: 'Hengxin Electronics', contact_name: 'Chen Wei', email: 'sales@hx-components.com', telephone: '+86 755 8327 6610' };

describe('an excess list sent as its whole spreadsheet', () => {
  it('counts the rows below the header that are shown and that the sheet has', () => {
    expect(sendsWholeFile(sheet)).toBe(true);
    expect(sheetRowCounts(sheet)).toEqual({ shown: 3, total: 398 });
    expect(sendsWholeFile({ ...sheet, row_count: 5 })).toBe(false);
  });

  it('sends the map, the rows removed on the page, and every row shown as the supplier left it', () => {
    const lines = linesFromSheet(sheet, columns).filter((line) => line.rowNumber !== 4);
    lines[0] = { ...lines[0]!, quantity: '3 000' };
    expect(removedRows(sheet, columns, lines)).toEqual([4]);
    const file = new File(['…'], 'excess.xlsx');
    expect(wholeFileBody(file, sheet, columns, lines, 'EUR', contact)).toEqual({
      file,
      sheet_index: 1,
      header_row: 2,
      part_number_column: 0,
      quantity_column: 1,
      price_column: 2,
      currency: 'EUR',
      removed_rows: [4],
      edited_rows: [
        { row_number: 3, part_number: 'STM32F103C8T6', manufacturer: '', quantity: 3000, date_code: '', price: 1.85 },
        { row_number: 6, part_number: 'GRM188R71H104KA93D', manufacturer: '', quantity: 120000, date_code: '', price: 0.004 },
      ],
      ...contact,
    });
    expect(wholeFileBody(file, sheet, { ...columns, quantity: undefined }, lines, 'EUR', contact)).toBeUndefined();
  });

  it("reads the server's row fields", () => {
    expect(rowFieldOf('rows.312.quantity')).toEqual({ row: 312, field: 'quantity' });
    expect(rowFieldOf('lines.3.quantity')).toBeUndefined();
  });
});

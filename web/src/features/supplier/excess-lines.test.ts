import type { UploadExcelSheet } from '@chipmart/generated/internal/model/index';
import { describe, expect, it } from 'vitest';
import { excessLines, guessColumns, lineFieldOf, lineProblems, linesFromSheet, listProblem, readPrice, rowsLeftOut } from './excess-lines.ts';

const sheet: UploadExcelSheet = {
  sheet_index: 0,
  sheet_name: 'excess-list',
  row_count: 5,
  column_count: 5,
  header_row: 1,
  mapping_source: 'titles',
  columns: [
    { index: 0, letter: 'A', title: 'Part Number', suggested_field: 'part_number' },
    { index: 1, letter: 'B', title: 'Manufacturer', suggested_field: 'manufacturer' },
    { index: 2, letter: 'C', title: 'Qty', suggested_field: 'quantity' },
    { index: 3, letter: 'D', title: 'Date Code', suggested_field: null },
    { index: 4, letter: 'E', title: 'Price', suggested_field: 'target_price' },
  ],
  rows: [
    { row_number: 1, cells: ['Part Number', 'Manufacturer', 'Qty', 'Date Code', 'Price'] },
    { row_number: 2, cells: ['STM32F103C8T6', 'STMicroelectronics', '2,400', '2324', '$1.85'] },
    { row_number: 4, cells: ['GRM188R71H104KA93D', 'Murata', '120000', '2401', ''] },
    { row_number: 5, cells: ['LM358DR', 'Texas Instruments', 'lots', '', 'ask'] },
  ],
};

describe('an excess list read from a spreadsheet', () => {
  it('takes the columns the server recognised, the date code by its title, and the rows under the header', () => {
    const columns = guessColumns(sheet);
    expect(columns).toEqual({ part_number: 0, manufacturer: 1, quantity: 2, date_code: 3, price: 4 });
    const lines = linesFromSheet(sheet, columns);
    expect(lines.map((line) => [line.rowNumber, line.part_number, line.date_code])).toEqual([
      [2, 'STM32F103C8T6', '2324'],
      [4, 'GRM188R71H104KA93D', '2401'],
      [5, 'LM358DR', ''],
    ]);
  });

  it('says per row what is wrong: a quantity that is no number, a price that is no price', () => {
    const [first, , third] = linesFromSheet(sheet, guessColumns(sheet));
    expect(lineProblems(first!)).toEqual({});
    expect(Object.keys(lineProblems(third!))).toEqual(['quantity', 'price']);
  });

  it('sends prices with the list currency and lines without a price with none', () => {
    const lines = linesFromSheet(sheet, guessColumns(sheet)).slice(0, 2);
    expect(excessLines(lines, 'EUR')).toEqual([
      { part_number: 'STM32F103C8T6', manufacturer: 'STMicroelectronics', quantity: 2400, date_code: '2324', price: 1.85, currency: 'EUR' },
      { part_number: 'GRM188R71H104KA93D', manufacturer: 'Murata', quantity: 120000, date_code: '2401', price: null, currency: null },
    ]);
    expect(readPrice('0,55')).toBe(0.55);
  });

  it('leaves out a column mapped to nothing, and says when rows were left out of the preview or none are left', () => {
    const lines = linesFromSheet(sheet, { ...guessColumns(sheet), date_code: undefined });
    expect(lines.every((line) => line.date_code === '')).toBe(true);
    expect(rowsLeftOut({ ...sheet, row_count: 120 })).toBe(116);
    expect(listProblem([])).toContain('No rows');
  });

  it('puts a server problem on a line’s currency at its price', () => {
    expect(lineFieldOf('lines.3.currency')).toEqual({ index: 3, field: 'price' });
    expect(lineFieldOf('lines.0.quantity')).toEqual({ index: 0, field: 'quantity' });
    expect(lineFieldOf('email')).toBeUndefined();
  });
});

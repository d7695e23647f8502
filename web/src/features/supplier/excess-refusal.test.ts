import { ApiError } from '@chipmart/client';
import { describe, expect, it } from 'vitest';
import type { ExcessLineDraft } from './excess-lines.ts';
import { placeRefusal } from './excess-refusal.ts';

const line = (key: number, rowNumber: number): ExcessLineDraft => ({ key, rowNumber, part_number: 'LM358DR', manufacturer: '', quantity: '500', date_code: '', price: '' });
const shown = [line(11, 2), line(12, 3)];

describe("the server's refusal of an excess list", () => {
  it('puts a whole file’s row problems at the rows shown, lists the others, and says the rest in words', () => {
    const error = new ApiError(4220, 'rows.3.price: bad', 422, [
      { field: 'rows.3.price', message: 'Enter a price from 0 to 1000000' },
      { field: 'rows.240.part_number', message: 'A line needs a part number' },
      { field: 'telephone', message: 'Enter a telephone number' },
      { field: 'currency', message: 'This currency is not offered' },
    ]);
    expect(placeRefusal(error, shown)).toEqual({
      contact: { telephone: 'Enter a telephone number' },
      lines: { 12: { price: 'Enter a price from 0 to 1000000' } },
      rowsNotShown: [{ row: 240, field: 'part_number', problem: 'A line needs a part number' }],
      message: 'This currency is not offered',
    });
  });

  it('puts a list of lines’ problems at the line sent at that index', () => {
    const error = new ApiError(4220, 'lines.1.currency: bad', 422, [{ field: 'lines.1.currency', message: 'This currency is not offered' }]);
    expect(placeRefusal(error, shown)).toEqual({ contact: {}, lines: { 12: { price: 'This currency is not offered' } }, rowsNotShown: [], message: undefined });
  });
});

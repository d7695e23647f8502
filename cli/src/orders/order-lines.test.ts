import { describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.ts';
import { decodeText } from './decode-text.ts';
import { linesFromCsv } from './lines-from-csv.ts';
import { arrayItemLines, linesFromJson } from './lines-from-json.ts';
import { linesFromOptions } from './lines-from-options.ts';
import { checkOrderLines } from './order-line.ts';

function refusal(run: () => unknown): CliError {
  try {
    run();
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('order lines from --sku/--num', () => {
  it('pairs the values by position', () => {
    expect(checkOrderLines(linesFromOptions(['880142', '991207'], ['100', '8000']), 'The command line')).toEqual([
      { skuId: 880142, num: 100 },
      { skuId: 991207, num: 8000 },
    ]);
  });

  it('refuses unequal counts as a usage error', () => {
    const error = refusal(() => linesFromOptions(['880142', '991207'], ['100']));
    expect(error.exitCode).toBe(2);
    expect(error.message).toBe('Got 2 --sku and 1 --num: give one --num after each --sku.');
  });

  it('names a bad quantity by its --sku', () => {
    expect(refusal(() => checkOrderLines(linesFromOptions(['880142'], ['0']), 'The command line')).message).toMatch(/^The command line has lines that cannot be ordered:\n {2}--sku 880142: num: /);
  });
});

describe('order lines from CSV', () => {
  it('reads a header in either order, semicolons and a byte-order mark', () => {
    const lines = linesFromCsv('\uFEFFnum;skuId\r\n100;880142\r\n8000;991207\r\n', 'lines.csv');
    expect(checkOrderLines(lines, 'lines.csv')).toEqual([
      { skuId: 880142, num: 100 },
      { skuId: 991207, num: 8000 },
    ]);
  });

  it('reads rows without a header as skuId,num', () => {
    expect(checkOrderLines(linesFromCsv('880142,100\n\n991207,8000\n', 'lines.csv'), 'lines.csv')).toHaveLength(2);
  });

  it('names every bad row by its line in the file, blank lines counted', () => {
    const lines = linesFromCsv('skuId,num\n880142,100\n\n991207,ten\n,5\n880142,1.5\n', 'lines.csv');
    const error = refusal(() => checkOrderLines(lines, 'lines.csv'));
    expect(error.exitCode).toBe(2);
    const problems = error.message.split('\n').slice(1).map((line) => line.trim().split(':').slice(0, 2).join(':'));
    expect(problems).toEqual(['lines.csv line 4: num', 'lines.csv line 5: skuId', 'lines.csv line 6: num']);
  });

  it('refuses a skuId listed twice, naming both lines', () => {
    const error = refusal(() => checkOrderLines(linesFromCsv('880142,100\n880142,50\n', 'lines.csv'), 'lines.csv'));
    expect(error.message).toContain('lines.csv line 2: skuId 880142 is already ordered on lines.csv line 1');
  });

  it('refuses a header without a num column', () => {
    expect(refusal(() => linesFromCsv('skuId,price\n880142,2\n', 'lines.csv')).message).toBe('lines.csv line 1: the header needs a skuId and a num column.');
  });

  it('refuses a file with no lines', () => {
    expect(refusal(() => checkOrderLines(linesFromCsv('skuId,num\n', 'lines.csv'), 'lines.csv')).message).toBe('lines.csv has no order lines.');
  });
});

describe('order lines from JSON', () => {
  it('reads an array of {skuId, num}', () => {
    expect(checkOrderLines(linesFromJson('[{"skuId": 880142, "num": 100}]', 'lines.json'), 'lines.json')).toEqual([{ skuId: 880142, num: 100 }]);
  });

  it('names a bad item by the line it starts on', () => {
    const text = '[\n  {"skuId": 880142, "num": 100},\n  {\n    "skuId": 991207,\n    "num": -4\n  },\n  "880142"\n]\n';
    const error = refusal(() => checkOrderLines(linesFromJson(text, 'lines.json'), 'lines.json'));
    expect(error.message).toContain('lines.json line 3: num:');
    expect(error.message).toContain('lines.json line 7:');
  });

  it('refuses JSON that is not an array, or not JSON', () => {
    expect(refusal(() => linesFromJson('{"skuId": 1}', 'lines.json')).message).toContain('must hold a JSON array');
    expect(refusal(() => linesFromJson('[{"skuId": 1,}]', 'lines.json')).message).toMatch(/^lines\.json is not valid JSON: /);
  });

  it('finds item lines past strings holding brackets and commas', () => {
    expect(arrayItemLines('[\n{"a": "[,]"},\n\n{"b": "\\"]"}, 3\n]')).toEqual([2, 4, 4]);
  });
});

describe('order file text', () => {
  it('is UTF-8 when it decodes as UTF-8', () => {
    expect(decodeText(Buffer.from('skuId,num,备注\n', 'utf8'))).toBe('skuId,num,备注\n');
  });

  it('is GB18030 otherwise, as a Chinese-locale spreadsheet saves it', () => {
    // "备注" (remark) in GB18030.
    expect(decodeText(Buffer.from([...Buffer.from('skuId,num,'), 0xb1, 0xb8, 0xd7, 0xa2]))).toBe('skuId,num,备注');
  });
});

import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../platform/i18n/locales.ts';
import { previewSpreadsheet, readSpreadsheet } from '../../uploads/index.ts';
import { bomRows, MAPPED_FIELDS } from './bom-rows.ts';
import { bomTemplate, TEMPLATE_MAPPING, TEMPLATE_TITLES } from './bom-template.ts';

describe('the BOM template', () => {
  describe.each(['xlsx', 'csv'] as const)('as %s', (fileType) => {
    it.each(LOCALES)('in %s maps itself when uploaded again, its three sample lines read, one of them DNP', async (locale) => {
      const file = await bomTemplate(locale, fileType);
      const upload = { fileName: file.file_name, bytes: file.bytes };
      const preview = await previewSpreadsheet(upload, 10);
      const [sheet] = preview.sheets;
      expect(preview.file_type).toBe(fileType);
      expect(sheet!.header_row).toBe(1);
      expect(sheet!.columns.map((column) => [column.title, column.suggested_field])).toEqual(MAPPED_FIELDS.map((field) => [TEMPLATE_TITLES[locale][field], field]));
      const { sheets } = await readSpreadsheet(upload);
      const { lines, skipped } = bomRows(sheets[0]!, TEMPLATE_MAPPING);
      expect(skipped).toBe(0);
      expect(lines.map((line) => [line.part_number, line.manufacturer, line.quantity, line.value, line.package, line.designator_count, line.dnp, line.target_price])).toEqual([
        ['STM32F103C8T6', 'STMicroelectronics', 1, '', 'LQFP-48', 1, false, 2.1],
        ['GRM155R71C104KA88D', 'Murata', 12, '100nF', '0402', 12, false, 0.004],
        ['RC0402FR-0710KL', 'YAGEO', 2, '10k', '0402', 2, true, null],
      ]);
    });
  });

  it('names the file and its type as the contract lists them', async () => {
    const xlsx = await bomTemplate('en', 'xlsx');
    expect([xlsx.file_name, xlsx.content_type]).toEqual(['chipmart-bom-template.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    const csv = await bomTemplate('de', 'csv');
    expect([csv.file_name, csv.content_type]).toEqual(['chipmart-bom-template.csv', 'text/csv']);
  });

  it('writes the CSV in UTF-8 with a byte order mark, so Excel shows Chinese titles, quoting fields that hold commas', async () => {
    const { bytes } = await bomTemplate('zh', 'csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe('型号,品牌,数量,标称值,描述,封装,位号,不贴,目标价');
    expect(text).toContain('RC0402FR-0710KL,YAGEO,2,10k,Resistor 10k 1% 1/16W,0402,"R7, R8",DNP,\r\n');
  });
});

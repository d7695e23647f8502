import type { components } from '@chipmart/generated/internal/types';
import type { LocaleCode } from '../../../platform/i18n/locales.ts';
import { MAPPED_FIELDS, type BomColumnMapping, type MappedField } from './bom-rows.ts';
import { CONTENT_TYPES, sheetFileBytes, type BomFileType, type FileCell } from './sheet-file.ts';

type BomFile = components['schemas']['BomFile'];

/** A file ready to send: the contract's BomFile with its bytes not yet Base64-encoded. */
export type BomFileBytes = Omit<BomFile, 'content_base64'> & { bytes: Uint8Array };

/**
 * The template's column titles, in the order of MAPPED_FIELDS. Each is a
 * title uploads/column-titles.ts recognises (a test reads the template back
 * in every language), so a filled-in template maps itself.
 */
export const TEMPLATE_TITLES: Record<LocaleCode, Record<MappedField, string>> = {
  en: { part_number: 'Part Number', manufacturer: 'Manufacturer', quantity: 'Quantity', value: 'Value', description: 'Description', package: 'Package', reference_designators: 'Reference Designators', dnp: 'DNP', target_price: 'Target Price' },
  zh: { part_number: '型号', manufacturer: '品牌', quantity: '数量', value: '标称值', description: '描述', package: '封装', reference_designators: '位号', dnp: '不贴', target_price: '目标价' },
  de: { part_number: 'Teilenummer', manufacturer: 'Hersteller', quantity: 'Menge', value: 'Wert', description: 'Beschreibung', package: 'Gehäuse', reference_designators: 'Bestückungsposition', dnp: 'Nicht bestücken', target_price: 'Zielpreis' },
  fr: { part_number: 'Référence', manufacturer: 'Fabricant', quantity: 'Quantité', value: 'Valeur', description: 'Description', package: 'Boîtier', reference_designators: 'Repères', dnp: 'Non monté', target_price: 'Prix cible' },
  jp: { part_number: '型番', manufacturer: 'メーカー', quantity: '数量', value: '定数', description: '説明', package: 'パッケージ', reference_designators: '部品記号', dnp: '未実装', target_price: '目標価格' },
  ru: { part_number: 'Номер детали', manufacturer: 'Производитель', quantity: 'Количество', value: 'Номинал', description: 'Описание', package: 'Корпус', reference_designators: 'Позиционное обозначение', dnp: 'Не устанавливать', target_price: 'Целевая цена' },
  ko: { part_number: '부품번호', manufacturer: '제조사', quantity: '수량', value: '값', description: '설명', package: '패키지', reference_designators: '참조 번호', dnp: '미실장', target_price: '목표가' },
};

/** How the template's own columns map: column n holds MAPPED_FIELDS[n], the header on row 1. */
export const TEMPLATE_MAPPING: BomColumnMapping = {
  header_row: 1,
  part_number_column: MAPPED_FIELDS.indexOf('part_number'),
  ...Object.fromEntries(MAPPED_FIELDS.map((field, index) => [`${field}_column`, index])),
};

/** Three lines as a buyer would fill them in: a part with a target price, designators as a range, a DNP line. */
const SAMPLE_ROWS: Array<Record<MappedField, FileCell>> = [
  { part_number: 'STM32F103C8T6', manufacturer: 'STMicroelectronics', quantity: 1, value: '', description: 'MCU ARM Cortex-M3 64KB Flash', package: 'LQFP-48', reference_designators: 'U1', dnp: '', target_price: 2.1 },
  { part_number: 'GRM155R71C104KA88D', manufacturer: 'Murata', quantity: 12, value: '100nF', description: 'MLCC 100nF 16V X7R', package: '0402', reference_designators: 'C1-C12', dnp: '', target_price: 0.004 },
  { part_number: 'RC0402FR-0710KL', manufacturer: 'YAGEO', quantity: 2, value: '10k', description: 'Resistor 10k 1% 1/16W', package: '0402', reference_designators: 'R7, R8', dnp: 'DNP', target_price: null },
];

/** The BOM template in the request language: titles, three sample lines. */
export async function bomTemplate(locale: LocaleCode, fileType: BomFileType): Promise<BomFileBytes> {
  const titles = TEMPLATE_TITLES[locale];
  const rows: FileCell[][] = [MAPPED_FIELDS.map((field) => titles[field]), ...SAMPLE_ROWS.map((row) => MAPPED_FIELDS.map((field) => row[field]))];
  return {
    file_name: `chipmart-bom-template.${fileType}`,
    content_type: CONTENT_TYPES[fileType],
    bytes: await sheetFileBytes(rows, fileType, { sheetName: 'BOM', boldRows: [0] }),
  };
}

import type { components } from '@chipmart/generated/internal/types';

export type SuggestedField = NonNullable<components['schemas']['UploadExcelColumn']['suggested_field']>;

/**
 * Column titles people give each field, in the shop's seven languages (and
 * the usual English abbreviations), compared lower-cased without spaces,
 * dots, underscores or hyphens. The first field whose title a cell starts
 * with wins, so "Target Price (USD)" is a target price, "Qty/Board" a quantity.
 */
const TITLES: Array<[SuggestedField, string[]]> = [
  ['part_number', ['partnumber', 'partno', 'pn', 'mpn', 'mfrpn', 'mfrpartnumber', 'manufacturerpartnumber', 'model', 'partnum', 'part', '型号', '料号', '物料型号', '规格型号', '器件型号', 'teilenummer', 'artikelnummer', 'herstellerteilenummer', 'référence', 'numérodepièce', '型番', '品番', '部品番号', 'номердетали', 'партномер', 'артикул', 'модель', '부품번호', '품번', '모델']],
  ['manufacturer', ['manufacturer', 'mfr', 'mfg', 'brand', 'vendor', 'maker', '品牌', '厂家', '制造商', '厂商', 'hersteller', 'marke', 'fabricant', 'marque', 'メーカー', '製造元', 'ブランド', 'производитель', 'бренд', '제조사', '브랜드']],
  ['quantity', ['quantity', 'qty', 'amount', 'count', 'pcs', '数量', '用量', '需求数量', 'menge', 'anzahl', 'stückzahl', 'quantité', 'qté', '数', '個数', 'количество', 'колво', '수량']],
  ['target_price', ['targetprice', 'price', 'unitprice', 'cost', '目标价', '单价', '价格', 'zielpreis', 'preis', 'stückpreis', 'prixcible', 'prix', 'prixunitaire', '目標価格', '単価', '価格', 'целеваяцена', 'цена', '목표가', '단가', '가격']],
  ['description', ['description', 'desc', 'comment', '描述', '说明', '备注', 'beschreibung', 'bezeichnung', 'désignation', '説明', '品名', 'описание', 'наименование', '설명', '품명']],
  ['package', ['package', 'footprint', 'case', 'pkg', '封装', 'gehäuse', 'bauform', 'boîtier', 'パッケージ', 'корпус', '패키지']],
  ['reference_designators', ['refdes', 'reference', 'designator', 'designators', 'references', 'ref', 'position', '位号', '标号', 'bestückungsposition', 'repère', 'repères', 'リファレンス', '部品記号', 'позиционноеобозначение', 'позиция', '위치', '참조']],
];

const normalize = (text: string) => text.toLowerCase().replace(/[\s._\-:：/()（）#]/g, '');

/** The field a header cell names, or null. Exact names win over a name the cell merely starts with. */
export function suggestedFieldOf(title: string): SuggestedField | null {
  const text = normalize(title);
  if (text === '') return null;
  for (const [field, names] of TITLES) if (names.includes(text)) return field;
  for (const [field, names] of TITLES) if (names.some((name) => name.length >= 2 && text.startsWith(name))) return field;
  return null;
}

import type { components } from '@chipmart/generated/internal/types';

export type SuggestedField = NonNullable<components['schemas']['UploadExcelColumn']['suggested_field']>;

/**
 * Column titles people give each field, in the shop's seven languages (and
 * the usual English abbreviations), compared lower-cased without spaces,
 * dots, underscores or hyphens, "#" read as "no". The first field whose
 * title a cell starts with wins, so "Target Price (USD)" is a target price,
 * "Qty/Board" a quantity, "Manufacturer Part Number 1" (Altium) a part
 * number before it is a manufacturer.
 *
 * Titles of the usual exports: KiCad (Reference, Value, Footprint, Qty, DNP,
 * MPN / Manufacturer_Part_Number), Altium (Comment, Designator, Footprint,
 * Quantity, Manufacturer 1, Manufacturer Part Number 1), Eagle (Part, Value,
 * Package, Description, MF, MPN), JLCPCB (Comment, Designator, Footprint),
 * Mouser and DigiKey (Mfr. Part #, Mfr. No, Mfr., Order Qty.).
 *
 * Left without a field on purpose: "LCSC Part #", "Digi-Key Part Number",
 * "Mouser No" (a distributor's own code, not the manufacturer's part
 * number), Datasheet, LibRef / LibPart / Device (a library symbol name),
 * "Customer Reference" (whatever the buyer typed: often their own part
 * number), and "Fitted" / "Populate" / "贴片" columns, which mark the
 * opposite of do-not-place: read as DNP they would turn every fitted part
 * into an unordered one.
 */
const TITLES: Array<[SuggestedField, string[]]> = [
  ['part_number', ['partnumber', 'partno', 'pn', 'mpn', 'mfrpn', 'mfrpartnumber', 'mfrpartno', 'mfrpart', 'mfrno', 'mfgpn', 'mfgpart', 'mfgpartnumber', 'mfgpartno', 'manufacturerpart', 'manufacturerpartnumber', 'manufacturerpartno', 'manufacturerpn', 'model', 'partnum', 'part', '型号', '料号', '物料型号', '规格型号', '器件型号', 'teilenummer', 'artikelnummer', 'herstellerteilenummer', 'référence', 'numérodepièce', '型番', '品番', '部品番号', 'номердетали', 'партномер', 'артикул', 'модель', '부품번호', '품번', '모델']],
  ['manufacturer', ['manufacturer', 'mfr', 'mfg', 'mf', 'brand', 'vendor', 'maker', '品牌', '厂家', '制造商', '厂商', 'hersteller', 'marke', 'fabricant', 'marque', 'メーカー', '製造元', 'ブランド', 'производитель', 'бренд', '제조사', '브랜드']],
  ['quantity', ['quantity', 'qty', 'orderqty', 'amount', 'count', 'pcs', '数量', '用量', '需求数量', 'menge', 'anzahl', 'stückzahl', 'quantité', 'qté', '数', '個数', 'количество', 'колво', '수량']],
  ['target_price', ['targetprice', 'price', 'unitprice', 'cost', '目标价', '单价', '价格', 'zielpreis', 'preis', 'stückpreis', 'prixcible', 'prix', 'prixunitaire', '目標価格', '単価', '価格', 'целеваяцена', 'цена', '목표가', '단가', '가격']],
  // Altium and JLCPCB call the value "Comment".
  ['value', ['value', 'comment', '值', '标称值', '参数值', '阻值', '容值', 'wert', 'valeur', '定数', '値', 'номинал', 'значение', '값', '정격']],
  ['description', ['description', 'desc', '描述', '说明', '备注', 'beschreibung', 'bezeichnung', 'désignation', '説明', '品名', 'описание', 'наименование', '설명', '품명']],
  ['package', ['package', 'footprint', 'case', 'pkg', '封装', 'gehäuse', 'bauform', 'boîtier', 'パッケージ', 'корпус', '패키지']],
  ['reference_designators', ['refdes', 'reference', 'designator', 'designators', 'references', 'ref', 'position', '位号', '标号', 'bestückungsposition', 'repère', 'repères', 'リファレンス', '部品記号', 'позиционноеобозначение', 'позиция', '위치', '참조']],
  ['dnp', ['dnp', 'dnf', 'dni', 'donotpopulate', 'donotplace', 'donotfit', 'donotmount', 'notfitted', 'notpopulated', 'notplaced', '不贴', '不贴片', '不焊', '不焊接', '不安装', 'nichtbestücken', 'nichtbestückt', 'nepasmonter', 'nonmonté', 'nepaspeupler', '未実装', '実装しない', 'неустанавливать', 'неустанавливается', 'неуст', '미실장', '실장안함']],
];

const normalize = (text: string) => text.toLowerCase().replace(/#/g, 'no').replace(/[\s._\-:：/()（）]/g, '');

/** The field a header cell names, or null. Exact names win over a name the cell merely starts with. */
export function suggestedFieldOf(title: string): SuggestedField | null {
  const text = normalize(title);
  if (text === '') return null;
  for (const [field, names] of TITLES) if (names.includes(text)) return field;
  for (const [field, names] of TITLES) if (names.some((name) => name.length >= 2 && text.startsWith(name))) return field;
  return null;
}

/**
 * A bare "Part" (or "Parts") column: a part number in a home-made list, but
 * in Eagle's export the reference designators (R1, C3), next to an MPN
 * column. It yields the part number to any other column naming it.
 */
const isBarePart = (title: string) => /^parts?$/.test(normalize(title));

/**
 * The field of each column of a header row, one column per field: the first
 * column naming a field takes it, except that a bare "Part" column yields it
 * to a more specific one (MPN, Manufacturer Part Number) and is then taken
 * as Eagle's designator column when no other column names designators.
 */
export function suggestedFieldsOf(titles: readonly string[]): Array<SuggestedField | null> {
  const guesses = titles.map(suggestedFieldOf);
  const specificPartNumber = guesses.some((field, index) => field === 'part_number' && !isBarePart(titles[index]!));
  const ranked = guesses.map((field, index) => (field === 'part_number' && specificPartNumber && isBarePart(titles[index]!) ? null : field));
  const taken = new Set<SuggestedField>();
  const fields = ranked.map((field) => {
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
  if (!taken.has('reference_designators')) {
    const eaglePart = titles.findIndex((title, index) => guesses[index] === 'part_number' && ranked[index] === null && isBarePart(title));
    if (eaglePart >= 0) fields[eaglePart] = 'reference_designators';
  }
  return fields;
}

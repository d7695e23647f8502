import type { components } from '@chipmart/generated/internal/types';
import type { LocaleCode } from '../../../platform/i18n/locales.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { MAPPED_FIELDS, type BomColumnMapping, type ColumnField } from './bom-rows.ts';
import { TEMPLATE_MAPPING, TEMPLATE_TITLES } from './bom-template.ts';
import { doubtLabels, exportColumnLabels, matchLabels } from './export-labels.ts';
import { sheetFileBytes, type BomFileType, type FileCell } from './sheet-file.ts';

type BomLine = components['schemas']['BomLine'];
type GoodsCard = components['schemas']['GoodsCard'];
type SkuOffer = components['schemas']['SkuOffer'];

/** What the export needs of a BOM line: its match as the BOM page shows it, and its row as uploaded. */
export interface BomExportLine extends Pick<BomLine, 'source' | 'match_state' | 'match_mode' | 'match_kind' | 'doubts' | 'needs_confirmation' | 'order_qty' | 'unit_price' | 'subtotal_price'> {
  goods: Pick<GoodsCard, 'part_number' | 'brand_name'> | null;
  sku: Pick<SkuOffer, 'supplier_name' | 'stock' | 'lead_time_days'> | null;
  /** The row's cells as uploaded; null for a line added by hand. */
  cells: readonly string[] | null;
}

export interface BomExportInput {
  locale: LocaleCode;
  /** The currency of the lines' prices, named in the price columns' titles. */
  currencyCode: BomLine['currency_code'];
  /** The uploaded header row; empty for a BOM that was not uploaded (the template's titles are used). */
  header: readonly string[];
  /** Which uploaded column holds each field, to put a line added by hand under the right titles. */
  mapping: Omit<BomColumnMapping, 'header_row'>;
  lines: readonly BomExportLine[];
}

/**
 * A BOM as a spreadsheet: each line's uploaded row as it was (a line added
 * by hand: its fields under the mapped columns), then how it matched, why
 * it is doubtful, the part, supplier, order quantity and prices, and a total
 * row. Ignored and DNP lines, and suggestions awaiting the buyer's
 * confirmation, carry no order quantity or prices and stay out of the total
 * (the BomLine contract). Text that could run as a formula is written behind
 * an apostrophe (sheet-file.ts). One pass over the lines: a 5,000-line BOM
 * is written in well under a second.
 */
export async function bomExport(input: BomExportInput, fileType: BomFileType): Promise<Uint8Array> {
  const uploaded = input.header.length > 0;
  const header = uploaded ? input.header : MAPPED_FIELDS.map((field) => TEMPLATE_TITLES[input.locale][field]);
  const mapping = uploaded ? input.mapping : TEMPLATE_MAPPING;
  let width = header.length;
  for (const line of input.lines) width = Math.max(width, line.cells?.length ?? 0);

  const label = (message: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(input.locale, message, params);
  const currency = { currency: input.currencyCode };
  const rows: FileCell[][] = [
    [
      ...padded(header, width),
      label(exportColumnLabels.match),
      label(exportColumnLabels.reason),
      label(exportColumnLabels.part),
      label(exportColumnLabels.manufacturer),
      label(exportColumnLabels.supplier),
      label(exportColumnLabels.orderQty),
      label(exportColumnLabels.unitPrice, currency),
      label(exportColumnLabels.subtotal, currency),
      label(exportColumnLabels.stock),
      label(exportColumnLabels.leadTime),
    ],
  ];
  let totalCents = 0;
  for (const line of input.lines) {
    const priced = isPriced(line);
    if (priced) totalCents += Math.round(line.subtotal_price! * 100);
    rows.push([
      ...(line.cells ? padded(line.cells, width) : handAddedCells(line.source, mapping, width)),
      label(matchLabels[matchOf(line)]),
      line.doubts.map((doubt) => label(doubtLabels[doubt])).join('; '),
      line.goods?.part_number ?? null,
      line.goods?.brand_name ?? null,
      line.sku?.supplier_name ?? null,
      priced ? line.order_qty : null,
      priced && line.unit_price !== null ? { money: line.unit_price, decimals: 5 } : null,
      priced ? { money: line.subtotal_price!, decimals: 2 } : null,
      line.sku?.stock ?? null,
      line.sku?.lead_time_days ?? null,
    ]);
  }
  const totalRow: FileCell[] = [...Array<null>(width + 6).fill(null), label(exportColumnLabels.total), { money: totalCents / 100, decimals: 2 }, null, null];
  rows.push(totalRow);
  return sheetFileBytes(rows, fileType, { sheetName: 'BOM', boldRows: [0, rows.length - 1] });
}

/** Whether the line is ordered at a price: matched on, placed, confirmed, with an offer. */
function isPriced(line: BomExportLine): boolean {
  return line.match_mode !== 0 && !line.source.dnp && !line.needs_confirmation && line.subtotal_price !== null;
}

function matchOf(line: BomExportLine): keyof typeof matchLabels {
  if (line.source.dnp) return 'dnp';
  if (line.match_mode === 0) return 'ignored';
  if (line.needs_confirmation) return 'toConfirm';
  if (line.match_kind === 'none' || line.match_state === 0) return 'unmatched';
  if (line.match_state === 3) return 'noStock';
  return line.match_mode === 2 ? 'chosen' : 'exact';
}

const padded = (cells: readonly string[], width: number): FileCell[] => Array.from({ length: width }, (_unused, index) => cells[index] ?? '');

/** A line typed in by hand, its fields under the columns the upload mapped them to. */
function handAddedCells(source: BomLine['source'], mapping: Omit<BomColumnMapping, 'header_row'>, width: number): FileCell[] {
  const cells: FileCell[] = Array<FileCell>(width).fill('');
  for (const field of MAPPED_FIELDS) {
    const at = mapping[`${field}_column` as ColumnField];
    if (at === undefined || at >= width) continue;
    cells[at] = field === 'dnp' ? (source.dnp ? 'DNP' : '') : field === 'quantity' ? source.quantity : (source[field] ?? '');
  }
  return cells;
}

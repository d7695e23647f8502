import type { CatalogGoodsDetail, CatalogLifecycleStatus, CatalogRohsStatus } from '@chipmart/generated/internal/model/index';
import type { ReactNode } from 'react';
import { m } from '$paraglide/messages.js';
import { cardUnitPrice, formatPieces } from '@/shared/goods/goods-figures.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { alignParameters, valuesDiffer } from './compare-table.ts';

/** One row of the compare table: a label and one cell per part (undefined while that part loads or failed). */
export interface CompareRow {
  key: string;
  label: string;
  cells: (ReactNode | undefined)[];
  /** The loaded parts do not all have the same value. */
  differs: boolean;
}

interface RowSpec {
  key: string;
  label: () => string;
  /** The value as compared (and shown, unless `render` is given). */
  text: (detail: CatalogGoodsDetail) => string | undefined;
  render?: (detail: CatalogGoodsDetail) => ReactNode;
  /** Values that always differ between parts (a datasheet link) are not marked. */
  compared?: boolean;
}

const lifecycleLabels: Record<CatalogLifecycleStatus, () => string> = {
  active: m.compare_lifecycleActive,
  nrnd: m.compare_lifecycleNrnd,
  last_time_buy: m.compare_lifecycleLastTimeBuy,
  obsolete: m.compare_lifecycleObsolete,
  unknown: m.compare_unknown,
};

const rohsLabels: Record<CatalogRohsStatus, () => string> = {
  compliant: m.compare_rohsCompliant,
  compliant_with_exemption: m.compare_rohsExemption,
  non_compliant: m.compare_rohsNonCompliant,
  unknown: m.compare_unknown,
};

const leafCategory = (detail: CatalogGoodsDetail) => detail.category_path[detail.category_path.length - 1];

const overview: RowSpec[] = [
  {
    key: 'manufacturer',
    label: m.compare_manufacturer,
    text: (d) => d.goods.brand_name,
    render: (d) => <LocalLink to={`/manufacturer/${d.goods.brand_id}`}>{d.goods.brand_name}</LocalLink>,
  },
  {
    key: 'category',
    label: m.compare_category,
    text: (d) => leafCategory(d)?.name ?? d.goods.category_name,
    render: (d) => {
      const leaf = leafCategory(d);
      return leaf ? <LocalLink to={leaf.category_page_url}>{leaf.name}</LocalLink> : d.goods.category_name;
    },
  },
  { key: 'package', label: m.compare_package, text: (d) => d.goods.package || undefined },
  { key: 'description', label: m.compare_description, text: (d) => d.goods.description || undefined },
  {
    key: 'unitPrice',
    label: m.compare_unitPrice,
    text: (d) => cardUnitPrice(d.goods) ?? m.compare_quoteOnRequest(),
  },
  {
    key: 'stock',
    label: m.compare_stock,
    text: (d) => (d.goods.stock > 0 ? formatPieces(d.goods.stock, d.goods.currency_code) : m.compare_noStock()),
  },
  { key: 'leadTime', label: m.compare_leadTime, text: (d) => m.compare_leadTimeDays({ days: d.goods.lead_time_days }) },
  { key: 'moq', label: m.compare_moq, text: (d) => formatPieces(d.goods.moq, d.goods.currency_code) },
  { key: 'increment', label: m.compare_increment, text: (d) => formatPieces(d.goods.increment, d.goods.currency_code) },
  { key: 'lifecycle', label: m.compare_lifecycle, text: (d) => lifecycleLabels[d.lifecycle_status]() },
  { key: 'rohs', label: m.compare_rohs, text: (d) => rohsLabels[d.rohs_status]() },
  { key: 'msl', label: m.compare_msl, text: (d) => d.msl ?? undefined },
  {
    key: 'datasheet',
    label: m.compare_datasheet,
    compared: false,
    text: (d) => d.datasheet?.url,
    render: (d) =>
      d.datasheet ? (
        <a href={d.datasheet.url} target="_blank" rel="noopener noreferrer">
          {m.compare_datasheetLink({ part: d.goods.part_number })}
        </a>
      ) : undefined,
  },
];

const loadedValues = (values: (string | undefined)[], details: (CatalogGoodsDetail | undefined)[]) =>
  values.filter((_, column) => details[column] !== undefined);

/** The overview rows (price, stock, ordering rules, compliance) for the given parts. */
export function overviewRows(details: (CatalogGoodsDetail | undefined)[]): CompareRow[] {
  return overview.flatMap((spec) => {
    const values = details.map((detail) => (detail ? spec.text(detail) : undefined));
    if (values.every((value) => value === undefined)) return [];
    return [
      {
        key: spec.key,
        label: spec.label(),
        cells: details.map((detail) => (detail ? (spec.render ? spec.render(detail) : spec.text(detail)) : undefined)),
        differs: spec.compared !== false && valuesDiffer(loadedValues(values, details)),
      },
    ];
  });
}

/** The technical parameters of the given parts, aligned by name. */
export function parameterRows(details: (CatalogGoodsDetail | undefined)[]): CompareRow[] {
  return alignParameters(details.map((detail) => detail?.parameters ?? [])).map((row) => ({
    key: `parameter-${row.name}`,
    label: row.name,
    cells: row.values,
    differs: valuesDiffer(loadedValues(row.values, details)),
  }));
}

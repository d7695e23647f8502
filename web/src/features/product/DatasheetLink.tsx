import type { CatalogGoodsDetail } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { formatNumber } from '@/platform/lib/money.ts';
import { useQueryScope } from '@/platform/query-scope.ts';

const BYTES_PER_MB = 1024 * 1024;

/** The manufacturer's datasheet (PDF, new tab), with its size when known; says so when there is none. */
export function DatasheetLink({ detail }: { detail: CatalogGoodsDetail }) {
  const { currency } = useQueryScope();
  const sheet = detail.datasheet;
  if (!sheet) return <span>{m.product_noDatasheet()}</span>;
  const size = sheet.file_size_bytes ? formatNumber(sheet.file_size_bytes / BYTES_PER_MB, 1, currency) : undefined;
  return (
    <a href={sheet.url} target="_blank" rel="noopener noreferrer" className="product-datasheet">
      {m.product_datasheetLink({ part: detail.goods.part_number })}
      {size && <span className="product-datasheet-size"> ({m.product_datasheetSize({ size })})</span>}
      <span className="visually-hidden"> {m.product_opensNewTab()}</span>
    </a>
  );
}

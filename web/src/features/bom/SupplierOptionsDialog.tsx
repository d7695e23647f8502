import { getListBomLineSuppliersQueryOptions } from '@chipmart/generated/internal/hooks/bom/bom';
import type { BomLine } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Dialog } from '@/ui/Dialog.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { countText, totalText, unitPriceText } from './bom-figures.ts';

interface Props {
  line: BomLine | undefined;
  onClose: () => void;
  /** Resolves true once the line uses the offer. */
  onPick: (line: BomLine, skuId: number) => Promise<boolean>;
}

/**
 * The supplier offers of the line's part (listBomLineSuppliers), cheapest
 * subtotal first, each priced at the quantity the line needs with its stock,
 * MOQ, multiple and lead time. Picking one makes it the line's offer.
 */
export function SupplierOptionsDialog({ line, onClose, onPick }: Props) {
  const [picking, setPicking] = useState<number>();
  const offers = useScopedQuery(getListBomLineSuppliersQueryOptions({ source_id: line?.source_id ?? 0 }, { query: { enabled: line !== undefined } }));
  if (!line) return null;

  const pick = async (skuId: number) => {
    setPicking(skuId);
    const done = await onPick(line, skuId);
    setPicking(undefined);
    if (done) onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={m.bom_suppliersTitle({ line: line.line_no, part: line.goods?.part_number ?? line.source.part_number })} width={860}>
      {offers.isError && !offers.data ? (
        <LoadFailed onRetry={() => void offers.refetch()} />
      ) : !offers.data ? (
        <p>
          <LoadingText />
        </p>
      ) : offers.data.lists.length === 0 ? (
        <p className="bom-hint" role="status">
          {m.bom_suppliersNone()}
        </p>
      ) : (
        <div className="bom-table-scroll">
          <table className="bom-offers">
            <caption className="bom-hint">{m.bom_suppliersCaption({ count: countText(offers.data.required_qty, line) })}</caption>
            <thead>
              <tr>
                <th scope="col">{m.bom_colSupplier()}</th>
                <th scope="col">{m.bom_colStock()}</th>
                <th scope="col">{m.bom_colMoq()}</th>
                <th scope="col">{m.bom_colIncrement()}</th>
                <th scope="col">{m.bom_colLeadTime()}</th>
                <th scope="col">{m.bom_colOrderQty()}</th>
                <th scope="col">{m.bom_colUnitPrice()}</th>
                <th scope="col">{m.bom_colSubtotal()}</th>
                <th scope="col">
                  <span className="visually-hidden">{m.bom_colActions()}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {offers.data.lists.map((option) => (
                <tr key={option.sku.sku_id} data-testid="bom-offer-option">
                  <th scope="row">
                    {option.sku.supplier_name}
                    {option.sku.date_code && <span className="bom-muted"> · {option.sku.date_code}</span>}
                  </th>
                  <td>
                    {countText(option.sku.stock, option.sku)}
                    {!option.enough_stock && <span className="bom-tag bom-tag-doubt">{m.bom_notEnoughStock()}</span>}
                  </td>
                  <td>{countText(option.sku.moq, option.sku)}</td>
                  <td>{countText(option.sku.increment, option.sku)}</td>
                  <td>{m.bom_days({ days: option.sku.lead_time_days })}</td>
                  <td>{countText(option.order_qty, option.sku)}</td>
                  <td>{unitPriceText(option.unit_price, option.sku)}</td>
                  <td>{totalText(option.subtotal_price, option.sku)}</td>
                  <td>
                    {option.is_current ? (
                      <span className="bom-tag bom-tag-ok">{m.bom_current()}</span>
                    ) : (
                      <button
                        type="button"
                        className="button button-primary bom-small"
                        disabled={picking !== undefined}
                        aria-busy={picking === option.sku.sku_id || undefined}
                        aria-label={m.bom_useSupplierOf({ supplier: option.sku.supplier_name })}
                        onClick={() => void pick(option.sku.sku_id)}
                      >
                        {m.bom_useSupplier()}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}

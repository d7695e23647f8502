import { getGetCartListsQueryOptions } from '@chipmart/generated/internal/hooks/cart/cart';
import { useEffect } from 'react';
import { m } from '$paraglide/messages.js';
import { TOAST_ERROR_DURATION_MS } from '@/platform/constants.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { formatMoney } from '@/platform/lib/money.ts';
import { defaultImg } from '@/platform/default-image.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { lineSubtotal } from './cart-figures.ts';

/** The cart lines with their subtotals, and the way to the cart page. Server failures show as red toasts. */
export function CartPanel() {
  const { data, error, isPending } = useScopedQuery(getGetCartListsQueryOptions(undefined, { query: { retry: false } }));

  useEffect(() => {
    if (error) showToast((error as unknown as Error).message, 'error', TOAST_ERROR_DURATION_MS);
  }, [error]);

  if (isPending) return <p className="drawer-loading"><LoadingText /></p>;
  const lines = data?.lists ?? [];
  return (
    <div className="drawer-body">
      {lines.length === 0 ? (
        <EmptyState height={160} />
      ) : (
        <ul className="drawer-list" aria-label={m.cart_drawerTitle()}>
          {lines.map((line) => (
            <li key={line.id} className="drawer-item">
              <img src={line.icons || defaultImg} alt="" width={40} height={40} onError={(event) => (event.currentTarget.src = defaultImg)} />
              <div>
                <LocalLink to={line.goods_page_url} className="drawer-part">
                  {line.part_number}
                </LocalLink>
                <div className="drawer-meta">{line.brand_name}</div>
                <div className="drawer-meta">
                  {m.cart_lineQuantity({ count: line.cart_num })} · {formatMoney(line.unit_price, line.currency_code, line.currency_symbol, 'unitPrice')}
                </div>
                <div className="drawer-subtotal" data-testid="cart-line-subtotal">
                  {formatMoney(lineSubtotal(line), line.currency_code, line.currency_symbol, 'total')}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LocalLink to="/shoppingcart" className="button button-primary drawer-action">
        {m.cart_drawerViewCart()}
      </LocalLink>
    </div>
  );
}

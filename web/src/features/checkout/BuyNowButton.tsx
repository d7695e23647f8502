import type { OrderBuyNowItem } from '@chipmart/generated/internal/model/index';
import { useNavigate } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { currentLocale, localizePath } from '@/platform/i18n/locale.ts';
import { loginHref } from '@/platform/session/login-href.ts';
import { useSession } from '@/platform/session/session-store.ts';
import { buyNowPath } from './checkout-search.ts';

/**
 * "Buy now": straight to checkout for this offer and quantity, past the
 * cart. Visitors sign in first and come back to that checkout. Without an
 * offer that can be bought at the quantity (`item` undefined) it is disabled.
 */
export function BuyNowButton({ item, partNumber }: { item: OrderBuyNowItem | undefined; partNumber: string }) {
  const { token } = useSession();
  const navigate = useNavigate();
  const go = () => {
    if (!item) return;
    const checkout = localizePath(buyNowPath(item), currentLocale());
    void navigate({ href: token ? checkout : loginHref(checkout) });
  };
  return (
    <button type="button" className="button button-primary buy-now" disabled={!item} onClick={go} aria-label={m.checkout_buyNowFor({ part: partNumber })}>
      {m.checkout_buyNow()}
    </button>
  );
}

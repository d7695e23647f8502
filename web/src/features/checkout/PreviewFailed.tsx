import { ApiError } from '@chipmart/client';
import { m } from '$paraglide/messages.js';
import { pages } from '@/platform/pages/page-catalog.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';

/**
 * A checkout that cannot be previewed: nothing ticked in the cart (409), an
 * offer that is gone (404) or a quantity its rules refuse (422) say the
 * server's reason and lead back; anything else can be tried again.
 */
export function PreviewFailed({ error, buyNow, onRetry }: { error: unknown; buyNow: boolean; onRetry: () => void }) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) return <LoadFailed onRetry={onRetry} />;
  const reason = error.fieldErrors.length > 0 ? error.fieldErrors.map((field) => field.message).join(' ') : error.message;
  return (
    <div className="checkout-blocked" role="alert">
      <p>{reason}</p>
      {buyNow ? (
        <LocalLink to={pages.home.path} className="button">
          {m.checkout_backHome()}
        </LocalLink>
      ) : (
        <LocalLink to={pages.shoppingCart.path} className="button button-primary">
          {m.checkout_backToCart()}
        </LocalLink>
      )}
    </div>
  );
}

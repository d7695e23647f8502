import type { OrderCheckoutPreview } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { BILLING, SHIPPING } from '@/features/addresses';
import { AddressChoice, SAME_AS_SHIPPING } from './AddressChoice.tsx';
import { CheckoutLines } from './CheckoutLines.tsx';
import { CheckoutTotals } from './CheckoutTotals.tsx';
import { NO_CHOICES, useCheckoutPreview, type CheckoutChoices } from './checkout-preview.ts';
import { buyNowItem, type CheckoutSearch } from './checkout-search.ts';
import { PreviewFailed } from './PreviewFailed.tsx';
import { orderRequest, type OrderNotes } from './order-request.ts';
import { PlaceOrderPanel } from './PlaceOrderPanel.tsx';
import { hasChanges, previewChanges } from './preview-changes.ts';
import { ShippingChoice } from './ShippingChoice.tsx';
import { usePlaceOrderFlow, type PlaceFailure } from './use-place-order.ts';
import './checkout.css';

/** The choices a preview was computed with, as the next request starts from. */
const choicesOf = (preview: OrderCheckoutPreview): CheckoutChoices => ({ address_id: preview.address_id, billing_id: preview.billing_id, shipping_id: preview.shipping_id });

/**
 * /pay/order: the ticked cart lines, or one offer bought from a product page
 * (`?goods&sku&num`), priced now for the chosen shipping address, billing
 * address and shipping option, then placed. When the server refuses because
 * price or stock moved (409), the fresh preview is shown with what changed marked.
 */
export function CheckoutPage({ search }: { search: CheckoutSearch }) {
  const buyNow = buyNowItem(search);
  const [choices, setChoices] = useState(NO_CHOICES);
  const preview = useCheckoutPreview(buyNow, choices);
  const [notes, setNotes] = useState<OrderNotes>({ remark: '', po_number: '' });
  const [failure, setFailure] = useState<PlaceFailure>();
  /** The preview on screen when the server said it changed: the fresh one is compared with it. */
  const [seenBefore, setSeenBefore] = useState<OrderCheckoutPreview>();
  const shown = preview.data;
  const { place, placing } = usePlaceOrderFlow((placeFailure) => {
    setFailure(placeFailure);
    if (placeFailure.kind === 'changed') {
      setSeenBefore(shown);
      void preview.refetch();
    }
  });

  if (!shown) {
    if (preview.isError) return <PreviewFailed error={preview.error} buyNow={buyNow !== undefined} onRetry={() => void preview.refetch()} />;
    return (
      <p className="checkout-loading">
        <LoadingText />
      </p>
    );
  }

  const fresh = !preview.isFetching && !preview.isPlaceholderData;
  const changes = seenBefore && fresh ? previewChanges(seenBefore, shown) : undefined;
  const choose = (next: Partial<CheckoutChoices>) => {
    setSeenBefore(undefined);
    setFailure(undefined);
    setChoices({ ...choicesOf(shown), ...next });
  };
  const request = orderRequest(shown, buyNow, notes);

  return (
    <div className="checkout" aria-busy={preview.isFetching || undefined}>
      {failure?.kind === 'changed' && (
        <div className="checkout-changed-banner" role="alert" data-testid="checkout-changed">
          <p>
            <strong>{m.checkout_changedTitle()}</strong> {failure.message}
          </p>
          <p>{changes && !hasChanges(changes) ? m.checkout_changedNothingShown() : m.checkout_changedReview()}</p>
        </div>
      )}
      <div className="checkout-main">
        <AddressChoice
          id="checkout-address"
          title={m.checkout_addressTitle()}
          typeId={SHIPPING}
          addresses={shown.shipping_addresses}
          value={shown.address_id === null ? '' : String(shown.address_id)}
          onChoose={(value) => choose({ address_id: Number(value), shipping_id: null })}
          empty={m.checkout_addressNone()}
          disabled={placing}
        />
        <AddressChoice
          id="checkout-billing"
          title={m.checkout_billingTitle()}
          typeId={BILLING}
          addresses={shown.billing_addresses}
          value={shown.billing_id === null ? SAME_AS_SHIPPING : String(shown.billing_id)}
          onChoose={(value) => choose({ billing_id: value === SAME_AS_SHIPPING ? null : Number(value) })}
          sameAsShipping
          disabled={placing}
        />
        <ShippingChoice preview={shown} onChoose={(shippingId) => choose({ shipping_id: shippingId })} disabled={placing} />
        <CheckoutLines preview={shown} changes={changes} />
      </div>
      <aside className="checkout-side" aria-label={m.checkout_summaryLabel()}>
        <CheckoutTotals preview={shown} changes={changes} />
        <PlaceOrderPanel
          preview={shown}
          notes={notes}
          onNotesChange={(next) => {
            setNotes(next);
            if (failure?.kind === 'fields') setFailure(undefined);
          }}
          failure={failure}
          busy={!fresh || placing}
          placing={placing}
          canPlace={request !== undefined}
          onPlace={() => {
            if (!request) return;
            setFailure(undefined);
            setSeenBefore(undefined);
            place(request);
          }}
        />
      </aside>
    </div>
  );
}

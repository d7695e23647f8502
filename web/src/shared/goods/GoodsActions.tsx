import type { GoodsCard, SkuOffer } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { Icon } from '@/ui/Icon.tsx';
import { useGoodsActionHandlers } from './goods-actions-context.ts';

export interface GoodsActionsProps {
  goods: GoodsCard;
  /** Pieces wanted; the cart rounds it to the offer's rules, the RFQ line keeps it. */
  quantity?: number;
  /** The supplier offer to put in the cart (product page); without it the cheapest offer in stock is taken. */
  offer?: SkuOffer;
  /** Shows the buttons' words next to their icons (roomy layouts); list rows show icons only. */
  withText?: boolean;
}

/** Add a part to the RFQ list, the compare list or the cart; each button names the part for screen readers. */
export function GoodsActions({ goods, quantity, offer, withText = false }: GoodsActionsProps) {
  const { addToRfq, addToCompare, useAddToCart } = useGoodsActionHandlers();
  const { add, isAdding } = useAddToCart();
  const part = goods.part_number;

  return (
    <div className={withText ? 'goods-actions goods-actions-text' : 'goods-actions'}>
      <button type="button" className="button goods-action" onClick={() => addToRfq(goods, quantity, offer)} aria-label={m.shared_addToRfq({ part })} title={m.shared_addToRfq({ part })}>
        <Icon name="rfq" />
        {withText && <span aria-hidden="true">{m.shared_rfq()}</span>}
      </button>
      <button type="button" className="button goods-action" onClick={() => addToCompare(goods)} aria-label={m.shared_addToCompare({ part })} title={m.shared_addToCompare({ part })}>
        <Icon name="compare" />
        {withText && <span aria-hidden="true">{m.shared_compare()}</span>}
      </button>
      <button
        type="button"
        className="button button-primary goods-action"
        onClick={() => void add(goods, quantity, offer)}
        disabled={isAdding}
        aria-label={m.shared_addToCart({ part })}
        title={m.shared_addToCart({ part })}
      >
        <Icon name="cart" />
        {withText && <span aria-hidden="true">{m.shared_cart()}</span>}
      </button>
    </div>
  );
}

import type { GoodsCard, SkuOffer } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { compareCountText } from '@/features/compare/compare-list.ts';
import { addToCompare, compareStore } from '@/features/compare/compare-store.ts';
import { addToRfq } from '@/features/rfq/rfq-store.ts';
import { Icon } from '@/ui/Icon.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { useAddToCart } from '@/features/cart/use-add-to-cart.ts';

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
  const { add, isAdding } = useAddToCart();
  const part = goods.part_number;

  function rfq() {
    addToRfq({
      part_number: part,
      manufacturer: goods.brand_name,
      package: goods.package,
      date_code: offer?.date_code ?? '',
      ...(quantity ? { qty: quantity } : {}),
      goods_id: goods.goods_id,
      goods_page_url: goods.goods_page_url,
      icons: goods.icons,
      target_price: null,
      delivery_plan_date: null,
    });
    showToast(m.goods_rfqAdded({ part }));
  }

  function compare() {
    const outcome = addToCompare(goods.goods_id, {
      goods_page_url: goods.goods_page_url,
      part_number: part,
      brand_name: goods.brand_name,
      icons: goods.icons,
    });
    const count = compareCountText(compareStore.get());
    if (outcome === 'added') showToast(m.goods_compareAdded({ part, count }));
    else if (outcome === 'already') showToast(m.goods_compareAlready({ part, count }));
    else showToast(m.goods_compareFull({ count }), 'error');
  }

  return (
    <div className={withText ? 'goods-actions goods-actions-text' : 'goods-actions'}>
      <button type="button" className="button goods-action" onClick={rfq} aria-label={m.goods_addToRfq({ part })} title={m.goods_addToRfq({ part })}>
        <Icon name="rfq" />
        {withText && <span aria-hidden="true">{m.goods_rfq()}</span>}
      </button>
      <button type="button" className="button goods-action" onClick={compare} aria-label={m.goods_addToCompare({ part })} title={m.goods_addToCompare({ part })}>
        <Icon name="compare" />
        {withText && <span aria-hidden="true">{m.goods_compare()}</span>}
      </button>
      <button
        type="button"
        className="button button-primary goods-action"
        onClick={() => void add(goods, quantity, offer)}
        disabled={isAdding}
        aria-label={m.goods_addToCart({ part })}
        title={m.goods_addToCart({ part })}
      >
        <Icon name="cart" />
        {withText && <span aria-hidden="true">{m.goods_cart()}</span>}
      </button>
    </div>
  );
}

import type { GoodsCard, SkuOffer } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { showToast } from '@/ui/toast-store.ts';
import { addToRfq } from './rfq-store.ts';

/** A part's RFQ button: lists the part (with the quantity and the offer's date code when the page has them) and says so. */
export function addPartToRfq(goods: GoodsCard, quantity?: number, offer?: SkuOffer): void {
  addToRfq({
    part_number: goods.part_number,
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
  showToast(m.rfq_added({ part: goods.part_number }));
}

import type { GoodsCard } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { showToast } from '@/ui/toast-store.ts';
import { compareCountText } from './compare-list.ts';
import { addToCompare, compareStore } from './compare-store.ts';

/** A part's compare button: lists the part and says whether it was added, already listed or the list is full, with its count. */
export function addPartToCompare(goods: GoodsCard): void {
  const part = goods.part_number;
  const outcome = addToCompare(goods.goods_id, {
    goods_page_url: goods.goods_page_url,
    part_number: part,
    brand_name: goods.brand_name,
    icons: goods.icons,
  });
  const count = compareCountText(compareStore.get());
  if (outcome === 'added') showToast(m.compare_added({ part, count }));
  else if (outcome === 'already') showToast(m.compare_already({ part, count }));
  else showToast(m.compare_full({ count }), 'error');
}

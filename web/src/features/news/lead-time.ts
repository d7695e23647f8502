import type { CatalogCategoryStatItem } from '@chipmart/generated/internal/model/index';

/** The back office's content page (terms of lead-time buying) and SEO texts of /lead-time-buy. */
export const LEAD_TIME_PAGE_KEY = 'lead-time-buy';

export type LeadTimeCategory = CatalogCategoryStatItem & { onLeadTime: number };

/**
 * Top categories with parts on factory lead time (parts without stock, which
 * ship only on the manufacturer's lead time), most such parts first.
 */
export function leadTimeCategories(categories: readonly CatalogCategoryStatItem[]): LeadTimeCategory[] {
  return categories
    .map((category) => ({ ...category, onLeadTime: Math.max(0, category.goods_count - category.in_stock_count) }))
    .filter((category) => category.onLeadTime > 0)
    .sort((a, b) => b.onLeadTime - a.onLeadTime);
}

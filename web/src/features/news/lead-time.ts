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

/** Where one page of a category's lead-time parts lies in its listing: listing pages to fetch and the slice to keep. */
export interface LeadTimeWindow {
  /** Listing pages (1-based, of `pageSize` parts) that hold the wanted parts: one or two neighbours. */
  listingPages: number[];
  /** Index of the first wanted part within those pages put together, and how many to keep. */
  skip: number;
  take: number;
  /** Pages of lead-time parts there are in the category. */
  pageCount: number;
}

/**
 * The category listing's default order (relevance, no keyword) lists parts
 * in stock first (contract: CatalogGoodsSort), so its parts on factory lead
 * time are the last `goods_count - in_stock_count` entries. Page `page` of
 * those, `pageSize` at a time, is read from the listing pages it falls on.
 */
export function leadTimeWindow(category: Pick<LeadTimeCategory, 'in_stock_count' | 'onLeadTime'>, page: number, pageSize: number): LeadTimeWindow {
  const pageCount = Math.max(1, Math.ceil(category.onLeadTime / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const first = category.in_stock_count + (current - 1) * pageSize;
  const take = Math.max(0, Math.min(pageSize, category.onLeadTime - (current - 1) * pageSize));
  const firstPage = Math.floor(first / pageSize) + 1;
  const lastPage = Math.floor((first + Math.max(take, 1) - 1) / pageSize) + 1;
  const listingPages = lastPage > firstPage ? [firstPage, lastPage] : [firstPage];
  return { listingPages, skip: first - (firstPage - 1) * pageSize, take, pageCount };
}

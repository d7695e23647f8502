import type { components } from '@chipmart/generated/internal/types';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { localized } from '../../platform/i18n/localized-text.ts';
import { categoryPageUrl, manufacturerPageUrl } from '../../platform/shop-urls.ts';
import type { CatalogSnapshot, CategoryEntry } from './catalog-snapshot.ts';

type Schemas = components['schemas'];
type Level = 1 | 2 | 3;

const levelOf = (entry: CategoryEntry): Level => Math.min(3, Math.max(1, entry.level)) as Level;

export function categoryNode(snapshot: CatalogSnapshot, entry: CategoryEntry, locale: LocaleCode): Schemas['CatalogCategoryNode'] {
  return {
    category_id: entry.id,
    parent_id: entry.parentId,
    level: levelOf(entry),
    name: localized(entry.names, locale),
    icon: entry.icon || null,
    goods_count: snapshot.counts(entry.id).goodsCount,
    category_page_url: categoryPageUrl(entry.id),
    children: entry.children.flatMap((id) => {
      const child = snapshot.category(id);
      return child ? [categoryNode(snapshot, child, locale)] : [];
    }),
  };
}

export function categoryCrumbs(snapshot: CatalogSnapshot, categoryId: number, locale: LocaleCode): Schemas['CatalogCategoryCrumb'][] {
  return snapshot.path(categoryId).map((entry) => ({
    category_id: entry.id,
    level: levelOf(entry),
    name: localized(entry.names, locale),
    category_page_url: categoryPageUrl(entry.id),
  }));
}

/** A category link; `goodsCount` overrides the category's own count (e.g. one manufacturer's parts in it). */
export function categoryLink(entry: CategoryEntry, snapshot: CatalogSnapshot, locale: LocaleCode, goodsCount?: number): Schemas['CatalogCategoryLink'] {
  return {
    category_id: entry.id,
    level: levelOf(entry),
    name: localized(entry.names, locale),
    icon: entry.icon || null,
    goods_count: goodsCount ?? snapshot.counts(entry.id).goodsCount,
    category_page_url: categoryPageUrl(entry.id),
  };
}

export function manufacturerLink(snapshot: CatalogSnapshot, manufacturerId: number): Schemas['CatalogManufacturerLink'] | undefined {
  const manufacturer = snapshot.manufacturers.get(manufacturerId);
  if (!manufacturer) return undefined;
  return {
    manufacturer_id: manufacturer.id,
    name: manufacturer.name,
    logo: manufacturer.logo || null,
    manufacturer_page_url: manufacturerPageUrl(manufacturer.id),
  };
}

/** Manufacturers with most parts under a category (descendants included), most first. */
export function leadingManufacturers(snapshot: CatalogSnapshot, categoryId: number, limit: number): Array<{ manufacturerId: number; goodsCount: number; inStockCount: number }> {
  const subtree = new Set(snapshot.subtreeIds(categoryId));
  const totals = new Map<number, { goodsCount: number; inStockCount: number }>();
  for (const row of snapshot.manufacturerCategoryCounts) {
    if (!subtree.has(row.categoryId)) continue;
    const total = totals.get(row.manufacturerId) ?? { goodsCount: 0, inStockCount: 0 };
    total.goodsCount += row.goodsCount;
    total.inStockCount += row.inStockCount;
    totals.set(row.manufacturerId, total);
  }
  return [...totals.entries()]
    .map(([manufacturerId, total]) => ({ manufacturerId, ...total }))
    .sort((a, b) => b.goodsCount - a.goodsCount || a.manufacturerId - b.manufacturerId)
    .slice(0, limit);
}

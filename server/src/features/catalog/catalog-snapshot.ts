import type { Database } from '../../platform/db/open.ts';
import {
  catalogTotals,
  categories,
  categoryParameters,
  categoryStats,
  manufacturerCategoryStats,
  manufacturers,
  suppliers,
} from '../../platform/db/schema/index.ts';

type CategoryRow = typeof categories.$inferSelect;
export type ManufacturerRow = typeof manufacturers.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;
export type CategoryParameterRow = typeof categoryParameters.$inferSelect;

export interface CategoryEntry extends CategoryRow {
  /** Child ids in display order. */
  children: number[];
}

export interface Counts {
  goodsCount: number;
  inStockCount: number;
  manufacturerCount: number;
}

export interface ManufacturerCategoryCount {
  manufacturerId: number;
  categoryId: number;
  goodsCount: number;
  inStockCount: number;
}

/**
 * The small, slowly changing part of the catalog (the category tree,
 * manufacturers, suppliers, category parameters and the precomputed counts),
 * held in memory so that hot reads (goods detail, listings) only query the
 * goods and SKU rows they show.
 */
export class CatalogSnapshot {
  readonly categories = new Map<number, CategoryEntry>();
  readonly topCategoryIds: number[] = [];
  readonly manufacturers = new Map<number, ManufacturerRow>();
  readonly suppliers = new Map<number, SupplierRow>();
  readonly parametersByCategory = new Map<number, CategoryParameterRow[]>();
  readonly parametersById = new Map<number, CategoryParameterRow>();
  readonly categoryCounts = new Map<number, Counts>();
  readonly manufacturerTotals = new Map<number, { goodsCount: number; inStockCount: number }>();
  readonly manufacturerCategoryCounts: ManufacturerCategoryCount[] = [];
  totals: typeof catalogTotals.$inferSelect | undefined;

  constructor(readonly loadedAt: number) {}

  category(id: number): CategoryEntry | undefined {
    return this.categories.get(id);
  }

  /** Top category first, down to the category itself. */
  path(id: number): CategoryEntry[] {
    const path: CategoryEntry[] = [];
    let current = this.categories.get(id);
    while (current && path.length < 10) {
      path.unshift(current);
      current = current.parentId === null ? undefined : this.categories.get(current.parentId);
    }
    return path;
  }

  /** The category and all its descendants. */
  subtreeIds(id: number): number[] {
    const ids: number[] = [];
    const stack = [id];
    while (stack.length > 0) {
      const next = stack.pop()!;
      const entry = this.categories.get(next);
      if (!entry) continue;
      ids.push(next);
      stack.push(...entry.children);
    }
    return ids;
  }

  counts(categoryId: number): Counts {
    return this.categoryCounts.get(categoryId) ?? { goodsCount: 0, inStockCount: 0, manufacturerCount: 0 };
  }

  /** Filterable parameters for a category: its own, its ancestors' and its descendants', one per key. */
  filterParameters(categoryId: number): CategoryParameterRow[] {
    const ids = new Set([...this.path(categoryId).map((entry) => entry.id), ...this.subtreeIds(categoryId)]);
    const byKey = new Map<string, CategoryParameterRow>();
    for (const id of ids) {
      for (const parameter of this.parametersByCategory.get(id) ?? []) {
        if (parameter.filterable && !byKey.has(parameter.key)) byKey.set(parameter.key, parameter);
      }
    }
    return [...byKey.values()].sort((a, b) => a.sort - b.sort || a.id - b.id);
  }

  /** Parameters a part of this category shows, in display order (own category first, then ancestors). */
  displayParameters(categoryId: number): CategoryParameterRow[] {
    const seen = new Set<string>();
    const result: CategoryParameterRow[] = [];
    for (const entry of this.path(categoryId).reverse()) {
      for (const parameter of [...(this.parametersByCategory.get(entry.id) ?? [])].sort((a, b) => a.sort - b.sort)) {
        if (seen.has(parameter.key)) continue;
        seen.add(parameter.key);
        result.push(parameter);
      }
    }
    return result;
  }
}

const RELOAD_AFTER_MS = 60_000;
const snapshots = new WeakMap<Database, { snapshot?: CatalogSnapshot; loading?: Promise<CatalogSnapshot> }>();

async function loadSnapshot(db: Database): Promise<CatalogSnapshot> {
  const [categoryRows, manufacturerRows, supplierRows, parameterRows, statRows, pairRows, totalRows] = await Promise.all([
    db.select().from(categories),
    db.select().from(manufacturers),
    db.select().from(suppliers),
    db.select().from(categoryParameters),
    db.select().from(categoryStats),
    db.select().from(manufacturerCategoryStats),
    db.select().from(catalogTotals),
  ]);
  const snapshot = new CatalogSnapshot(Date.now());
  const sorted = [...categoryRows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  for (const row of sorted) snapshot.categories.set(row.id, { ...row, children: [] });
  for (const row of sorted) {
    if (row.parentId === null) snapshot.topCategoryIds.push(row.id);
    else snapshot.categories.get(row.parentId)?.children.push(row.id);
  }
  for (const row of manufacturerRows) snapshot.manufacturers.set(row.id, row);
  for (const row of supplierRows) snapshot.suppliers.set(row.id, row);
  for (const row of parameterRows) {
    snapshot.parametersById.set(row.id, row);
    const list = snapshot.parametersByCategory.get(row.categoryId) ?? [];
    list.push(row);
    snapshot.parametersByCategory.set(row.categoryId, list);
  }
  for (const row of statRows) snapshot.categoryCounts.set(row.categoryId, row);
  for (const row of pairRows) {
    snapshot.manufacturerCategoryCounts.push(row);
    const total = snapshot.manufacturerTotals.get(row.manufacturerId) ?? { goodsCount: 0, inStockCount: 0 };
    total.goodsCount += row.goodsCount;
    total.inStockCount += row.inStockCount;
    snapshot.manufacturerTotals.set(row.manufacturerId, total);
  }
  snapshot.totals = totalRows[0];
  return snapshot;
}

/** The current snapshot; reloaded in the background once it is a minute old. */
export async function catalogSnapshot(db: Database): Promise<CatalogSnapshot> {
  let holder = snapshots.get(db);
  if (!holder) {
    holder = {};
    snapshots.set(db, holder);
  }
  const { snapshot } = holder;
  if (snapshot && Date.now() - snapshot.loadedAt < RELOAD_AFTER_MS) return snapshot;
  if (!holder.loading) {
    const current = holder;
    current.loading = loadSnapshot(db).finally(() => {
      current.loading = undefined;
    });
    current.loading.then((fresh) => (current.snapshot = fresh)).catch(() => {});
  }
  // A stale snapshot keeps serving while the fresh one loads.
  return snapshot ?? holder.loading!;
}

/** Drops the snapshot so the next read loads the catalog again (after the seed or a stats refresh). */
export function forgetCatalogSnapshot(db: Database): void {
  snapshots.delete(db);
}

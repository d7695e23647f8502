import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import {
  categories,
  homeBanners,
  homeFloorCategories,
  homeFloorGoods,
  homeFloors,
  manufacturers,
  popularCategories,
  recentPurchases,
} from '../../platform/db/schema/index.ts';
import { intArray, queryRows } from '../../platform/db/sql-rows.ts';
import type { SeedRandom } from '../../platform/seed-random.ts';
import { categoryPageUrl, manufacturerPageUrl } from '../../platform/shop-urls.ts';
import { maskBuyerName } from './buyer-mask.ts';
import { bannerCopy, demoBuyers, floorSubtitles } from './home-copy.ts';
import { refreshCatalogStats } from './stats-refresh.ts';

const FLOORS = 6;
const GOODS_PER_FLOOR = 8;
const FEATURED = 120;
const RECENT_PURCHASES = 50;

interface PopularRow {
  id: number;
  category_id: number;
  moq: number;
  increment: number;
  popularity: number;
}

/** The most popular in-stock parts of each of these categories, a few per category, read through the per-category index. */
async function popularInStock(db: Database, categoryIds: number[], perCategory: number): Promise<PopularRow[]> {
  if (categoryIds.length === 0) return [];
  return queryRows<PopularRow>(
    db,
    sql`select h.* from unnest(${intArray(categoryIds)}) as c(category_id)
        cross join lateral (
          select g.id, g.category_id, g.moq, g.increment, g.popularity from goods g
          where g.category_id = c.category_id and g.stock > 0 order by g.popularity desc limit ${perCategory}
        ) h`,
  );
}

/**
 * Fills the home page from the catalog already in the database: floors for
 * the biggest top categories, banners, featured parts, popular categories and
 * the recent-order ticker. Called by the seed generator after the catalog;
 * it first recounts the catalog (refreshCatalogStats), which the home page
 * and the category pages read.
 */
export async function seedHomeContent(db: Database, random: SeedRandom, now: Date = new Date()): Promise<void> {
  await refreshCatalogStats(db, now);
  const tree = await db.select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, names: categories.names, icon: categories.icon, sort: categories.sort }).from(categories);
  const counts = new Map(
    (await queryRows<{ category_id: number; goods_count: number }>(db, sql`select category_id, goods_count from category_stats`)).map((row) => [row.category_id, row.goods_count]),
  );
  const childrenOf = (id: number | null) => tree.filter((row) => row.parentId === id);
  const leavesUnder = (id: number): number[] => {
    const children = childrenOf(id);
    return children.length === 0 ? [id] : children.flatMap((child) => leavesUnder(child.id));
  };
  const byCount = (a: { id: number }, b: { id: number }) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id;
  const topCategories = childrenOf(null).filter((row) => (counts.get(row.id) ?? 0) > 0).sort(byCount).slice(0, FLOORS);
  const leaves = tree.filter((row) => childrenOf(row.id).length === 0 && (counts.get(row.id) ?? 0) > 0);
  const candidates = await popularInStock(db, leaves.map((row) => row.id), 12);
  const topOfLeaf = new Map<number, number>();
  for (const top of topCategories) for (const leaf of leavesUnder(top.id)) topOfLeaf.set(leaf, top.id);

  const manufacturerRows = await db.select({ id: manufacturers.id, slug: manufacturers.slug }).from(manufacturers);
  const resolveLink = (link: string): string | null => {
    const match = /^\{(category|manufacturer):(.+)\}$/.exec(link);
    if (!match) return link;
    if (match[1] === 'category') {
      const category = tree.find((row) => row.slug === match[2]);
      return category ? categoryPageUrl(category.id) : null;
    }
    const manufacturer = manufacturerRows.find((row) => row.slug === match[2]);
    return manufacturer ? manufacturerPageUrl(manufacturer.id) : null;
  };

  await db.transaction(async (tx) => {
    for (const table of [homeFloorGoods, homeFloorCategories, homeFloors, homeBanners, popularCategories, recentPurchases]) await tx.delete(table);

    // Banners whose target is not in this catalog are left out rather than linking nowhere.
    const banners = bannerCopy.flatMap((copy) => {
      const link = resolveLink(copy.link);
      return link ? [{ copy, link }] : [];
    });
    if (banners.length > 0) {
      await tx.insert(homeBanners).values(
        banners.map(({ copy, link }, index) => ({
          id: index + 1,
          titles: copy.title,
          image: `/images/banners/${index + 1}.svg`,
          imageMobile: null,
          link,
          openInNewTab: copy.openInNewTab,
          sort: index + 1,
        })),
      );
    }

    for (const [index, top] of topCategories.entries()) {
      const floorId = index + 1;
      await tx.insert(homeFloors).values({ id: floorId, categoryId: top.id, titles: top.names, subtitles: floorSubtitles[index % floorSubtitles.length]!, image: top.icon || null, sort: floorId });
      const subCategories = childrenOf(top.id).filter((row) => (counts.get(row.id) ?? 0) > 0).sort(byCount).slice(0, 8);
      if (subCategories.length > 0) await tx.insert(homeFloorCategories).values(subCategories.map((row, sort) => ({ floorId, categoryId: row.id, sort })));
      const floorGoods = candidates
        .filter((row) => topOfLeaf.get(row.category_id) === top.id)
        .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
        .slice(0, GOODS_PER_FLOOR);
      if (floorGoods.length > 0) await tx.insert(homeFloorGoods).values(floorGoods.map((row, sort) => ({ floorId, goodsId: row.id, sort })));
    }

    // Featured: the best-selling in-stock parts, spread over every leaf category.
    const featured = [...candidates].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, FEATURED).map((row) => row.id);
    await tx.execute(sql`update goods set featured = false where featured`);
    if (featured.length > 0) await tx.execute(sql`update goods set featured = true where id = any(${intArray(featured)})`);

    // Popular categories: the big leaves, shuffled a little as shopper interest is.
    const popular = leaves
      .map((row) => ({ categoryId: row.id, score: Math.round((counts.get(row.id) ?? 0) * (0.5 + random.next())) + 1 }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 16);
    if (popular.length > 0) await tx.insert(popularCategories).values(popular);

    if (candidates.length > 0) {
      const purchases = Array.from({ length: RECENT_PURCHASES }, (_, index) => {
        const part = random.pick(candidates);
        const buyer = random.pick(demoBuyers);
        const multiples = random.pick([1, 1, 2, 4, 5, 10, 20, 50]);
        const quantity = Math.max(part.moq, 1) + Math.max(part.increment, 1) * (multiples - 1);
        // Spread over the last two days, newest first.
        const minutesAgo = index * 55 + random.int(0, 50);
        return {
          goodsId: part.id,
          quantity,
          buyerMasked: maskBuyerName(buyer.name),
          buyerCountryCode: buyer.country,
          orderTime: new Date(now.getTime() - minutesAgo * 60_000),
        };
      });
      await tx.insert(recentPurchases).values(purchases);
    }
  });
}

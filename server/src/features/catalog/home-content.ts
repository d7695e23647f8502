import { asc, eq, inArray, sql } from 'drizzle-orm';
import { homeBanners, homeFloorCategories, homeFloorGoods, homeFloors } from '../../platform/db/schema/index.ts';
import { intArray, queryRows } from '../../platform/db/sql-rows.ts';
import { invalidField } from '../../platform/http/errors.ts';
import type { Handlers } from '../../platform/http/handler.ts';
import { countryName, localized } from '../../platform/i18n/localized-text.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { categoryPageUrl, goodsPageUrl } from '../../platform/shop-urls.ts';
import { catalogSnapshot } from './catalog-snapshot.ts';
import { categoryLink } from './category-views.ts';
import type { CatalogDeps } from './deps.ts';
import { cardsByIds, GOODS_CARD_COLUMNS, toGoodsCard, type GoodsCardRow } from './goods-card.ts';
import { catalogMessages } from './messages.ts';
import { tagManagerSettings } from './tag-manager.ts';

export const homeContentHandlers = (deps: CatalogDeps): Handlers => ({
  listHomeBanners: async ({ locale }) => {
    const [rows, tagManager] = await Promise.all([
      deps.db.select().from(homeBanners).where(eq(homeBanners.active, true)).orderBy(asc(homeBanners.sort), asc(homeBanners.id)),
      tagManagerSettings(deps.db),
    ]);
    // Banner pictures carry their headline, so they are drawn in the request's language.
    const inLocale = (image: string) => (locale === 'en' || !image.startsWith('/images/banners/') ? image : `${image}?lang=${locale}`);
    return {
      lists: rows.map((row) => ({
        banner_id: row.id,
        image: inLocale(row.image),
        image_mobile: row.imageMobile ? inLocale(row.imageMobile) : null,
        title: localized(row.titles, locale),
        link: row.link,
        open_in_new_tab: row.openInNewTab,
        sort: Math.max(0, row.sort),
      })),
      tag_manager: tagManager,
    };
  },

  listHomeFloors: async ({ locale, currency }) => {
    const snapshot = await catalogSnapshot(deps.db);
    const floors = await deps.db.select().from(homeFloors).orderBy(asc(homeFloors.sort), asc(homeFloors.id));
    const floorIds = floors.map((floor) => floor.id);
    const [links, goods] = floorIds.length
      ? await Promise.all([
          deps.db.select().from(homeFloorCategories).where(inArray(homeFloorCategories.floorId, floorIds)).orderBy(asc(homeFloorCategories.sort)),
          deps.db.select().from(homeFloorGoods).where(inArray(homeFloorGoods.floorId, floorIds)).orderBy(asc(homeFloorGoods.sort)),
        ])
      : [[], []];
    const context = { snapshot, locale, currency, currencies: deps.currencies };
    const cards = new Map((await cardsByIds(deps.db, [...new Set(goods.map((row) => row.goodsId))], context)).map((card) => [card.goods_id, card]));
    return {
      lists: floors.map((floor) => ({
        floor_id: floor.id,
        title: localized(floor.titles, locale),
        subtitle: localized(floor.subtitles, locale),
        category_id: floor.categoryId,
        image: floor.image,
        sort: Math.max(0, floor.sort),
        more_url: categoryPageUrl(floor.categoryId),
        sub_categories: links
          .filter((link) => link.floorId === floor.id)
          .flatMap((link) => {
            const entry = snapshot.category(link.categoryId);
            return entry ? [categoryLink(entry, snapshot, locale)] : [];
          }),
        goods: goods.filter((row) => row.floorId === floor.id).flatMap((row) => cards.get(row.goodsId) ?? []),
      })),
    };
  },

  listRecentOrderGoods: async ({ locale, query }) => {
    const snapshot = await catalogSnapshot(deps.db);
    const rows = await queryRows<{
      goods_id: number;
      part_number: string;
      manufacturer_id: number;
      image: string;
      quantity: number;
      buyer_masked: string;
      buyer_country_code: string;
      order_time: string | Date;
    }>(
      deps.db,
      sql`select p.goods_id, g.part_number, g.manufacturer_id, g.image, p.quantity, p.buyer_masked, p.buyer_country_code, p.order_time
          from recent_purchases p join goods g on g.id = p.goods_id
          order by p.order_time desc, p.id desc limit ${query.limit ?? 20}`,
    );
    return {
      lists: rows.map((row) => ({
        goods_id: row.goods_id,
        part_number: row.part_number,
        brand_name: snapshot.manufacturers.get(row.manufacturer_id)?.name ?? '',
        icons: row.image,
        goods_page_url: goodsPageUrl(row.goods_id),
        quantity: Math.max(1, row.quantity),
        buyer_masked: row.buyer_masked,
        buyer_country: countryName(row.buyer_country_code, locale) ?? row.buyer_country_code,
        buyer_country_code: row.buyer_country_code,
        order_time: isoTime(row.order_time),
      })),
    };
  },

  listFeaturedGoods: async ({ locale, currency, query }) => {
    const snapshot = await catalogSnapshot(deps.db);
    if (query.category_id !== undefined && !snapshot.category(query.category_id)) throw invalidField('category_id', catalogMessages.unknownCategory);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 20;
    // Featured parts are few and have their own partial index; the category narrows that small set.
    const inCategory = query.category_id === undefined ? sql`true` : sql`g.category_id = any(${intArray(snapshot.subtreeIds(query.category_id))})`;
    const [rows, [counted]] = await Promise.all([
      queryRows<GoodsCardRow>(
        deps.db,
        sql`select ${GOODS_CARD_COLUMNS} from goods g where g.featured and ${inCategory}
            order by g.popularity desc, g.id limit ${pageSize} offset ${(page - 1) * pageSize}`,
      ),
      queryRows<{ count: number }>(deps.db, sql`select count(*)::int as count from goods g where g.featured and ${inCategory}`),
    ]);
    const context = { snapshot, locale, currency, currencies: deps.currencies };
    return { lists: rows.map((row) => toGoodsCard(row, context)), total: counted?.count ?? 0, page, page_size: pageSize };
  },
});


import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './localized.ts';

/** Home page banner slides; titles in every locale (also the image's alternative text). */
export const homeBanners = pgTable('home_banners', {
  id: integer().primaryKey(),
  titles: jsonb().$type<LocalizedText>().notNull(),
  image: text().notNull(),
  imageMobile: text('image_mobile'),
  link: text(),
  openInNewTab: boolean('open_in_new_tab').notNull().default(false),
  sort: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

/** Home page floors: one titled block per category. */
export const homeFloors = pgTable('home_floors', {
  id: integer().primaryKey(),
  categoryId: integer('category_id').notNull(),
  titles: jsonb().$type<LocalizedText>().notNull(),
  subtitles: jsonb().$type<LocalizedText>().notNull(),
  image: text(),
  sort: integer().notNull().default(0),
});

/** Sub-category links shown in a floor. */
export const homeFloorCategories = pgTable(
  'home_floor_categories',
  {
    floorId: integer('floor_id').notNull(),
    categoryId: integer('category_id').notNull(),
    sort: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.floorId, table.categoryId] })],
);

/** Parts shown in a floor. */
export const homeFloorGoods = pgTable(
  'home_floor_goods',
  {
    floorId: integer('floor_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    sort: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.floorId, table.goodsId] })],
);

/** Categories shoppers browse most; higher score first. */
export const popularCategories = pgTable('popular_categories', {
  categoryId: integer('category_id').primaryKey(),
  score: integer().notNull(),
});

/**
 * Parts recently ordered, for the home page ticker. Only the masked buyer
 * name is kept: the ticker must never identify a buyer.
 */
export const recentPurchases = pgTable(
  'recent_purchases',
  {
    id: serial().primaryKey(),
    goodsId: integer('goods_id').notNull(),
    quantity: integer().notNull(),
    buyerMasked: text('buyer_masked').notNull(),
    /** ISO 3166-1 alpha-2. */
    buyerCountryCode: text('buyer_country_code').notNull(),
    orderTime: timestamp('order_time', { withTimezone: true }).notNull(),
  },
  (table) => [index('recent_purchases_time_idx').on(table.orderTime.desc())],
);

import type { components } from '@chipmart/generated/internal/types';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocaleCode } from '../../i18n/locales.ts';
import type { LocalizedText } from './localized.ts';

type Seo = components['schemas']['SiteSeo'];
/** SEO texts per locale; `en` is always present and is the fallback. */
export type LocalizedSeo = Partial<Record<LocaleCode, Seo>> & { en: Seo };

/** Configuration of one brand variant (web key): logos, contacts, company, social links, analytics, default SEO. */
export const siteConfigs = pgTable('site_configs', {
  webKey: text('web_key').primaryKey(),
  /** The name the brand's drawn logos show. */
  brandName: text('brand_name').notNull().default('Chipmart'),
  logoHead: text('logo_head').notNull(),
  logoFoot: text('logo_foot').notNull(),
  logoAdmin: text('logo_admin').notNull(),
  websiteHome: text('website_home').notNull(),
  websiteAdmin: text('website_admin').notNull(),
  contactTel: text('contact_tel').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactWhatsApp: text('contact_whatsapp').notNull(),
  contactSkype: text('contact_skype').notNull(),
  contactWeChatImg: text('contact_wechat_img').notNull(),
  /** The WeChat account the footer's QR code (contactWeChatImg) opens when scanned; empty when the brand has none. */
  wechatAccountUrl: text('wechat_account_url').notNull().default(''),
  socializeFacebook: text('socialize_facebook').notNull(),
  socializeTwitter: text('socialize_twitter').notNull(),
  socializeInstagram: text('socialize_instagram').notNull(),
  socializeLinkedin: text('socialize_linkedin').notNull(),
  socializeYoutube: text('socialize_youtube').notNull(),
  trustpilotTemplateId: text('trustpilot_template_id').notNull(),
  trustpilotBusinessunitId: text('trustpilot_businessunit_id').notNull(),
  companyName: text('company_name').notNull(),
  companyAddress: text('company_address').notNull(),
  googleMeasurementId: text('google_measurement_id').notNull(),
  googleTagmanagerId: text('google_tagmanager_id').notNull(),
  seo: jsonb().$type<LocalizedSeo>().notNull(),
});

/** The languages each variant offers, in switcher order. */
export const siteLanguages = pgTable(
  'site_languages',
  {
    webKey: text('web_key').notNull(),
    code: text().$type<LocaleCode>().notNull(),
    /** The language's name in the language itself. */
    name: text().notNull(),
    sort: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.webKey, table.code] })],
);

export const newsTags = pgTable('news_tags', {
  id: integer().primaryKey(),
  names: jsonb().$type<LocalizedText>().notNull(),
});

/** News and blog articles; text per locale with English as the fallback. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer().primaryKey(),
    title: jsonb().$type<LocalizedText>().notNull(),
    summary: jsonb().$type<LocalizedText>().notNull(),
    /** Sanitised HTML per locale. */
    content: jsonb().$type<LocalizedText>().notNull(),
    seo: jsonb().$type<LocalizedSeo>().notNull(),
    coverImage: text('cover_image').notNull(),
    author: text().notNull(),
    /** Goods the article mentions, shown with live stock and price. */
    relatedGoodsIds: jsonb('related_goods_ids').$type<number[]>().notNull().default([]),
    viewCount: integer('view_count').notNull().default(0),
    /** Null for a draft; articles are listed only once published. */
    publishTime: timestamp('publish_time', { withTimezone: true }),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_articles_publish_idx').on(table.publishTime.desc(), table.id.desc()).where(sql`${table.publishTime} is not null`)],
);

export const newsArticleTags = pgTable(
  'news_article_tags',
  {
    newsId: integer('news_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.newsId, table.tagId] }), index('news_article_tags_tag_idx').on(table.tagId, table.newsId)],
);

/** Keywords linking to a search: 1 hot keywords under the search box, 2 keywords index entries. */
export const siteLabels = pgTable(
  'site_labels',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    type: smallint().notNull(),
    sort: integer().notNull(),
  },
  (table) => [index('site_labels_type_idx').on(table.type, table.sort)],
);

/** Options of the shop's form selects (feedback subjects, company types, ...), by option group. */
export const formOptions = pgTable(
  'form_options',
  {
    /** feedback_type, company_type, annual_purchase_volume or industry. */
    groupKey: text('group_key').notNull(),
    optionId: integer('option_id').notNull(),
    labels: jsonb().$type<LocalizedText>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupKey, table.optionId] })],
);

/** Messages sent from the feedback dialog; user_id is set when the sender was signed in. */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: serial().primaryKey(),
    typeId: integer('type_id').notNull(),
    email: text().notNull(),
    content: text().notNull(),
    userId: integer('user_id'),
    locale: text().$type<LocaleCode>().notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('feedback_messages_created_idx').on(table.createdAt)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    locale: text().$type<LocaleCode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Addresses are compared without case: Foo@x.com and foo@x.com are one subscriber.
  (table) => [uniqueIndex('newsletter_subscriptions_email_idx').on(sql`lower(${table.email})`)],
);

export const countries = pgTable('countries', {
  id: integer().primaryKey(),
  isoCode: text('iso_code').notNull().unique(),
  phoneCode: text('phone_code').notNull(),
  names: jsonb().$type<LocalizedText>().notNull(),
  /** Shipping zone the carriers price by: 0 mainland China, 1 Asia-Pacific, 2 Europe and North America, 3 rest of world. */
  shippingZone: smallint('shipping_zone').notNull(),
});

/** Mainland-China administrative regions, keyed by their national division code. */
export const chinaRegions = pgTable(
  'china_regions',
  {
    id: integer().primaryKey(),
    parentId: integer('parent_id').notNull(),
    /** 1 province-level, 2 city, 3 district or county. */
    level: smallint().notNull(),
    name: text().notNull(),
    nameEn: text('name_en').notNull(),
  },
  (table) => [index('china_regions_parent_idx').on(table.parentId, table.id)],
);

export const shippingOptions = pgTable('shipping_options', {
  id: integer().primaryKey(),
  name: text().notNull(),
  transitTime: jsonb('transit_time').$type<LocalizedText>().notNull(),
  /** Price quoted when no destination is given, in USD. */
  basePriceUsd: doublePrecision('base_price_usd').notNull(),
  sort: smallint().notNull(),
});

/** What a shipping option costs to one zone; an option without a rate for a zone does not deliver there. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    shippingOptionId: integer('shipping_option_id').notNull(),
    zone: smallint().notNull(),
    priceUsd: doublePrecision('price_usd').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shippingOptionId, table.zone] })],
);

/** About, policy and help pages edited in the back office. */
export const contentPages = pgTable('content_pages', {
  pageKey: text('page_key').primaryKey(),
  title: jsonb().$type<LocalizedText>().notNull(),
  /** Sanitised HTML per locale. */
  content: jsonb().$type<LocalizedText>().notNull(),
  seo: jsonb().$type<LocalizedSeo>().notNull(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull(),
});

/** SEO texts of shop pages, by page key or, more specific, by path. */
export const pageSeo = pgTable(
  'page_seo',
  {
    id: serial().primaryKey(),
    pageKey: text('page_key').notNull(),
    /** Set when the texts belong to one path only (without language prefix). */
    path: text(),
    seo: jsonb().$type<LocalizedSeo>().notNull(),
  },
  (table) => [index('page_seo_key_idx').on(table.pageKey), index('page_seo_path_idx').on(table.path)],
);

import type { components } from '@chipmart/generated/internal/types';
import { FALLBACK_LOCALE, type LocaleCode } from '../../platform/i18n/locales.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { webMessages } from './messages.ts';

type Schemas = components['schemas'];

/** What the server knows of the built shop (web/dist/<site>/site.json, written by the web build). */
export interface SiteManifest {
  webKey: string;
  locales: LocaleCode[];
  /** The build's server-render module, relative to the manifest (absent in builds without one). */
  serverEntry?: string;
}

/** Calls the server's own API in-process and returns `data` of a 200 answer, or null. */
export type ApiReader = <T>(path: string, init: { locale: LocaleCode; currency: string; body?: unknown }) => Promise<T | null>;

export interface PageHead {
  title: string;
  description: string;
  /** Path of the page without language segment. */
  path: string;
  locale: LocaleCode;
  jsonLd?: Record<string, unknown>;
}


/** The language segment of a shop path and the path without it. */
export function splitLanguage(pathname: string, site: SiteManifest): { locale: LocaleCode; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== FALLBACK_LOCALE && (site.locales as string[]).includes(first)) return { locale: first as LocaleCode, path: `/${rest.join('/')}` };
  return { locale: FALLBACK_LOCALE, path: pathname };
}

/** The contract's rule: the inland-China site always prices in CNY, the others default to USD. */
export const siteCurrency = (site: SiteManifest) => (site.webKey === 'inland' ? 'CNY' : 'USD');

const title = (locale: LocaleCode, page: string) => translate(locale, webMessages.documentTitle, { page });
const clip = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

const availability = { InStock: 'https://schema.org/InStock', BackOrder: 'https://schema.org/BackOrder', OutOfStock: 'https://schema.org/OutOfStock' } as const;

/** schema.org Product with one Offer per supplier offer, from the crawler view of a part (google-goodsDetail). */
export function productJsonLd(goods: Schemas['CatalogGoogleGoods']): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.name,
    sku: goods.sku,
    mpn: goods.mpn,
    brand: { '@type': 'Brand', name: goods.brand },
    image: goods.image,
    description: goods.description,
    category: goods.category,
    url: goods.url,
    offers: goods.offers.map((offer) => ({
      '@type': 'Offer',
      price: offer.price,
      priceCurrency: offer.currency,
      availability: availability[offer.availability],
      url: offer.url,
      seller: { '@type': 'Organization', name: offer.seller },
      inventoryLevel: { '@type': 'QuantitativeValue', value: offer.inventory_level },
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: offer.eligible_quantity },
    })),
  };
}

/**
 * The head of a product, category, manufacturer or news page, read through
 * the same API calls the shop makes; undefined for other pages, null for a
 * record that does not exist.
 */
export async function catalogPageHead(pathname: string, site: SiteManifest, read: ApiReader): Promise<PageHead | null | undefined> {
  const { locale, path } = splitLanguage(pathname, site);
  const currency = siteCurrency(site);
  const match = /^\/(product-detail|productdetail|category|manufacturer|news)\/(\d{1,9})\/?$/.exec(path);
  if (!match) return undefined;
  const [, kind, idText] = match;
  const id = Number(idText);
  const base = { locale, path };
  switch (kind) {
    case 'product-detail':
    case 'productdetail': {
      const goods = await read<Schemas['CatalogGoogleGoods']>(`/api/goods/google-goodsDetail?goods_id=${id}`, { locale, currency });
      if (!goods) return null;
      return {
        ...base,
        title: title(locale, goods.name),
        description: clip(translate(locale, webMessages.productDescription, { part: goods.mpn, brand: goods.brand, description: goods.description })),
        jsonLd: productJsonLd(goods),
      };
    }
    case 'category': {
      const page = await read<Schemas['CatalogCategoryGoodsPage']>('/api/index/getCategory', { locale, currency, body: { category_id: id, page: 1, page_size: 1 } });
      const category = page?.breadcrumb.at(-1);
      if (!page || !category) return null;
      return {
        ...base,
        title: title(locale, category.name),
        description: clip(translate(locale, webMessages.categoryDescription, { category: page.breadcrumb.map((crumb) => crumb.name).join(' › '), count: page.total.toLocaleString('en-US') })),
      };
    }
    case 'manufacturer': {
      const profile = await read<Schemas['CatalogManufacturerProfile']>(`/api/manufacturers/${id}`, { locale, currency });
      if (!profile) return null;
      return {
        ...base,
        title: title(locale, profile.name),
        description: clip(translate(locale, webMessages.manufacturerDescription, { manufacturer: profile.name, count: profile.goods_count.toLocaleString('en-US'), profile: profile.description })),
      };
    }
    case 'news': {
      const article = await read<Schemas['SiteNewsDetail']>(`/api/site/news/${id}`, { locale, currency });
      if (!article) return null;
      return {
        ...base,
        title: title(locale, article.title),
        description: clip(article.summary),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: article.title,
          description: article.summary,
          datePublished: article.publish_time,
          dateModified: article.update_time,
          ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
          ...(article.cover_image ? { image: [article.cover_image] } : {}),
        },
      };
    }
  }
  return undefined;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** JSON inside <script> must not close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const hreflang = (locale: LocaleCode) => (locale === 'jp' ? 'ja' : locale);
const localizedPath = (path: string, locale: LocaleCode) => (locale === FALLBACK_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`);

/**
 * The tags for the HTML head, marked data-server-head: the shop removes them
 * when it starts and manages the head itself from then on.
 */
export function headTags(head: PageHead, site: SiteManifest, origin: string): string {
  const url = (path: string) => `${origin}${path}`;
  const tags = [
    `<title data-server-head>${escapeHtml(head.title)}</title>`,
    `<meta data-server-head name="description" content="${escapeHtml(head.description)}">`,
    `<meta data-server-head property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta data-server-head property="og:description" content="${escapeHtml(head.description)}">`,
    `<link data-server-head rel="canonical" href="${escapeHtml(url(localizedPath(head.path, head.locale)))}">`,
    ...site.locales.map((locale) => `<link data-server-head rel="alternate" hreflang="${hreflang(locale)}" href="${escapeHtml(url(localizedPath(head.path, locale)))}">`),
    `<link data-server-head rel="alternate" hreflang="x-default" href="${escapeHtml(url(head.path))}">`,
  ];
  if (head.jsonLd) tags.push(`<script data-server-head type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

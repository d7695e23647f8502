import type { LocaleCode } from '@chipmart/generated/internal/model/index';
import { variantConfig } from '@variant-rules/config.ts';
import { m } from '$paraglide/messages.js';
import { htmlLang, localizePath } from '@/platform/i18n/locale.ts';
import { FALLBACK_LOCALE } from '@/platform/constants.ts';
import { absoluteUrl } from '@/platform/lib/absolute-url.ts';
import { pages, type PageKey } from './page-catalog.ts';

/** What TanStack Router hands a route's head(): the matched path and its params. */
export interface HeadContext {
  match: { pathname: string };
  params: Record<string, unknown>;
}

export interface PageSeo {
  /** The page's own title (a part number, a category name); the page catalogue's title otherwise. */
  title?: string;
  description?: string;
  /** schema.org data for the page (JSON-LD), e.g. a Product with its offers. */
  jsonLd?: Record<string, unknown>;
  /** Search engines should not index the page (personal pages, result pages of arbitrary queries). */
  noIndex?: boolean;
}

/** What a browser tab shows for a page: its title and the shop's name. */
export const documentTitle = (pageTitle: string) => m.platform_documentTitle({ page: pageTitle });

/** The path of a URL without its language segment. */
export function plainPath(pathname: string, lang: unknown): string {
  if (typeof lang !== 'string' || lang === '' || !pathname.startsWith(`/${lang}`)) return pathname || '/';
  return pathname.slice(lang.length + 1) || '/';
}

/**
 * A page's head: title, description, canonical URL and one alternate per
 * language of the variant (x-default is the fallback language), plus JSON-LD
 * when given. The server writes the same tags into the HTML of product,
 * category, manufacturer and news URLs for crawlers without JavaScript.
 */
export function pageHead(key: PageKey, context: HeadContext, seo: PageSeo = {}) {
  const path = plainPath(context.match.pathname, context.params.lang);
  const lang = typeof context.params.lang === 'string' && context.params.lang ? (context.params.lang as LocaleCode) : (FALLBACK_LOCALE as LocaleCode);
  const title = documentTitle(seo.title ?? pages[key].title());
  const description = seo.description ?? m.platform_defaultDescription();
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      ...(seo.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      { rel: 'canonical', href: absoluteUrl(localizePath(path, lang)) },
      ...variantConfig.locales.map((locale) => ({ rel: 'alternate', hrefLang: htmlLang(locale), href: absoluteUrl(localizePath(path, locale)) })),
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(path) },
    ],
    scripts: seo.jsonLd ? [{ type: 'application/ld+json', children: JSON.stringify(seo.jsonLd) }] : [],
  };
}

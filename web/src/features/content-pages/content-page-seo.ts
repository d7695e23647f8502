import type { SitePage } from '@chipmart/generated/internal/model/index';
import { variantConfig } from '@variant-rules/config.ts';
import { absoluteUrl } from '@/platform/lib/absolute-url.ts';
import type { PageSeo } from '@/platform/pages/page-head.ts';

/**
 * A content page's head: the description its editors wrote and schema.org
 * WebPage data with the date it was last edited. The title stays the page
 * catalog's, which the breadcrumb and heading show too.
 */
export function contentPageSeo(page: SitePage | undefined, pathname: string): PageSeo {
  if (!page) return {};
  const url = absoluteUrl(pathname);
  return {
    description: page.seo.description || undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: page.title,
      description: page.seo.description,
      dateModified: page.update_time,
      publisher: { '@type': 'Organization', name: variantConfig.brandName() },
      url,
    },
  };
}

import type { SiteNewsDetail } from '@chipmart/generated/internal/model/index';
import { variantConfig } from '@variant-rules/config.ts';
import type { PageSeo } from '@/platform/pages/page-head.ts';
import { absoluteUrl } from '@/platform/lib/absolute-url.ts';

/**
 * schema.org NewsArticle for search engines: headline, summary, cover image,
 * dates, author, tags and the page it lives on.
 */
export function newsArticleJsonLd(article: SiteNewsDetail, pageUrl: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, pageUrl).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.seo.description || article.summary,
    image: article.cover_image ? [absolute(article.cover_image)] : [],
    datePublished: article.publish_time,
    dateModified: article.update_time,
    author: article.author ? [{ '@type': 'Person', name: article.author }] : [],
    publisher: { '@type': 'Organization', name: variantConfig.brandName() },
    keywords: article.tags.join(', '),
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    url: pageUrl,
  };
}

/** The article page's head: its own title and description, and the JSON-LD above. */
export function newsArticleSeo(article: SiteNewsDetail | undefined, pathname: string): PageSeo {
  if (!article) return {};
  const pageUrl = absoluteUrl(pathname);
  return {
    title: article.title,
    description: article.seo.description || article.summary,
    jsonLd: newsArticleJsonLd(article, pageUrl),
  };
}

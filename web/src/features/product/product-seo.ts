import type { CatalogGoodsDetail } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { absoluteUrl } from '@/platform/lib/absolute-url.ts';

/** The page title: part number and manufacturer, as buyers search for them. */
export const productTitle = (detail: CatalogGoodsDetail) => `${detail.goods.part_number} ${detail.goods.brand_name}`;

/** The meta description: what the part is, by whom, and what it is offered with. */
export const productDescription = (detail: CatalogGoodsDetail) =>
  m.product_metaDescription({ part: detail.goods.part_number, manufacturer: detail.goods.brand_name, description: detail.goods.description });

/**
 * schema.org Product for search engines: brand, MPN, SKU, images,
 * description and one Offer per supplier SKU with its price at the MOQ,
 * currency, availability and the page URL.
 */
export function productJsonLd(detail: CatalogGoodsDetail, pageUrl: string): Record<string, unknown> {
  const { goods } = detail;
  const absolute = (path: string) => (URL.canParse(pageUrl) ? new URL(path, pageUrl).toString() : path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.part_number,
    mpn: goods.part_number,
    sku: String(goods.goods_id),
    brand: { '@type': 'Brand', name: goods.brand_name },
    image: (detail.images.length > 0 ? detail.images : [goods.icons]).filter(Boolean).map(absolute),
    description: goods.description,
    category: goods.category_name,
    url: pageUrl,
    offers: detail.offers.map((offer) => ({
      '@type': 'Offer',
      sku: String(offer.sku_id),
      price: offer.price_range[0]?.price,
      priceCurrency: offer.currency_code,
      availability: offer.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
      url: pageUrl,
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: offer.moq },
      seller: { '@type': 'Organization', name: offer.supplier_name },
    })),
  };
}

/** The head of a product page: title, description and JSON-LD once the loader has the part. */
export function productSeo(detail: CatalogGoodsDetail | undefined, pathname: string) {
  if (!detail) return {};
  return { title: productTitle(detail), description: productDescription(detail), jsonLd: productJsonLd(detail, absoluteUrl(pathname)) };
}

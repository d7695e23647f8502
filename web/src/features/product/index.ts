// The product page in its two layouts, its loader and SEO, and the part details query the compare page reuses.
export { ProductDetailClassic } from './ProductDetailClassic.tsx';
export { ProductDetailCompact } from './ProductDetailCompact.tsx';
export { goodsDetailQueryOptions, loadGoodsDetail } from './product-queries.ts';
export { productSeo } from './product-seo.ts';

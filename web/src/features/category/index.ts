// Categories: the index and listing pages with their loader, URL filters and heads, and the listing call other part lists reuse.
export { CategoryIndexPage } from './CategoryIndexPage.tsx';
export { CategoryListingPage } from './CategoryListingPage.tsx';
export { loadCategoryPage } from './category-loader.ts';
export { categoryListingSearch } from './category-search.ts';
export { categoryIndexSeo, categoryListingSeo } from './category-seo.ts';
export { categoryGoodsQueryOptions, useCategoryGoods } from './use-category-listing.ts';

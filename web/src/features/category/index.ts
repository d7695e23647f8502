// Categories: the index and listing pages with their loader and URL filters, and the listing call other part lists reuse.
export { CategoryIndexPage } from './CategoryIndexPage.tsx';
export { CategoryListingPage } from './CategoryListingPage.tsx';
export { loadCategoryPage } from './category-loader.ts';
export { categoryListingSearch, isFiltered } from './category-search.ts';
export { categoryGoodsQueryOptions, useCategoryGoods } from './use-category-listing.ts';

// Categories: the index and listing pages with their loader and URL filters, the category tree and
// navigation data the site's menus read, and the listing call other part lists reuse.
export { CategoryIndexPage } from './CategoryIndexPage.tsx';
export { CategoryListingPage } from './CategoryListingPage.tsx';
export { loadCategoryPage } from './category-loader.ts';
export { categoryListingSearch, isFiltered } from './category-search.ts';
export { currentCategoryTreeQueryOptions, useCategoryTreeQuery } from './category-tree.ts';
export { useNavPull } from './nav-pull.ts';
export { categoryGoodsQueryOptions, useCategoryGoods } from './use-category-listing.ts';

// The home page's sections, which each variant's home page arranges, and the banners its route prefetches.
export { BannerCarousel } from './BannerCarousel.tsx';
export { CatalogStats } from './CatalogStats.tsx';
export { FeaturedGoods } from './FeaturedGoods.tsx';
export { FloorTabs } from './FloorTabs.tsx';
export { HomeFloors } from './HomeFloors.tsx';
export { LatestNews } from './LatestNews.tsx';
export { PopularCategories } from './PopularCategories.tsx';
export { RecentOrders } from './RecentOrders.tsx';
export { TopCategoryList } from './TopCategoryList.tsx';
export { homeBannersQueryOptions } from './home-queries.ts';

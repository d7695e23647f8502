import { m } from '$paraglide/messages.js';
import { BannerCarousel, CatalogStats, FeaturedGoods, HomeFloors, LatestNews, RecentOrders } from '@/features/home';
import { SearchBox } from '@/site/shell/SearchBox.tsx';
import { searchBox } from './search-box.ts';
import './home.css';

/** Home: search, the banners beside what buyers just ordered, stock per category, every floor, featured parts and news. */
export function HomePage() {
  return (
    <div className="home home-inland">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{m.site_inlandTagline()}</h1>
        <p>{m.site_inlandHomeText()}</p>
        <SearchBox look={searchBox} />
      </section>
      <div className="home-inland-top">
        <BannerCarousel />
        <RecentOrders count={6} />
      </div>
      <CatalogStats withCategories />
      <HomeFloors goodsShown={6} />
      <FeaturedGoods count={6} />
      <LatestNews count={3} look="list" />
    </div>
  );
}

import { m } from '$paraglide/messages.js';
import { BannerCarousel, CatalogStats, FeaturedGoods, HomeFloors, LatestNews, TopCategoryList } from '@/features/home';
import { SearchBox } from '@/site/shell/SearchBox.tsx';
import { searchBox } from './search-box.ts';
import './home.css';

/** Home: a compact search bar, the category list beside the banners, the catalog in numbers, then parts and news. */
export function HomePage() {
  return (
    <div className="home home-ru">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{m.site_ruTagline()}</h1>
        <p>{m.site_ruHomeText()}</p>
        <SearchBox look={searchBox} />
      </section>
      <div className="home-ru-top">
        <TopCategoryList />
        <BannerCarousel />
      </div>
      <CatalogStats />
      <FeaturedGoods count={10} />
      <HomeFloors floors={3} goodsShown={4} />
      <LatestNews count={5} look="list" />
    </div>
  );
}

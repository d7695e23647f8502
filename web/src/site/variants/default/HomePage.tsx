import { m } from '$paraglide/messages.js';
import { BannerCarousel, FeaturedGoods, HomeFloors, LatestNews, PopularCategories } from '@/features/home';
import { HomeShortcuts } from '@/site/content/HomeShortcuts.tsx';
import { SearchBox } from '@/site/shell/SearchBox.tsx';
import { searchBox } from './search-box.ts';
import './home.css';

/** Home: the brand promise and search, the banners, popular categories as cards, featured parts, the floors, the news. */
export function HomePage() {
  return (
    <div className="home home-default">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{m.site_defaultTagline()}</h1>
        <p>{m.site_defaultHomeText()}</p>
        <SearchBox look={searchBox} />
      </section>
      <BannerCarousel />
      <PopularCategories limit={12} look="cards" />
      <FeaturedGoods count={8} />
      <HomeFloors goodsShown={5} />
      <LatestNews count={3} look="cards" />
      <HomeShortcuts />
    </div>
  );
}

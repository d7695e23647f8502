import { m } from '$paraglide/messages.js';
import { BannerCarousel, FeaturedGoods, FloorTabs, LatestNews, PopularCategories } from '@/features/home';
import { SearchBox } from '@/site/shell/SearchBox.tsx';
import { searchBox } from './search-box.ts';
import './home.css';

/** Home: a centred search, popular categories as pills, the banners, the floors as tabs, featured parts and news cards. */
export function HomePage() {
  return (
    <div className="home home-ko">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{m.site_koTagline()}</h1>
        <p>{m.site_koHomeText()}</p>
        <SearchBox look={searchBox} />
      </section>
      <PopularCategories limit={10} look="pills" />
      <BannerCarousel />
      <FloorTabs goodsShown={6} />
      <FeaturedGoods count={6} />
      <LatestNews count={4} look="cards" />
    </div>
  );
}

import { m } from '$paraglide/messages.js';
import { BannerCarousel } from '@/features/home/BannerCarousel.tsx';
import { FeaturedGoods } from '@/features/home/FeaturedGoods.tsx';
import { FloorTabs } from '@/features/home/FloorTabs.tsx';
import { LatestNews } from '@/features/home/LatestNews.tsx';
import { PopularCategories } from '@/features/home/PopularCategories.tsx';
import { SearchBox } from './SearchBox.tsx';
import './home.css';

/** Home: a centred search, popular categories as pills, the banners, the floors as tabs, featured parts and news cards. */
export function HomePage() {
  return (
    <div className="home home-ko">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{m.brand_ko_tagline()}</h1>
        <p>{m.home_ko_text()}</p>
        <SearchBox />
      </section>
      <PopularCategories limit={10} look="pills" />
      <BannerCarousel />
      <FloorTabs goodsShown={6} />
      <FeaturedGoods count={6} />
      <LatestNews count={4} look="cards" />
    </div>
  );
}

import { m } from '$paraglide/messages.js';
import { HomeShortcuts } from '@/features/site/HomeShortcuts.tsx';
import { SearchBox } from './SearchBox.tsx';

/** Home: the brand promise, the search, and the shortcuts into the shop. */
export function HomePage() {
  return (
    <div className="home home-ko">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{m.brand_ko_tagline()}</h1>
        <p>{m.home_ko_text()}</p>
        <SearchBox />
      </section>
      <HomeShortcuts />
    </div>
  );
}

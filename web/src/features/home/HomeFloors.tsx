import { m } from '$paraglide/messages.js';
import { GOODS_ROW_PX } from './FeaturedGoods.tsx';
import { FloorSection } from './FloorSection.tsx';
import { HomeSection, QueryBlock } from './HomeSection.tsx';
import { useHomeFloors } from './home-queries.ts';

/** The floors one below the other; `floors` and `goodsShown` keep a variant's page shorter. */
export function HomeFloors({ floors, goodsShown }: { floors?: number; goodsShown?: number }) {
  const list = useHomeFloors();
  return (
    <HomeSection id="home-floors" className="home-floors" title={m.home_floorsTitle()} more={{ to: '/category', label: m.home_allCategories() }}>
      <QueryBlock query={list} reserve={GOODS_ROW_PX * (goodsShown ?? 8) + 160} isEmpty={(data) => data.lists.length === 0}>
        {(data) => (
          <div className="floors">
            {data.lists.slice(0, floors).map((floor) => (
              <FloorSection key={floor.floor_id} floor={floor} goodsShown={goodsShown} />
            ))}
          </div>
        )}
      </QueryBlock>
    </HomeSection>
  );
}

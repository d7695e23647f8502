import { m } from '$paraglide/messages.js';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { HomeSection, QueryBlock } from './HomeSection.tsx';
import { useFeaturedGoods } from './home-queries.ts';

/** Rough height of one parts row, for the space kept while the rows load. */
export const GOODS_ROW_PX = 66;

/** The featured parts, in the shared parts table, with the way to all of them. */
export function FeaturedGoods({ count }: { count: number }) {
  const featured = useFeaturedGoods(count);
  return (
    <HomeSection id="home-featured" title={m.home_featuredParts()} more={{ to: '/featured', label: m.home_allFeatured() }}>
      <QueryBlock query={featured} reserve={GOODS_ROW_PX * count + 80} isEmpty={(data) => data.lists.length === 0}>
        {(data) => <GoodsTable rows={data.lists} caption={m.home_featuredCaption()} />}
      </QueryBlock>
    </HomeSection>
  );
}

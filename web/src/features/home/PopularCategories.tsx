import { m } from '$paraglide/messages.js';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { useQueryScope } from '@/platform/query-scope.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { HomeSection, QueryBlock } from './HomeSection.tsx';
import { usePopularCategories } from './home-queries.ts';

/** The most visited categories: icon cards in a grid, or a row of pills. */
export function PopularCategories({ limit, look }: { limit: number; look: 'cards' | 'pills' }) {
  const categories = usePopularCategories(limit);
  const { currency } = useQueryScope();
  return (
    <HomeSection id="home-popular" title={m.home_popularCategories()} more={{ to: '/category', label: m.home_allCategories() }} className={`popular-${look}`}>
      <QueryBlock query={categories} reserve={look === 'cards' ? 300 : 48} isEmpty={(data) => data.lists.length === 0}>
        {(data) => (
          <ul className="popular-list">
            {data.lists.map((category) => (
              <li key={category.category_id}>
                <LocalLink to={category.category_page_url} className="popular-item">
                  {category.icon && <img src={category.icon} alt="" width={look === 'cards' ? 48 : 24} height={look === 'cards' ? 48 : 24} loading="lazy" />}
                  <span className="popular-name">{category.name}</span>
                  {look === 'cards' && <span className="popular-count">{m.home_partsCount({ count: formatPieces(category.goods_count, currency) })}</span>}
                </LocalLink>
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
    </HomeSection>
  );
}

import { m } from '$paraglide/messages.js';
import { useCategoryTreeQuery } from '@/shared/catalog/category-tree.ts';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { useQueryScope } from '@/platform/query-scope.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { QueryBlock } from './HomeSection.tsx';
import './home.css';

/** The top categories as a side list with part counts, and the way to the whole tree. */
export function TopCategoryList() {
  const tree = useCategoryTreeQuery();
  const { currency } = useQueryScope();
  return (
    <nav className="top-category-list" aria-label={m.home_topCategoryNav()}>
      <h2 className="top-category-title">{m.home_topCategories()}</h2>
      <QueryBlock query={tree} reserve={320}>
        {(data) => (
          <ul>
            {data.lists.map((node) => (
              <li key={node.category_id}>
                <LocalLink to={node.category_page_url}>
                  <span>{node.name}</span>
                  <span className="top-category-count">{formatPieces(node.goods_count, currency)}</span>
                </LocalLink>
              </li>
            ))}
            <li>
              <LocalLink to="/category" className="top-category-all">
                {m.home_allCategories()}
              </LocalLink>
            </li>
          </ul>
        )}
      </QueryBlock>
    </nav>
  );
}

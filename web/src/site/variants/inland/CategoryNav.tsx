import { m } from '$paraglide/messages.js';
import { useCategoryTreeQuery } from '@/shared/catalog/category-tree.ts';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { useQueryScope } from '@/platform/query-scope.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { revealFocused } from '@/site/shell/reveal-focused.ts';
import '@/site/shell/category-nav.css';

/** Top categories with their part counts, as a strip under the search. */
export function CategoryNav() {
  const tree = useCategoryTreeQuery().data?.lists ?? [];
  const { currency } = useQueryScope();
  return (
    <nav className="category-nav category-nav-inland category-nav-row" aria-label={m.site_categoryNavLabel()}>
      <LocalLink to="/category" className="category-all">
        {m.site_categoryAll()}
      </LocalLink>
      <ul onFocus={revealFocused}>
        {tree.map((node) => (
          <li key={node.category_id}>
            <LocalLink to={node.category_page_url}>
              {node.name} <span className="count">({formatPieces(node.goods_count, currency)})</span>
            </LocalLink>
          </li>
        ))}
        <li>
          <LocalLink to="/manufacturer">{pages.manufacturer.title()}</LocalLink>
        </li>
      </ul>
    </nav>
  );
}

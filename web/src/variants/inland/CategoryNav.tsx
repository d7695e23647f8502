import { m } from '$paraglide/messages.js';
import { useCategoryTree } from '@/features/site/site-config.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** Top categories with their part counts, as a strip under the search. */
export function CategoryNav() {
  const tree = useCategoryTree();
  return (
    <nav className="category-nav category-nav-inland" aria-label={m.category_navLabel()}>
      <LocalLink to="/category" className="category-all">
        {m.category_all()}
      </LocalLink>
      <ul>
        {tree.map((node) => (
          <li key={node.category_id}>
            <LocalLink to={node.category_page_url}>
              {node.name} <span className="count">({node.goods_count})</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

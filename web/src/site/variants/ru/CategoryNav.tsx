import { m } from '$paraglide/messages.js';
import { useCategoryTreeQuery } from '@/shared/catalog/category-tree.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { revealFocused } from '@/site/shell/reveal-focused.ts';
import '@/site/shell/category-nav.css';

/** Top categories shown in the row before the full index. */
const ROW_CATEGORIES = 8;

/** The top categories as one row of links (scrolling sideways on narrow screens), then the full index. */
export function CategoryNav() {
  const tree = useCategoryTreeQuery().data?.lists ?? [];
  return (
    <nav className="category-nav category-nav-ru category-nav-row" aria-label={m.site_categoryNavLabel()}>
      <ul onFocus={revealFocused}>
        {tree.slice(0, ROW_CATEGORIES).map((node) => (
          <li key={node.category_id}>
            <LocalLink to={node.category_page_url}>{node.name}</LocalLink>
          </li>
        ))}
        <li>
          <LocalLink to="/category">{m.site_categoryBrowseAll()}</LocalLink>
        </li>
        <li>
          <LocalLink to="/manufacturer">{pages.manufacturer.title()}</LocalLink>
        </li>
      </ul>
    </nav>
  );
}

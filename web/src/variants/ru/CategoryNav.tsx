import { m } from '$paraglide/messages.js';
import { useCategoryTree } from '@/features/site/site-config.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** The top categories as a row of links, then the full index. */
export function CategoryNav() {
  const tree = useCategoryTree();
  return (
    <nav className="category-nav category-nav-ru" aria-label={m.category_navLabel()}>
      <ul>
        {tree.slice(0, 8).map((node) => (
          <li key={node.category_id}>
            <LocalLink to={node.category_page_url}>{node.name}</LocalLink>
          </li>
        ))}
        <li>
          <LocalLink to="/category">{m.category_browseAll()}</LocalLink>
        </li>
      </ul>
    </nav>
  );
}

import { m } from '$paraglide/messages.js';
import { useCategoryTree } from '@/features/site/site-config.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** Top categories as tabs, each listing its sub-categories on hover or focus. */
export function CategoryNav() {
  const tree = useCategoryTree();
  return (
    <nav className="category-nav category-nav-ko" aria-label={m.category_navLabel()}>
      <ul className="category-tabs">
        {tree.map((node) => (
          <li key={node.category_id} className="category-tab">
            <LocalLink to={node.category_page_url}>{node.name}</LocalLink>
            {node.children.length > 0 && (
              <ul className="category-tab-children">
                {node.children.map((child) => (
                  <li key={child.category_id}>
                    <LocalLink to={child.category_page_url}>{child.name}</LocalLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        <li className="category-tab">
          <LocalLink to="/category">{m.category_browseAll()}</LocalLink>
        </li>
      </ul>
    </nav>
  );
}

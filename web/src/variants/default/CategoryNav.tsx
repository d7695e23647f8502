import { Popover } from 'radix-ui';
import { m } from '$paraglide/messages.js';
import { useCategoryTree } from '@/features/site/site-config.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** An "All categories" menu listing the top categories with their sub-categories. */
export function CategoryNav() {
  const tree = useCategoryTree();
  return (
    <nav className="category-nav category-nav-default" aria-label={m.category_navLabel()}>
      <Popover.Root>
        <Popover.Trigger className="button category-trigger">{m.category_all()}</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="category-menu" align="start" sideOffset={4}>
            <ul>
              {tree.map((node) => (
                <li key={node.category_id}>
                  <LocalLink to={node.category_page_url}>{node.name}</LocalLink>
                  {node.children.length > 0 && (
                    <ul>
                      {node.children.map((child) => (
                        <li key={child.category_id}>
                          <LocalLink to={child.category_page_url}>{child.name}</LocalLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            <LocalLink to="/category">{m.category_browseAll()}</LocalLink>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <LocalLink to="/manufacturer">{m.page_manufacturer()}</LocalLink>
      <LocalLink to="/bom">{m.page_bom()}</LocalLink>
      <LocalLink to="/rfq">{m.page_rfq()}</LocalLink>
      <LocalLink to="/news">{m.page_news()}</LocalLink>
    </nav>
  );
}

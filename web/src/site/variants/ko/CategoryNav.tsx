import { NavigationMenu } from 'radix-ui';
import { m } from '$paraglide/messages.js';
import { useCategoryTreeQuery } from '@/shared/catalog/category-tree.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import '@/site/shell/category-nav.css';

/**
 * Top categories as tabs; each opens its sub-categories below the row
 * (pointer, or Enter / arrow keys; Escape closes).
 */
export function CategoryNav() {
  const tree = useCategoryTreeQuery().data?.lists ?? [];
  return (
    <NavigationMenu.Root className="category-nav category-nav-ko" aria-label={m.site_categoryNavLabel()}>
      <NavigationMenu.List className="category-tabs">
        {tree.map((node) => (
          <NavigationMenu.Item key={node.category_id} className="category-tab">
            <NavigationMenu.Trigger className="category-tab-trigger">{node.name}</NavigationMenu.Trigger>
            <NavigationMenu.Content className="category-tab-panel">
              <NavigationMenu.Link asChild>
                <LocalLink to={node.category_page_url} className="category-tab-all">
                  {m.site_allIn({ name: node.name })}
                </LocalLink>
              </NavigationMenu.Link>
              <ul>
                {node.children.map((child) => (
                  <li key={child.category_id}>
                    <NavigationMenu.Link asChild>
                      <LocalLink to={child.category_page_url}>{child.name}</LocalLink>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item className="category-tab">
          <NavigationMenu.Link asChild>
            <LocalLink to="/category">{m.site_categoryBrowseAll()}</LocalLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item className="category-tab">
          <NavigationMenu.Link asChild>
            <LocalLink to="/manufacturer">{pages.manufacturer.title()}</LocalLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      <div className="category-tab-viewport-anchor">
        <NavigationMenu.Viewport className="category-tab-viewport" />
      </div>
    </NavigationMenu.Root>
  );
}

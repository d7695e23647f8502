import { Popover, Tabs } from 'radix-ui';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { useCategoryTreeQuery } from '@/features/category/category-tree.ts';
import { useNavPull } from '@/features/category/nav-pull.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import '@/features/category/category-nav.css';

/**
 * An "All categories" menu: the top categories as vertical tabs (arrow keys
 * or pointer), the chosen one's sub-categories, much-viewed parts and leading
 * manufacturers beside them.
 */
export function CategoryNav() {
  const [open, setOpen] = useState(false);
  return (
    <nav className="category-nav category-nav-default" aria-label={m.category_navLabel()}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className="button category-trigger">{m.category_all()}</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="category-menu category-mega" align="start" sideOffset={4} onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
            <MegaMenu />
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

function MegaMenu() {
  const tree = useCategoryTreeQuery();
  const pull = useNavPull(true);
  const tops = tree.data?.lists ?? [];
  const [active, setActive] = useState<string | undefined>(undefined);
  if (tops.length === 0) return <p>{tree.isError ? m.browse_loadFailed() : m.ui_loading()}</p>;
  const value = active ?? String(tops[0]!.category_id);
  return (
    <>
      <Tabs.Root value={value} onValueChange={setActive} orientation="vertical" className="mega-tabs">
        <Tabs.List className="mega-tops" aria-label={m.browse_topCategories()}>
          {tops.map((top) => (
            <Tabs.Trigger key={top.category_id} value={String(top.category_id)} className="mega-top" onMouseEnter={() => setActive(String(top.category_id))}>
              {top.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tops.map((top) => {
          const extra = pull.data?.lists.find((entry) => entry.category_id === top.category_id);
          return (
            <Tabs.Content key={top.category_id} value={String(top.category_id)} className="mega-panel">
              <LocalLink to={top.category_page_url} className="mega-all">
                {m.browse_allIn({ name: top.name })}
              </LocalLink>
              <div className="mega-columns">
                {top.children.map((child) => (
                  <div key={child.category_id} className="mega-column">
                    <LocalLink to={child.category_page_url} className="mega-level2">
                      {child.name}
                    </LocalLink>
                    <ul>
                      {child.children.map((leaf) => (
                        <li key={leaf.category_id}>
                          <LocalLink to={leaf.category_page_url}>{leaf.name}</LocalLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
              {extra && (extra.hot_goods.length > 0 || extra.hot_manufacturers.length > 0) && (
                <div className="mega-extra">
                  {extra.hot_goods.length > 0 && (
                    <div>
                      <h3 className="mega-heading">{m.browse_hotParts()}</h3>
                      <ul>
                        {extra.hot_goods.map((goods) => (
                          <li key={goods.goods_id}>
                            <LocalLink to={goods.goods_page_url}>{goods.part_number}</LocalLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {extra.hot_manufacturers.length > 0 && (
                    <div>
                      <h3 className="mega-heading">{m.browse_hotManufacturers()}</h3>
                      <ul>
                        {extra.hot_manufacturers.map((maker) => (
                          <li key={maker.manufacturer_id}>
                            <LocalLink to={maker.manufacturer_page_url}>{maker.name}</LocalLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </div>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <LocalLink to="/category" className="mega-browse">
        {m.category_browseAll()}
      </LocalLink>
    </>
  );
}

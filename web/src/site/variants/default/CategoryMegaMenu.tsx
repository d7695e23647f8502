import { Popover, Tabs } from 'radix-ui';
import { useState, type RefObject } from 'react';
import { m } from '$paraglide/messages.js';
import { useCategoryTreeQuery } from '@/shared/catalog/category-tree.ts';
import { useNavPull } from '@/shared/catalog/nav-pull.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';

interface MenuProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's "All categories" button: the menu hangs below it and gives focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The pop-over of CategoryNav, loaded on first use. */
export function CategoryMegaMenu({ id, open, onOpenChange, triggerRef }: MenuProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          className="category-menu category-mega"
          align="start"
          sideOffset={4}
          aria-label={m.site_categoryAll()}
          onClick={(event) => (event.target as HTMLElement).closest('a') && onOpenChange(false)}
          // The button toggles the menu itself; a press on it is not a press outside.
          onInteractOutside={(event) => event.target instanceof Node && triggerRef.current?.contains(event.target) && event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <MegaMenu />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function MegaMenu() {
  const tree = useCategoryTreeQuery();
  const pull = useNavPull(true);
  const tops = tree.data?.lists ?? [];
  const [active, setActive] = useState<string | undefined>(undefined);
  if (tops.length === 0) return <p>{tree.isError ? m.site_loadFailed() : <LoadingText />}</p>;
  const value = active ?? String(tops[0]!.category_id);
  return (
    <>
      <Tabs.Root value={value} onValueChange={setActive} orientation="vertical" className="mega-tabs">
        <Tabs.List className="mega-tops" aria-label={m.site_topCategories()}>
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
                {m.site_allIn({ name: top.name })}
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
                      <h3 className="mega-heading">{m.site_hotParts()}</h3>
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
                      <h3 className="mega-heading">{m.site_hotManufacturers()}</h3>
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
        {m.site_categoryBrowseAll()}
      </LocalLink>
    </>
  );
}

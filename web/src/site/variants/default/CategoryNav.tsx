import { useId, useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { pages } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { useLoadedComponent } from '@/ui/use-loaded-component.ts';
import '@/site/shell/category-nav.css';

// The menu (Radix popover and tabs, the category tree) loads when a shopper reaches for the button, not with every page.
const loadMenu = () => import('./CategoryMegaMenu.tsx').then((module) => module.CategoryMegaMenu);

/**
 * An "All categories" menu: the top categories as vertical tabs (arrow keys
 * or pointer), the chosen one's sub-categories, much-viewed parts and leading
 * manufacturers beside them.
 */
export function CategoryNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const want = () => setWanted(true);
  const CategoryMegaMenu = useLoadedComponent(loadMenu, wanted);
  return (
    <nav className="category-nav category-nav-default" aria-label={m.site_categoryNavLabel()}>
      <button
        ref={triggerRef}
        type="button"
        className="button category-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
      >
        {m.site_categoryAll()}
      </button>
      {CategoryMegaMenu && <CategoryMegaMenu id={menuId} open={open} onOpenChange={setOpen} triggerRef={triggerRef} />}
      <LocalLink to="/manufacturer">{pages.manufacturer.title()}</LocalLink>
      <LocalLink to="/bom">{pages.bom.title()}</LocalLink>
      <LocalLink to="/rfq">{pages.rfq.title()}</LocalLink>
      <LocalLink to="/news">{pages.news.title()}</LocalLink>
    </nav>
  );
}

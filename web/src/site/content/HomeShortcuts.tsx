import { m } from '$paraglide/messages.js';
import { pages, type PageKey } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';

const shortcuts: PageKey[] = ['category', 'bom', 'rfq', 'manufacturer', 'featured', 'leadTimeBuy'];

/** The main ways into the shop, as cards. */
export function HomeShortcuts() {
  return (
    <nav className="home-shortcuts" aria-label={m.site_homeShortcuts()}>
      <ul>
        {shortcuts.map((key) => (
          <li key={key}>
            <LocalLink to={pages[key].path} className="shortcut-card">
              {pages[key].title()}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

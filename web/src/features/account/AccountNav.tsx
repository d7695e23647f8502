import { m } from '$paraglide/messages.js';
import { pages } from '@/platform/pages/page-catalog.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';

/**
 * The account's side navigation: a plain list of links, the current page
 * marked with aria-current by the router. On a phone the list becomes one
 * row that scrolls sideways by itself, so the page never does.
 */
export function AccountNav() {
  return (
    <nav className="account-nav" aria-label={m.account_navLabel()}>
      <ul className="account-nav-list">
        {ACCOUNT_LINKS.map(({ page, exact }) => (
          <li key={page}>
            <LocalLink to={pages[page].path} className="account-nav-link" activeOptions={{ exact, includeSearch: false }}>
              {page === 'myAccount' ? m.account_navOverview() : pages[page].title()}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

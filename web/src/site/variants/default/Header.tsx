import { m } from '$paraglide/messages.js';
import { useSiteConfig } from '@/platform/site-config.ts';
import { AccountLinks } from '@/site/shell/AccountLinks.tsx';
import { CurrencySwitcher } from '@/site/shell/CurrencySwitcher.tsx';
import { LanguageSwitcher } from '@/site/shell/LanguageSwitcher.tsx';
import { Logo } from '@/site/shell/Logo.tsx';
import { SearchBox } from '@/site/shell/SearchBox.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { searchBox } from './search-box.ts';
import '@/site/shell/header.css';
import './theme.css';

/** Global header: contact strip, logo, wide search, category menu and account. */
export function Header() {
  const config = useSiteConfig();
  return (
    <header className="site-header header-default">
      <div className="header-strip">
        <span>{m.site_defaultTagline()}</span>
        {config.contact_email && <a href={`mailto:${config.contact_email}`}>{config.contact_email}</a>}
        <span className="header-tools">
          <LanguageSwitcher />
          <CurrencySwitcher />
        </span>
      </div>
      <div className="header-main">
        <Logo height={36} />
        <SearchBox look={searchBox} label={m.site_shellSiteSearch()} />
        <AccountLinks />
      </div>
      <CategoryNav />
    </header>
  );
}

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

/** Service hotline strip, then logo and a large search; prices are always in yuan. */
export function Header() {
  const config = useSiteConfig();
  return (
    <header className="site-header header-inland">
      <div className="header-strip">
        {config.contact_tel && (
          <span>
            {m.site_inlandHotline()} <a href={`tel:${config.contact_tel.replace(/\s/g, '')}`}>{config.contact_tel}</a>
          </span>
        )}
        <span className="header-tools">
          <LanguageSwitcher />
          <CurrencySwitcher />
          <AccountLinks />
        </span>
      </div>
      <div className="header-main">
        <Logo height={40} />
        <SearchBox look={searchBox} label={m.site_shellSiteSearch()} />
      </div>
      <CategoryNav />
    </header>
  );
}

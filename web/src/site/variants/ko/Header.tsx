import { m } from '$paraglide/messages.js';
import { AccountLinks } from '@/site/shell/AccountLinks.tsx';
import { CurrencySwitcher } from '@/site/shell/CurrencySwitcher.tsx';
import { LanguageSwitcher } from '@/site/shell/LanguageSwitcher.tsx';
import { Logo } from '@/site/shell/Logo.tsx';
import { SearchBox } from '@/site/shell/SearchBox.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { searchBox } from './search-box.ts';
import '@/site/shell/header.css';
import './theme.css';

/** Centred logo over a rounded search, tools on the right, category tabs below. */
export function Header() {
  return (
    <header className="site-header header-ko">
      <div className="header-tools header-tools-ko">
        <LanguageSwitcher />
        <CurrencySwitcher />
        <AccountLinks />
      </div>
      <div className="header-main header-main-centred">
        <Logo height={40} />
        <SearchBox look={searchBox} label={m.site_shellSiteSearch()} />
      </div>
      <CategoryNav />
    </header>
  );
}

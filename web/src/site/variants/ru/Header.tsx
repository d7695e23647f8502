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

/** One dark bar: logo, compact search, language, currency and account; the category row below. */
export function Header() {
  return (
    <header className="site-header header-ru">
      <div className="header-main">
        <Logo height={32} />
        <SearchBox look={searchBox} label={m.site_shellSiteSearch()} />
        <LanguageSwitcher />
        <CurrencySwitcher />
        <AccountLinks />
      </div>
      <CategoryNav />
    </header>
  );
}

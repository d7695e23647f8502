import { variantConfig } from '@variant-rules/config.ts';
import { m } from '$paraglide/messages.js';
import { useSiteConfig } from '@/platform/site-config.ts';
import { AccountLinks } from '@/site/shell/AccountLinks.tsx';
import { CurrencySwitcher } from '@/site/shell/CurrencySwitcher.tsx';
import { LanguageSwitcher } from '@/site/shell/LanguageSwitcher.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { CategoryNav } from './CategoryNav.tsx';
import { SearchBox } from './SearchBox.tsx';
import '@/site/shell/header.css';
import './theme.css';

/** One dark bar: logo, compact search, language, currency and account; the category row below. */
export function Header() {
  const config = useSiteConfig();
  return (
    <header className="site-header header-ru">
      <div className="header-main">
        <LocalLink to="/" className="logo" aria-label={variantConfig.brandName()}>
          {config.logo_head ? <img src={config.logo_head} alt={config.company_name || variantConfig.brandName()} height={32} /> : <span className="wordmark">{variantConfig.brandName()}</span>}
        </LocalLink>
        <SearchBox label={m.site_shellSiteSearch()} />
        <LanguageSwitcher />
        <CurrencySwitcher />
        <AccountLinks />
      </div>
      <CategoryNav />
    </header>
  );
}

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

/** Centred logo over a rounded search, tools on the right, category tabs below. */
export function Header() {
  const config = useSiteConfig();
  return (
    <header className="site-header header-ko">
      <div className="header-tools header-tools-ko">
        <LanguageSwitcher />
        <CurrencySwitcher />
        <AccountLinks />
      </div>
      <div className="header-main header-main-centred">
        <LocalLink to="/" className="logo" aria-label={variantConfig.brandName()}>
          {config.logo_head ? <img src={config.logo_head} alt={config.company_name || variantConfig.brandName()} height={40} /> : <span className="wordmark">{variantConfig.brandName()}</span>}
        </LocalLink>
        <SearchBox label={m.site_shellSiteSearch()} />
      </div>
      <CategoryNav />
    </header>
  );
}

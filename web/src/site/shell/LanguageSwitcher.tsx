import type { LocaleCode } from '@chipmart/generated/internal/model/index';
import { useRouterState } from '@tanstack/react-router';
import { variantConfig } from '@variant-rules/config.ts';
import { m } from '$paraglide/messages.js';
import { htmlLang, localizePath } from '@/platform/i18n/locale.ts';
import { plainPath, useLocale } from '@/platform/i18n/use-locale.ts';

/** A language's name in that language (Deutsch, 日本語): the same whatever the page's language, so not a message. */
export function languageName(locale: LocaleCode): string {
  return __LANGUAGE_NAMES__[locale] ?? locale;
}

/**
 * Switches the page's language, keeping the page and its query. The page is
 * loaded afresh: each language's scripts carry only its own messages
 * (ADR 0029); the lists, cart and currency are kept in the browser.
 */
export function LanguageSwitcher() {
  const locale = useLocale();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (variantConfig.locales.length < 2) return null;
  return (
    <label className="switcher">
      <span className="visually-hidden">{m.site_shellLanguage()}</span>
      <select
        className="language-select"
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value as LocaleCode;
          window.location.assign(localizePath(plainPath(pathname), next) + window.location.search + window.location.hash);
        }}
      >
        {variantConfig.locales.map((code) => (
          <option key={code} value={code} lang={htmlLang(code)}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}

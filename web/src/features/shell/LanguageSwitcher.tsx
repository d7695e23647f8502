import type { LocaleCode } from '@chipmart/generated/internal/model/index';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { variantConfig } from '@variant/config.ts';
import { m } from '$paraglide/messages.js';
import { htmlLang, localizePath } from '@/i18n/locale.ts';
import { plainPath, useLocale } from '@/i18n/use-locale.ts';

/** A language's name in that language (Deutsch, 日本語), from the browser rather than from messages. */
export function languageName(locale: LocaleCode): string {
  const tag = htmlLang(locale);
  return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? locale;
}

/** Switches the page's language, keeping the page and its query. */
export function LanguageSwitcher() {
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => state.location });
  if (variantConfig.locales.length < 2) return null;
  return (
    <label className="switcher">
      <span className="visually-hidden">{m.shell_language()}</span>
      <select
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value as LocaleCode;
          void navigate({ href: localizePath(plainPath(location.pathname), next) + location.searchStr });
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

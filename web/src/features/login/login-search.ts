import { pages } from '@/platform/pages/page-catalog.ts';
import { safeRedirectTarget } from '@/platform/session/safe-redirect.ts';
import { currentLocale, localizePath } from '@/platform/i18n/locale.ts';
import { plainPath } from '@/platform/i18n/use-locale.ts';
import { oneOf, searchSchema, text, type SearchOutput } from '@/platform/lib/search-params.ts';

/** The two ways in, as the tabs of the login page name them. */
export const LOGIN_METHODS = ['password', 'code'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Where to go after signing in; anything that is not text is dropped rather than failing the page. */
const redirectParam = text({ coerce: false });

/** /login?redirect=...&method=code: the page to return to, and the tab to open. */
export const loginSearchSchema = searchSchema({
  redirect: redirectParam,
  method: oneOf(LOGIN_METHODS),
});

/** /login/validate?email=...&redirect=...: the address the code went to, and the page to return to. */
export const loginValidateSearchSchema = searchSchema({
  redirect: redirectParam,
  email: text({ coerce: false, trim: true, min: 1 }),
});

export type LoginSearch = SearchOutput<typeof loginSearchSchema>;
export type LoginValidateSearch = SearchOutput<typeof loginValidateSearchSchema>;

/**
 * Where a buyer lands after signing in: the page the login guard was sent
 * from when it is a page of this site, else home; without one, the account.
 * It opens in the login page's language, so a language switched on the way stays switched.
 */
export function afterSignInTarget(redirect: string | undefined, origin?: string): string {
  const target = redirect ? safeRedirectTarget(redirect, origin) : pages.myAccount.path;
  return localizePath(plainPath(target), currentLocale());
}

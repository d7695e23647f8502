import { LOGIN_REDIRECT_PARAM } from '@/platform/constants.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { currentLocale, localizePath } from '@/platform/i18n/locale.ts';
import { plainPath } from '@/platform/i18n/use-locale.ts';

/** The login page in the current language, carrying where to come back to: /{lang}/login?redirect={path}. */
export function loginHref(returnTo: string): string {
  return `${localizePath(pages.login.path, currentLocale())}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** Pages about signing in: returning to them after signing in would only show the login form again. */
const AUTH_PATHS = [pages.login.path, pages.register.path, pages.forgotPassword.path, pages.exit.path];

function isAuthPage(pathname: string): boolean {
  const path = plainPath(pathname);
  return AUTH_PATHS.some((authPath) => path === authPath || path.startsWith(`${authPath}/`));
}

/**
 * Where a "Sign in" link on the page at `location` leads: back to that page
 * (`href` is its path, query and hash), except on the sign-in pages
 * themselves, where it keeps the return address the page already carries (or
 * none) instead of looping back to the sign-in page.
 */
export function signInHref(location: { href: string; pathname: string; searchStr: string }): string {
  if (!isAuthPage(location.pathname)) return loginHref(location.href);
  const carried = new URLSearchParams(location.searchStr).get(LOGIN_REDIRECT_PARAM);
  if (carried && !isAuthPage(carried.split(/[?#]/)[0]!)) return loginHref(carried);
  return localizePath(pages.login.path, currentLocale());
}

/**
 * Where an expired session (code 4001) leads from the page at `location`:
 * /exit in the current language, carrying that page so signing in again
 * returns to it; from a sign-in page nothing is carried. On /exit itself it
 * leads nowhere: a page's other calls fail with 4001 too, and arriving after
 * the first one moved the buyer there they must not drop the way back.
 */
export function sessionExpiredHref(location: { href: string; pathname: string }): string | undefined {
  if (plainPath(location.pathname) === pages.exit.path) return undefined;
  const exit = localizePath(pages.exit.path, currentLocale());
  return isAuthPage(location.pathname) ? exit : `${exit}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(location.href)}`;
}

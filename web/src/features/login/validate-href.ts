import { LOGIN_REDIRECT_PARAM } from '@/platform/constants.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { localizePath } from '@/platform/i18n/locale.ts';

/** The code step in the current language: /{lang}/login/validate?email=...&redirect=... (each only when given). */
export function validateHref(email: string, redirect: string | undefined): string {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  if (redirect) query.set(LOGIN_REDIRECT_PARAM, redirect);
  const search = query.toString();
  return localizePath(pages.loginValidate.path) + (search ? `?${search}` : '');
}

/** The login page's code tab in the current language, keeping where to return to. */
export function codeTabHref(redirect: string | undefined): string {
  const query = new URLSearchParams({ method: 'code' });
  if (redirect) query.set(LOGIN_REDIRECT_PARAM, redirect);
  return `${localizePath(pages.login.path)}?${query.toString()}`;
}

/** Another identity page (registration) in the current language, keeping where to return to. */
export function withRedirect(path: string, redirect: string | undefined): string {
  return localizePath(path) + (redirect ? `?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: redirect }).toString()}` : '');
}

import { LOGIN_REDIRECT_PARAM } from '@/constants.ts';
import { currentLocale, localizePath } from '@/i18n/locale.ts';

/** The login page in the current language, carrying where to come back to: /{lang}/login?redirect={path}. */
export function loginHref(returnTo: string): string {
  return `${localizePath('/login', currentLocale())}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(returnTo)}`;
}

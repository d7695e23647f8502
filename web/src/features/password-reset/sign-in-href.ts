import { currentLocale, localizePath } from '@/platform/i18n/locale.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { loginHref } from '@/platform/session/login-href.ts';

/** The login page in the current language, carrying the page to return to when there is one. */
export const signInHref = (redirect: string | undefined) => (redirect ? loginHref(redirect) : localizePath(pages.login.path, currentLocale()));

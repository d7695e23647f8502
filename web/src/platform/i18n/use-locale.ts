import type { LocaleCode } from '@chipmart/generated/internal/model/index';
import { useRouterState } from '@tanstack/react-router';
import { FALLBACK_LOCALE } from '@/platform/constants.ts';
import { isAllowedLocale } from './locale.ts';

/** The language of the page being shown, following navigation. */
export function useLocale(): LocaleCode {
  return useRouterState({
    select: (state) => {
      const lang = state.location.pathname.split('/')[1] ?? '';
      return isAllowedLocale(lang) ? lang : (FALLBACK_LOCALE as LocaleCode);
    },
  });
}

/** The current path without its language prefix. */
export function plainPath(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  return isAllowedLocale(first) ? `/${rest.join('/')}` : pathname;
}

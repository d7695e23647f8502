import { getUserProfile } from '@chipmart/generated/internal/hooks/user/user';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { ErrorPage } from '@/site/errors/ErrorPage.tsx';
import { NotFoundPage } from '@/site/errors/NotFoundPage.tsx';
import { adoptUrlParams } from '@/platform/session/url-params.ts';
import { AppShell } from '@/site/shell/AppShell.tsx';
import type { LocaleCode } from '@chipmart/generated/internal/model/index';
import { FALLBACK_LOCALE } from '@/platform/constants.ts';
import { isAllowedLocale, localizePath } from '@/platform/i18n/locale.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: async ({ location }) => {
    const outcome = await adoptUrlParams(location, () => getUserProfile());
    if (outcome.kind === 'replace') throw redirect({ href: outcome.href, replace: true });
    if (outcome.kind === 'sessionExpired') {
      // The language route has not run yet: take the language from the URL itself.
      const segment = location.pathname.split('/')[1] ?? '';
      throw redirect({ href: localizePath('/exit', isAllowedLocale(segment) ? segment : (FALLBACK_LOCALE as LocaleCode)), replace: true });
    }
  },
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

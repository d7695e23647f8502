import { createRouter } from '@tanstack/react-router';
import { signOut } from '@/features/session/session-store.ts';
import { localizePath } from '@/i18n/locale.ts';
import { routeTree } from '../routeTree.gen.ts';
import { setUpApiClient } from './api-client.ts';
import { queryClient } from './query-client.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

// Code 4001 from any call: the session is over; forget it and say so on /exit.
setUpApiClient(() => {
  signOut();
  queryClient.removeQueries();
  void router.navigate({ href: localizePath('/exit'), replace: true });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

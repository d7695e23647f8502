import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';

/** The shop's router; the server gives each request its own, with the request's URL as its history. */
/** `nonce`: on the server, the page's script nonce, carried by the one inline script the router writes (scroll restoration). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, nonce?: string) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ssr: { nonce },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The server renders this page before sending it: it looks the same to everyone (no session, nothing kept in the browser). */
    serverRender?: boolean;
  }
}

import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { readServerState } from './app/server-state.ts';
import { setUpApiClient } from './platform/api-client.ts';
import { reloadForChunkError } from './platform/errors/chunk-reload.ts';
import { signOut } from './platform/session/session-store.ts';
import { sessionExpiredHref } from './platform/session/login-href.ts';
import { seedDateTexts } from './platform/lib/date-format.ts';
import './styles.css';

// A route's code file that no longer exists (a new release) reloads the page, at most once a minute.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

const rootElement = document.getElementById('root')!;
const serverState = readServerState(document);

/** The query cache, the router and the app around them. */
function createApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // Code 4001 from any call: the session is over; forget it and say so on /exit, which offers the way back to this page.
  setUpApiClient(() => {
    const expiredHref = sessionExpiredHref(router.state.location);
    signOut();
    queryClient.removeQueries();
    if (expiredHref) void router.navigate({ href: expiredHref, replace: true });
  });
  return { queryClient, router, app: <App queryClient={queryClient} router={router} /> };
}

// The server's head (a title, and for catalog pages what crawlers read) gives way to the routes' own.
for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();

if (serverState) {
  // The server rendered this page: take over its markup with the answers it used, once the route's code is here.
  // Each step runs in a task of its own, so none blocks the page for long: the app's code is evaluated,
  // then the router is built, then the route loads; hydration, as a transition, yields to the browser between components.
  setTimeout(() => {
    const { queryClient, router, app } = createApp();
    hydrate(queryClient, serverState.queries);
    seedDateTexts(serverState.dates ?? {});
    // Tells the router the page came from a server render: it renders the same tree as the server did and does not load again on mount.
    router.ssr = { manifest: undefined };
    setTimeout(() => void router.load().then(() => startTransition(() => void hydrateRoot(rootElement, app))), 0);
  }, 0);
} else {
  createRoot(rootElement).render(createApp().app);
}

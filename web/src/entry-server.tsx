import { AsyncLocalStorage } from 'node:async_hooks';
import { bindHooksClient, createShopClient } from '@chipmart/client';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { variantConfig } from '@variant-rules/config.ts';
import { renderToString } from 'react-dom/server';
import { baseLocale, overwriteGetLocale, overwriteSetLocale } from '$paraglide/runtime.js';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { splitHoistedHead } from './app/hoisted-head.ts';
import { serverStateScript } from './app/server-state.ts';
import { renderWithQueries } from './app/ssr-queries.ts';
import { CONNECT_TOKEN_PARAM, WEB_SOURCE_PARAM } from './platform/constants.ts';
import { htmlLang } from './platform/i18n/locale.ts';
import { setServerOrigin } from './platform/lib/absolute-url.ts';
import { readRequestCookiesFrom } from './platform/lib/cookies.ts';
import { readRequestSessionFrom, sessionFromCookies, type Session } from './platform/session/session-store.ts';
import { keepDateTextsIn, type DateTexts } from './platform/lib/date-format.ts';
import type { LocaleCode } from '@chipmart/generated/internal/model/index';

/**
 * What the server gives each render: the page's URL (path and query), the origin it is served from, the
 * request's Cookie header (the session the page is rendered for) and a fetch that reaches its own API.
 */
export interface RenderRequest {
  url: string;
  origin: string;
  cookies?: string;
  /** The page's Content-Security-Policy nonce: the router's inline script carries it, so no other inline script runs. */
  nonce?: string;
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
}

/**
 * `html`: the page, for the root element, with the state script to put after
 * it and the head elements (title, description, links, image preloads) for the document head;
 * `redirect`: the URL the page lives at (a signed-in page asked for without a
 * session leads to sign-in); `browser`: a page only the browser can render
 * (lists kept in the browser, URL parameters that change the browser's session,
 * a session the API says has expired).
 */
export type RenderResult =
  | { kind: 'html'; status: number; lang: string; headHtml: string; appHtml: string; stateScript: string; routeIds: string[] }
  | { kind: 'redirect'; status: number; href: string }
  | { kind: 'browser' };

interface RequestScope {
  locale: string;
  origin: string;
  cookies: string | undefined;
  /** The session the cookies hold, read once per request. */
  session?: Session;
  /** The API answered 4001 during the render: the browser signs out and says so (/exit), as on any page it renders. */
  sessionExpired: boolean;
  fetch: RenderRequest['fetch'];
  /** The dates the page shows, as written here: sent with the page so the browser does not format them again. */
  dates: DateTexts;
}

// Requests render concurrently: each one's language and API access live in its own async context.
const requestScope = new AsyncLocalStorage<RequestScope>();

overwriteGetLocale(() => (requestScope.getStore()?.locale ?? baseLocale) as ReturnType<Parameters<typeof overwriteGetLocale>[0]>);
overwriteSetLocale((locale) => {
  const scope = requestScope.getStore();
  if (scope) scope.locale = locale;
});

setServerOrigin(() => requestScope.getStore()?.origin);
readRequestCookiesFrom(() => requestScope.getStore()?.cookies);

/** The session of the request being rendered, read from its cookies the first time it is asked for. */
function renderedSession(): Session | undefined {
  const scope = requestScope.getStore();
  if (!scope) return undefined;
  return (scope.session ??= sessionFromCookies());
}
readRequestSessionFrom(renderedSession);
keepDateTextsIn(() => requestScope.getStore()?.dates ?? {});

bindHooksClient(createShopClient({
  baseUrl: '',
  getLocale: () => requestScope.getStore()?.locale,
  getCurrency: () => undefined,
  forcedCurrency: variantConfig.forcedCurrency,
  getToken: () => renderedSession()?.token,
  onSessionExpired: () => {
    const scope = requestScope.getStore();
    if (scope) scope.sessionExpired = true;
  },
  // The browser's minimum spinner time means nothing to a page rendered before it is sent.
  minimumDelayMs: 0,
  fetch: (input, init) => {
    const scope = requestScope.getStore();
    if (!scope) throw new Error('An API request outside a server render');
    return scope.fetch(String(input), init);
  },
}));

/** The router's outcome of loading a URL on the server (router-core keeps it on the router; its own SSR handler reads it there too). */
type ServerOutcome = { type: 'render'; status: number } | { type: 'redirect'; redirect: { status?: number; headers: Headers; options: { href?: string } } };

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://shop.invalid');
  if (url.searchParams.has(CONNECT_TOKEN_PARAM) || url.searchParams.has(WEB_SOURCE_PARAM)) return { kind: 'browser' };

  const scope: RequestScope = { locale: baseLocale, origin: request.origin, cookies: request.cookies, sessionExpired: false, fetch: request.fetch, dates: {} };
  return requestScope.run(scope, async () => {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url.pathname + url.search] }), request.nonce);
    const [, , foundRoute] = router.getMatchedRoutes(url.pathname);
    // Unknown paths render the 404 page; known ones only when their route says the server may.
    if (foundRoute && foundRoute.options.staticData?.serverRender !== true) return { kind: 'browser' };

    await router.load();
    if (scope.sessionExpired) return { kind: 'browser' };
    const outcome = (router as unknown as { _serverResult?: ServerOutcome })._serverResult;
    if (outcome?.type === 'redirect') {
      const href = outcome.redirect.headers.get('Location') ?? outcome.redirect.options.href ?? '/';
      return { kind: 'redirect', status: outcome.redirect.status ?? 307, href };
    }

    const rendered = await renderWithQueries(queryClient, () => renderToString(<App queryClient={queryClient} router={router} />));
    if (scope.sessionExpired) return { kind: 'browser' };
    const { head, body } = splitHoistedHead(rendered);
    return {
      kind: 'html',
      status: outcome?.status ?? 200,
      lang: htmlLang(scope.locale as LocaleCode),
      headHtml: head,
      appHtml: body,
      stateScript: serverStateScript({ queries: dehydrate(queryClient), dates: scope.dates }),
      // The page's routes: the server names their code files in the page, so the browser fetches them early.
      routeIds: router.state.matches.map((match) => match.routeId),
    };
  });
}

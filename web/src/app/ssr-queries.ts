import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Queries a server render asked for but could not wait on: rendering to a
 * string runs no effects, so a component's useQuery only registers its query
 * (and a loader may have started one without waiting). A query counts when it
 * has a query function, has no answer yet, and is not switched off (a
 * signed-in-only query on the server's signed-out render).
 */
export function queriesToFetch(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const options = query.options as { enabled?: unknown; queryFn?: unknown };
      const enabled = typeof options.enabled === 'function' ? (options.enabled as (query: Query) => boolean)(query) : options.enabled;
      return query.state.status === 'pending' && typeof options.queryFn === 'function' && enabled !== false;
    });
}

/**
 * Renders, fetches what the render asked for, and renders again, until a
 * render asks for nothing new or `maxPasses` is reached (a page whose queries
 * depend on other queries' answers needs one pass per step).
 */
export async function renderWithQueries(queryClient: QueryClient, render: () => string, maxPasses = 4): Promise<string> {
  let html = render();
  for (let pass = 1; pass < maxPasses; pass += 1) {
    const pending = queriesToFetch(queryClient);
    if (pending.length === 0) break;
    // fetch() joins a fetch already under way instead of starting another.
    await Promise.allSettled(pending.map((query) => query.fetch()));
    html = render();
  }
  return html;
}

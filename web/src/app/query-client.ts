import { QueryClient } from '@tanstack/react-query';

/** One per browser tab, and one per request on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
  });
}

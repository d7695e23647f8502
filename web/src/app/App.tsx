import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import type { AppRouter } from './router.tsx';

/** Marks the page once the shop runs on it (after hydrating a server-rendered page): its controls answer from then on. */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-interactive', '');
  }, []);
  return null;
}

/** The whole shop, as the browser and the server render it (they must render the same tree). */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <InteractiveMark />
    </StrictMode>
  );
}

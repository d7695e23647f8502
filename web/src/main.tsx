import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { reloadForChunkError } from './features/errors/chunk-reload.ts';
import './styles.css';

// A route's code file that no longer exists (a new release) reloads the page, at most once a minute.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

// The server's head (a title, and for catalog pages what crawlers read) gives way to the routes' own.
for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

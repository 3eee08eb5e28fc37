import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { queryClient, trpc, trpcClient } from './lib/trpc';
import type { createAppRouter } from './router';

/** The whole client: providers and the router. The build's prerender renders the same tree. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // React has taken over the page (prerendered HTML is inert until then): end-to-end tests wait
  // for this mark before they click (tests/e2e/support/test.ts).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}

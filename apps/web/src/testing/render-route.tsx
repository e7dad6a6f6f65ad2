import { render } from '@testing-library/react';
import { StrictMode } from 'react';
// Not `react-router/dom`: under Vitest that entry loads a second copy of the router (remix-run/react-router#12512).
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { routes } from '../app/router.tsx';
import { createQueryClient } from '../lib/react-query.ts';

/**
 * Renders the whole app (real routes, real providers) at `path`, with no query
 * retries. `strict` wraps it in StrictMode, as `main.tsx` does, to catch effects that must run once.
 */
export function renderRoute(path: string, { strict = false }: { strict?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const app = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient };
}

import { render } from '@testing-library/react';
// Not `react-router/dom`: under Vitest that entry loads a second copy of the router (remix-run/react-router#12512).
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { routes } from '../app/router.tsx';
import { createQueryClient } from '../lib/react-query.ts';

/** Renders the whole app (real routes, real providers) at `path`, with no query retries. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

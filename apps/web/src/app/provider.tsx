import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from '../lib/react-query.ts';
import { subscribeToLoginChanges } from '../lib/storage.ts';

/**
 * Member data (keywords ranked by interests, `is_generated`, profile) belongs
 * to whoever is signed in: when that changes, drop it and fetch again, and
 * forget finished actions (the generations that mark keywords as done). A token
 * renewal (here or in another tab) keeps the same member and the data.
 */
function useResetQueriesOnLoginChange(queryClient: QueryClient) {
  useEffect(
    () =>
      subscribeToLoginChanges(() => {
        queryClient.getMutationCache().clear();
        void queryClient.resetQueries();
      }),
    [queryClient],
  );
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useResetQueriesOnLoginChange(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from '../lib/react-query.ts';
import { LOGIN_STATE_EVENT, STORAGE_KEYS } from '../lib/storage.ts';

/**
 * Member data (keywords ranked by interests, `is_generated`, profile) belongs
 * to whoever is signed in: when that changes, drop it and fetch again.
 */
function useResetQueriesOnLoginChange(queryClient: QueryClient) {
  useEffect(() => {
    const reset = () => void queryClient.resetQueries();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.accessToken) reset();
    };
    window.addEventListener(LOGIN_STATE_EVENT, reset);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(LOGIN_STATE_EVENT, reset);
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useResetQueriesOnLoginChange(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/**
 * Offline (react-query's onlineManager follows the browser's online/offline events): queries pause instead of
 * failing — the screens say "offline" (LoadingView) — and run when the connection returns; a query that failed
 * is refetched on reconnect (refetchOnReconnect; ErrorView retries too). Mutations never wait for the
 * connection: a money move queued offline and sent minutes later would surprise the user, so it fails at once
 * with the network error.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      networkMode: 'online',
      // Business errors and session errors are final; only transport faults are retried once.
      retry: (count, error) =>
        count < 1 && error instanceof ApiError && (error.type === 'network' || error.type === 'timeout'),
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

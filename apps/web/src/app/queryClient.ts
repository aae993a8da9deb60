import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Business errors and session errors are final; only transport faults are retried once.
      retry: (count, error) =>
        count < 1 && error instanceof ApiError && (error.type === 'network' || error.type === 'timeout'),
    },
    mutations: { retry: false },
  },
});

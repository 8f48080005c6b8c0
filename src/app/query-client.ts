import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';

/** Reads retry only after network failures; a server's refusal is final. */
export function createAppQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          error instanceof ApiError && error.isNetwork && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** Query client: no retry on 4xx (they will not heal), one retry otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

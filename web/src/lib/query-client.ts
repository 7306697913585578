import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient. No automatic retries: the API client has already told the user what
 * went wrong, and a retry would show the same toast again or repeat a 401/500 redirect.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

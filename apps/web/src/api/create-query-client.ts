import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './client';

/**
 * Only an unreachable server or a server failure (5xx) is worth one more try; a client error or an
 * unexpected answer would come back the same.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient =
    !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;
  return transient && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}

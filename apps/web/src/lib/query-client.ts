import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showToast } from '../components/toast';
import { ApiError, errorMessage } from './api-client';
import { MESSAGES } from '../config/messages';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    /** `silent`: the screen handles the error itself (no global toast). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // 401 already cleared the token and redirected; silent queries handle errors themselves.
        if (query.meta?.silent) return;
        if (error instanceof ApiError && error.status === 401) return;
        showToast(errorMessage(error, MESSAGES.genericError));
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

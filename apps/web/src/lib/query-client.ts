import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showToast } from './toast';
import { ApiError, errorMessage } from './api-client';
import { MESSAGES } from '../config/messages';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    /** `silent`: the screen handles the error itself (no global toast). */
    queryMeta: { silent?: boolean };
    /**
     * Mutation errors are toasted once, here: the API's Polish `{message}`, else `errorMessage`
     * (default "Nie udało się zapisać"). `silent`: the screen shows the error itself
     * (inline feedback, field errors), so no toast.
     */
    mutationMeta: { silent?: boolean; errorMessage?: string };
  }
}

function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The one mutation error path: a toast with the API's message unless `meta.silent`. */
export function createMutationCache(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.silent) return;
      // 401 already cleared the token and left the area (sign-in handles its own 401).
      if (error instanceof ApiError && error.status === 401) return;
      showToast(errorMessage(error, mutation.meta?.errorMessage ?? MESSAGES.saveError));
    },
  });
}

/** `meta` of a delete mutation: the fallback text when the API sends no message. */
export const DELETE_META = { errorMessage: MESSAGES.deleteError } as const;

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
    mutationCache: createMutationCache(),
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

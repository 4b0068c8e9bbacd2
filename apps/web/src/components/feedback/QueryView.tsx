import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useDeferredValue, type ReactNode } from 'react';
import { MESSAGES } from '../../config/messages';
import { EmptyState } from './EmptyState';
import { LoadingState } from './LoadingState';

/** What QueryView reads of a TanStack query (or of several combined). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  /** 'idle' while pending means the query is disabled (nothing to load yet). */
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** True when there is nothing to show: "Brak danych". */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}

/** A failed load: the message and "Spróbuj ponownie", which loads again. */
export function RetryAlert({ onRetry, children }: { onRetry: () => unknown; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          Spróbuj ponownie
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

/**
 * The three states of a loaded list or record: "Wczytywanie…", an error with "Spróbuj ponownie"
 * (the toast with the server's message comes from the query cache), "Brak danych".
 * A disabled query (nothing picked yet) renders nothing.
 */
export function QueryView<T>({ query, isEmpty, emptyText = MESSAGES.empty, loadingLabel, children }: QueryViewProps<T>) {
  // An answer arrives through TanStack Query's store, which React renders synchronously: a table of
  // fifty rows was one task of 150–300 ms. Deferred, the rows render in a background pass that
  // yields to the browser every few milliseconds; until then the previous state stays on screen.
  const data = useDeferredValue(query.data);
  if (data !== undefined) {
    if (isEmpty?.(data)) return <EmptyState title={emptyText} />;
    return <>{children(data)}</>;
  }
  if (query.data !== undefined) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return <RetryAlert onRetry={query.refetch}>{MESSAGES.loadError}</RetryAlert>;
  }
  if (query.isPending && query.fetchStatus === 'idle') return null;
  return <LoadingState label={loadingLabel} />;
}

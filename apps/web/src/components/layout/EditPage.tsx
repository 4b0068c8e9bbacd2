import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingState } from '../feedback/LoadingState';
import { showToast } from '../toast';
import { MESSAGES } from '../../config/messages';
import { ApiError } from '../../lib/api-client';
import { Page } from './Page';

/** What an add-or-edit page waits for: `ready` once every query it needs has data, `failed` if one failed. */
export interface LoadState {
  ready: boolean;
  failed: boolean;
}

type Loadable = { data: unknown; isError: boolean; error?: unknown };
/** A 404 (a record read by id that does not exist) is loaded: the page says "Nie znaleziono", not a load error. */
const isMissing = (q: Loadable) => q.error instanceof ApiError && q.error.status === 404;

/** The load state of the queries a form needs (the record's source, option lists). */
export function loadState(...queries: Loadable[]): LoadState {
  return { ready: queries.every((q) => q.data !== undefined || isMissing(q)), failed: queries.some((q) => q.isError && !isMissing(q)) };
}

/**
 * The `:id` of an add-or-edit route: `id` is null when adding; `valid` is false for a malformed id
 * (load nothing then: the page shows its `missingText`); `raw` is the id as typed, for that text.
 */
export function useEditId(): { id: number | null; valid: boolean; raw: string | undefined } {
  const { id: raw } = useParams();
  if (raw === undefined) return { id: null, valid: false, raw };
  const number = Number(raw);
  return { id: number, valid: Number.isInteger(number) && number > 0, raw };
}

interface EditPageProps<T> {
  title: string;
  /** True on the edit route (an id in the URL), false when adding. */
  editing: boolean;
  load: LoadState;
  /** The edited record once loaded; undefined when adding, or when it does not exist. */
  record: T | undefined;
  /** "Nie znaleziono … nr N." — shown when editing and the record is missing. */
  missingText: string;
  /** Under the title: made of the loaded record (shown once it is there), or a fixed text (e.g. on the add page). */
  lead?: ReactNode | ((record: T) => ReactNode);
  maxWidth?: number;
  /** The form; key it by the record so a loaded record resets it. */
  children: (record: T | undefined) => ReactNode;
}

/**
 * The one add-or-edit page shell: load → "Wczytywanie…" (or the load error) → "Nie znaleziono"
 * → the form under the page title. Saving goes through `useSaveAndReturn`.
 */
export function EditPage<T>({ title, editing, load, record, missingText, lead, maxWidth, children }: EditPageProps<T>) {
  if (!load.ready) {
    return (
      <Page title={title} maxWidth={maxWidth}>
        {load.failed ? <Alert severity="error">{MESSAGES.loadError}</Alert> : <LoadingState />}
      </Page>
    );
  }
  if (editing && record === undefined) {
    return (
      <Page title={title} maxWidth={maxWidth}>
        <Alert severity="warning">{missingText}</Alert>
      </Page>
    );
  }
  return (
    <Page title={title} lead={typeof lead === 'function' ? (record !== undefined ? lead(record) : undefined) : lead} maxWidth={maxWidth}>
      {children(record)}
    </Page>
  );
}

/**
 * After a successful save: the success toast, then back to the list. Errors are toasted by the
 * query client's MutationCache (see lib/query-client.ts).
 */
export function useSaveAndReturn(to: string) {
  const navigate = useNavigate();
  return async (message: string, where: string = to) => {
    showToast(message, 'success');
    await navigate(where);
  };
}

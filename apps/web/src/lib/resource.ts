import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MessageResponse } from '@klub/contracts';
import { api } from './api-client';
import type { TokenSpace } from './auth-storage';
import { DELETE_META } from './query-client';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface ResourceOptions {
  /** The cache key every query of the resource starts with, e.g. `['admin', 'lists']`. */
  key: readonly string[];
  /** The collection's URL: GET (list) and POST; `${path}/${id}`: GET, PATCH, DELETE. */
  path: string;
  /** Where a new record is POSTed when it belongs to a parent (an item of a list: `/api/lists/${parentId}/items`). */
  createPath?: (parentId: number) => string;
  space?: TokenSpace;
  /** Other resources whose answers change with this one's (a list's item count with its items). */
  alsoInvalidates?: readonly QueryKey[];
}

/**
 * The hooks of one REST resource, so a feature's `api.ts` is a few declarations: the list (paged
 * and searched with the contract's list query), one record (its page shows "Nie znaleziono" or the
 * load error itself, so the query is silent), save (POST without an id, PATCH with one) and delete.
 * Every change reloads the resource's queries (and `alsoInvalidates`); errors go through the
 * MutationCache (`meta`), deletes say so in Polish.
 */
export function defineResource<Record, Body, ListAnswer = Record[], One = Record, ListQuery extends object = Query>(
  options: ResourceOptions,
) {
  const { key, path, space = 'admin' } = options;
  const call = { space } as const;
  const keys = {
    all: key,
    list: (query?: ListQuery) => [...key, 'list', query ?? {}] as const,
    one: (id: number) => [...key, 'one', id] as const,
  };

  /** After a change every query of the resource (and `alsoInvalidates`) reloads — except a deleted record's own, which would only answer 404. */
  function useChange<V, R>(mutationFn: (vars: V) => Promise<R>, meta?: { errorMessage: string }, deletedId?: (vars: V) => number) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      meta,
      onSuccess: (_answer, vars) => {
        const gone = deletedId ? JSON.stringify(keys.one(deletedId(vars))) : null;
        return Promise.all(
          [key, ...(options.alsoInvalidates ?? [])].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey, predicate: (q) => JSON.stringify(q.queryKey) !== gone }),
          ),
        );
      },
    });
  }

  return {
    keys,
    useList: (query?: ListQuery) =>
      useQuery({
        queryKey: keys.list(query),
        queryFn: ({ signal }) => api.get<ListAnswer>(path, { ...call, signal, query: query as Query | undefined }),
      }),
    useOne: (id: number | null) =>
      useQuery({
        queryKey: keys.one(id ?? 0),
        queryFn: ({ signal }) => api.get<One>(`${path}/${id}`, { ...call, signal }),
        enabled: id !== null,
        meta: { silent: true },
      }),
    /** POST (no id; under `parentId` when the resource has a `createPath`) or PATCH (an id); answers the saved record. */
    useSave: () =>
      useChange(({ id, body, parentId }: { id: number | null; body: Body; parentId?: number }) =>
        id
          ? api.patch<Record>(`${path}/${id}`, body, call)
          : api.post<Record>(options.createPath && parentId !== undefined ? options.createPath(parentId) : path, body, call),
      ),
    useDelete: () =>
      useChange(
        (id: number) => api.delete<MessageResponse>(`${path}/${id}`, call),
        DELETE_META,
        (id) => id,
      ),
  };
}

import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { request, type ApiQuery } from '../api-client';
import type { TokenSpace } from '../auth-storage';
import { DELETE_META } from '../query-client';
import { pathOf, type Answer, type Input } from './call';
import type { Operation } from './operation';

/**
 * The hooks of one REST resource from its typed operations, so a feature's `api.ts` is a few
 * declarations: the list (paged and searched with the contract's list query), one record (its page
 * shows "Nie znaleziono" or the load error itself, so the query is silent), save (POST without an
 * id, PATCH with one) and delete. Every change reloads the resource's queries (and
 * `alsoInvalidates`); errors go through the MutationCache (`meta`), deletes say so in Polish.
 *
 * The record, body, list and query types come from the routes' contracts. The operations must be
 * the resource's own — list GET and create POST on one path, read GET, update PATCH and delete
 * DELETE on `path/:id` — or the definition throws when the module loads. The cache key every query
 * of the resource starts with is the collection's path (`['/api/faq']`) unless `key` names another.
 */
export function resourceOf<
  One extends Operation,
  Create extends Operation,
  Update extends Operation,
  Remove extends Operation,
  List extends Operation = Operation,
>(o: {
  /** The cache key's prefix; by default the collection's path, from the operations. */
  key?: readonly string[];
  /** GET path: the paged list. Left out where the collection's GET is another thing (a member's view). */
  list?: List;
  one: One;
  create: Create;
  update: Update;
  remove: Remove;
  space?: TokenSpace;
  /** Other resources whose answers change with this one's (a list's item count with its items). */
  alsoInvalidates?: readonly QueryKey[];
}) {
  type ListQuery = NonNullable<Input<List>['query']>;
  type Body = NonNullable<Input<Create>['body']>;
  const base = o.create.path;
  const key = o.key ?? [base];
  const expected: Array<[Operation | undefined, string, string]> = [
    [o.list, 'GET', base],
    [o.create, 'POST', base],
    [o.one, 'GET', `${base}/:id`],
    [o.update, 'PATCH', `${base}/:id`],
    [o.remove, 'DELETE', `${base}/:id`],
  ];
  for (const [op, method, path] of expected)
    if (op && (op.method !== method || op.path !== path))
      throw new Error(`resourceOf(${key.join('/')}): ${op.method} ${op.path} is not ${method} ${path}`);

  const space = o.space ?? 'admin';
  const send = <R>(op: Operation, id: number | null, options: { query?: unknown; body?: unknown; signal?: AbortSignal } = {}) =>
    request<R>(op.method, pathOf(op, id === null ? undefined : { id }), {
      ...options,
      query: options.query as ApiQuery | undefined,
      space,
    });
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
          [key, ...(o.alsoInvalidates ?? [])].map((queryKey) =>
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
        queryFn: ({ signal }) => {
          if (!o.list) throw new Error(`resourceOf(${key.join('/')}): no list operation`);
          return send<Answer<List>>(o.list, null, { query, signal });
        },
      }),
    useOne: (id: number | null) =>
      useQuery({
        queryKey: keys.one(id ?? 0),
        queryFn: ({ signal }) => send<Answer<One>>(o.one, id, { signal }),
        enabled: id !== null,
        meta: { silent: true },
      }),
    /** POST (no id) or PATCH (an id); answers the saved record. */
    useSave: () =>
      useChange(({ id, body }: { id: number | null; body: Body }) =>
        id ? send<Answer<Update>>(o.update, id, { body }) : send<Answer<Create>>(o.create, null, { body }),
      ),
    useDelete: () =>
      useChange(
        (id: number) => send<Answer<Remove>>(o.remove, id),
        DELETE_META,
        (id) => id,
      ),
  };
}

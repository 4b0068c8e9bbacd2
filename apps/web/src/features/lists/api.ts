import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { List, ListBody, ListDetails, ListItem, ListItemBody, ListPage, ListQuery, MessageResponse } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { DELETE_META } from '../../lib/query-client';

const admin = { space: 'admin' } as const;
type Query = Partial<z.output<typeof ListQuery>>;

/** Items are kept apart from the lists: a change reloads the lists, never the item just deleted. */
export const listsKeys = {
  all: ['admin', 'lists'] as const,
  page: (query: Query) => [...listsKeys.all, 'page', query] as const,
  one: (id: number) => [...listsKeys.all, 'one', id] as const,
  item: (id: number) => ['admin', 'list-items', id] as const,
};

/** GET /api/lists (paged, searched). */
export const useLists = (query: Query) =>
  useQuery({ queryKey: listsKeys.page(query), queryFn: ({ signal }) => api.get<ListPage>('/api/lists', { ...admin, signal, query }) });

/** The record queries are silent: their page says "Nie znaleziono" or shows the load error itself. */
const record = { meta: { silent: true } } as const;

/** GET /api/lists/:id — the list with its items in order. */
export const useList = (id: number | null) =>
  useQuery({
    queryKey: listsKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<ListDetails>(`/api/lists/${id}`, { ...admin, signal }),
    enabled: id !== null,
    ...record,
  });

export const useListItem = (id: number | null) =>
  useQuery({
    queryKey: listsKeys.item(id ?? 0),
    queryFn: ({ signal }) => api.get<ListItem>(`/api/lists/items/${id}`, { ...admin, signal }),
    enabled: id !== null,
    ...record,
  });

/** Every change reloads the loaded lists (their item counts and items change with it). */
function useListsMutation<V, R>(mutationFn: (vars: V) => Promise<R>, meta?: { errorMessage: string }, done?: (answer: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: (answer) => {
      done?.(answer);
      return queryClient.invalidateQueries({ queryKey: listsKeys.all });
    },
  });
}

/** POST /api/lists (no id) or PATCH /api/lists/:id. */
export const useSaveList = () =>
  useListsMutation(({ id, body }: { id: number | null; body: ListBody }) =>
    id ? api.patch<List>(`/api/lists/${id}`, body, admin) : api.post<List>('/api/lists', body, admin),
  );

export const useDeleteList = () => useListsMutation((id: number) => api.delete<MessageResponse>(`/api/lists/${id}`, admin), DELETE_META);

/** POST /api/lists/:listId/items (no id) or PATCH /api/lists/items/:id; the answer is the item's cache. */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useListsMutation(
    ({ id, listId, body }: { id: number | null; listId: number; body: ListItemBody }) =>
      id ? api.patch<ListItem>(`/api/lists/items/${id}`, body, admin) : api.post<ListItem>(`/api/lists/${listId}/items`, body, admin),
    undefined,
    (item) => queryClient.setQueryData(listsKeys.item(item.id), item),
  );
}

export const useDeleteItem = () =>
  useListsMutation((id: number) => api.delete<MessageResponse>(`/api/lists/items/${id}`, admin), DELETE_META);

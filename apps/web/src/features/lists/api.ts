import { useQuery } from '@tanstack/react-query';
import type { FormListKey, ListItem, ListItemBody, ListOption } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';
import { resourceOf, deleteListsById, getLists, getListsById, patchListsById, postLists } from '../../lib/api';

/** The dictionaries: GET/POST /api/lists, GET/PATCH/DELETE /api/lists/:id (with its items in order). */
export const lists = resourceOf({
  key: ['admin', 'lists'],
  list: getLists,
  one: getListsById,
  create: postLists,
  update: patchListsById,
  remove: deleteListsById,
});

/**
 * Their items: POST /api/lists/:listId/items, GET/PATCH/DELETE /api/lists/items/:id; a change reloads the lists (counts, items).
 * Not resourceOf: created under the parent list's path, and the routes name their parameter :itemId.
 */
export const listItems = defineResource<ListItem, ListItemBody>({
  key: ['admin', 'list-items'],
  path: '/api/lists/items',
  createPath: (listId) => `/api/lists/${listId}/items`,
  alsoInvalidates: [lists.keys.all],
});

/** GET /api/lists/key/{key}/items: what a form offers from its list (FORM_LISTS), the active items in order. */
export function useFormListOptions(key: FormListKey) {
  // The operation's answer is untyped (no contract name): the plain client stays.
  return useQuery({
    // Under the lists' key: an admin's change to a list's items reloads it.
    queryKey: [...lists.keys.all, 'form', key],
    queryFn: ({ signal }) => api.get<ListOption[]>(`/api/lists/key/${key}/items`, { signal, space: 'admin' }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

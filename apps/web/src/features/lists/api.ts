import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import type { FormListKey, List, ListBody, ListDetails, ListItem, ListItemBody, ListOption, ListPage, ListQuery } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

/** The dictionaries: GET/POST /api/lists, GET/PATCH/DELETE /api/lists/:id (with its items in order). */
export const lists = defineResource<List, ListBody, ListPage, ListDetails, Partial<z.output<typeof ListQuery>>>({
  key: ['admin', 'lists'],
  path: '/api/lists',
});

/** Their items: POST /api/lists/:listId/items, GET/PATCH/DELETE /api/lists/items/:id; a change reloads the lists (counts, items). */
export const listItems = defineResource<ListItem, ListItemBody>({
  key: ['admin', 'list-items'],
  path: '/api/lists/items',
  createPath: (listId) => `/api/lists/${listId}/items`,
  alsoInvalidates: [lists.keys.all],
});

/** GET /api/lists/key/{key}/items: what a form offers from its list (FORM_LISTS), the active items in order. */
export function useFormListOptions(key: FormListKey) {
  return useQuery({
    // Under the lists' key: an admin's change to a list's items reloads it.
    queryKey: [...lists.keys.all, 'form', key],
    queryFn: ({ signal }) => api.get<ListOption[]>(`/api/lists/key/${key}/items`, { signal, space: 'admin' }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

import type { z } from 'zod';
import type { List, ListBody, ListDetails, ListItem, ListItemBody, ListPage, ListQuery } from '@klub/contracts';
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

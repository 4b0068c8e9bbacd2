import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormListKey, ListItemBody } from '@klub/contracts';
import {
  call,
  keyOf,
  resourceOf,
  deleteListsById,
  deleteListsItemsByItemId,
  getLists,
  getListsById,
  getListsItemsByItemId,
  getListsKeyByKeyItems,
  patchListsById,
  patchListsItemsByItemId,
  postLists,
  postListsByIdItems,
} from '../../lib/api';
import { DELETE_META } from '../../lib/query-client';

const admin = { space: 'admin' } as const;

/** The dictionaries: getLists, postLists, getListsById (with its items in order), patchListsById, deleteListsById. */
export const lists = resourceOf({
  list: getLists,
  one: getListsById,
  create: postLists,
  update: patchListsById,
  remove: deleteListsById,
});

/**
 * Their items, a FormResource by hand: created under the parent list (postListsByIdItems), read,
 * changed and deleted by their own id (getListsItemsByItemId …), so not resourceOf's shape. A change
 * reloads the lists (counts, items); a deleted item's own query is not asked again.
 */
export const listItems = {
  useOne: (id: number | null) =>
    useQuery({
      queryKey: keyOf(getListsItemsByItemId, { params: { itemId: id ?? 0 } }),
      queryFn: ({ signal }) => call(getListsItemsByItemId, { params: { itemId: id ?? 0 } }, { ...admin, signal }),
      enabled: id !== null,
      meta: { silent: true },
    }),
  useSave: () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ id, body, parentId }: { id: number | null; body: ListItemBody; parentId?: number }) =>
        id
          ? call(patchListsItemsByItemId, { params: { itemId: id }, body }, admin)
          : call(postListsByIdItems, { params: { id: parentId ?? 0 }, body }, admin),
      onSuccess: () =>
        Promise.all([keyOf(getListsItemsByItemId), lists.keys.all].map((queryKey) => client.invalidateQueries({ queryKey }))),
    });
  },
  useDelete: () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (itemId: number) => call(deleteListsItemsByItemId, { params: { itemId } }, admin),
      meta: DELETE_META,
      onSuccess: (_answer, itemId) => {
        client.removeQueries({ queryKey: keyOf(getListsItemsByItemId, { params: { itemId } }) });
        return client.invalidateQueries({ queryKey: lists.keys.all });
      },
    });
  },
};

/** getListsKeyByKeyItems: what a form offers from its list (FORM_LISTS), the active items in order. */
export function useFormListOptions(key: FormListKey) {
  return useQuery({
    // Under the lists' key: an admin's change to a list's items reloads it.
    queryKey: [...lists.keys.all, 'form', key],
    queryFn: ({ signal }) => call(getListsKeyByKeyItems, { params: { key } }, { ...admin, signal }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

import { useQuery } from '@tanstack/react-query';
import type { TextKey } from '@klub/contracts';
import { ApiError } from '../../lib/api-client';
import {
  call,
  keyOf,
  resourceOf,
  deleteTextsById,
  getTexts,
  getTextsById,
  getTextsKeyByKey,
  patchTextsById,
  postTexts,
} from '../../lib/api';

/** Admin: getTexts, postTexts, getTextsById, patchTextsById, deleteTextsById. */
export const texts = resourceOf({
  list: getTexts,
  one: getTextsById,
  create: postTexts,
  update: patchTextsById,
  remove: deleteTextsById,
});

/**
 * getTextsKeyByKey — a page's published text, or null when there is none (a draft or no
 * text: the page shows its built-in one). Other failures are errors, without a toast: the page
 * falls back to its own text then too.
 */
export function usePublicText(key: TextKey) {
  return useQuery({
    queryKey: keyOf(getTextsKeyByKey, { params: { key } }),
    queryFn: ({ signal }) =>
      call(getTextsKeyByKey, { params: { key } }, { signal }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    meta: { silent: true },
    retry: 1,
    staleTime: 5 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { ContentText, ContentTextList, PublicText, TextBody, TextKey } from '@klub/contracts';
import { api, ApiError } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

/** Admin: GET/POST /api/texts, GET/PATCH/DELETE /api/texts/:id. */
export const texts = defineResource<ContentText, TextBody, ContentTextList>({ key: ['admin', 'texts'], path: '/api/texts' });

/**
 * GET /api/texts/key/:key — a page's published text, or null when there is none (a draft or no
 * text: the page shows its built-in one). Other failures are errors, without a toast: the page
 * falls back to its own text then too.
 */
export function usePublicText(key: TextKey) {
  return useQuery({
    queryKey: ['public', 'texts', key],
    queryFn: ({ signal }) =>
      api.get<PublicText>(`/api/texts/key/${key}`, { signal }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    meta: { silent: true },
    retry: 1,
    staleTime: 5 * 60_000,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import {
  call,
  resourceOf,
  deleteRegulationsById,
  getRegulations,
  getRegulationsById,
  getRegulationsCurrent,
  patchRegulationsById,
  postRegulations,
  postRegulationsByIdAccept,
  postRegulationsByIdPublish,
} from '../../lib/api';
import { accountKeys } from '../account/api';

/** Admin: GET/POST /api/regulations, GET/PATCH/DELETE /api/regulations/:id. */
export const regulationsResource = resourceOf({
  key: ['admin', 'regulations'],
  list: getRegulations,
  one: getRegulationsById,
  create: postRegulations,
  update: patchRegulationsById,
  remove: deleteRegulationsById,
});

/** POST /api/regulations/:id/publish — the draft becomes the current version. */
export function usePublishRegulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(postRegulationsByIdPublish, { params: { id } }, { space: 'admin' }),
    onSuccess: () => client.invalidateQueries({ queryKey: regulationsResource.keys.all }),
  });
}

/** GET /api/regulations/current (public): the version the registration links; null before the first one. */
export function useCurrentRegulation() {
  return useQuery({
    queryKey: ['public', 'regulations', 'current'],
    queryFn: ({ signal }) =>
      call(getRegulationsCurrent, {}, { signal }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
}

/** POST /api/regulations/:id/accept — then the member's profile says there is nothing to accept. */
export function useAcceptRegulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(postRegulationsByIdAccept, { params: { id } }, { space: 'customer' }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.meClient() }),
  });
}

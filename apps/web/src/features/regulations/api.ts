import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import {
  call,
  resourceOf,
  deleteRegulationsById,
  getRegulations,
  getRegulationsById,
  getRegulationsCurrent,
  getUsersMeClient,
  keyOf,
  patchRegulationsById,
  postRegulations,
  postRegulationsByIdAccept,
  postRegulationsByIdPublish,
} from '../../lib/api';

/** Admin: the versions, drafts edited until published. */
export const regulationsResource = resourceOf({
  list: getRegulations,
  one: getRegulationsById,
  create: postRegulations,
  update: patchRegulationsById,
  remove: deleteRegulationsById,
});

/** postRegulationsByIdPublish — the draft becomes the current version. */
export function usePublishRegulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(postRegulationsByIdPublish, { params: { id } }, { space: 'admin' }),
    onSuccess: () => client.invalidateQueries({ queryKey: regulationsResource.keys.all }),
  });
}

/** getRegulationsCurrent (public): the version the registration links; null before the first one. */
export function useCurrentRegulation() {
  return useQuery({
    queryKey: keyOf(getRegulationsCurrent),
    queryFn: ({ signal }) =>
      call(getRegulationsCurrent, {}, { signal }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
}

/** postRegulationsByIdAccept — then the member's profile says there is nothing to accept. */
export function useAcceptRegulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(postRegulationsByIdAccept, { params: { id } }, { space: 'customer' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(getUsersMeClient) }),
  });
}

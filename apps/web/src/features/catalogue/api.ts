import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrizeGroup } from '@klub/contracts';
import {
  call,
  getPrizes,
  getPrizesById,
  getPrizesFavorites,
  getPrizesGroups,
  getPrizesThresholds,
  keyOf,
  postPrizesFavoriteAdd,
  postPrizesFavoriteRemove,
} from '../../lib/api';
import { prizesQuery, type PrizeFilters } from '../prizes';

const customer = { space: 'customer' } as const;

/** getPrizesGroups — the group tree the member sees. */
export function useGroupTree() {
  return useQuery({
    queryKey: keyOf(getPrizesGroups),
    // The contract leaves subRows untyped on the wire (no recursive OpenAPI schema); they are PrizeGroup nodes.
    queryFn: ({ signal }) => call(getPrizesGroups, {}, { ...customer, signal }) as Promise<PrizeGroup[]>,
  });
}

/** getPrizes — spec §9: 10000 per page. A failure toasts (query cache) and the screen shows an empty list. */
export function usePrizes(q: PrizeFilters, enabled = true) {
  const query = prizesQuery(q);
  return useQuery({
    queryKey: keyOf(getPrizes, { query }),
    queryFn: ({ signal }) => call(getPrizes, { query }, { ...customer, signal }),
    enabled,
  });
}

export function useFavourites(enabled = true) {
  return useQuery({
    queryKey: keyOf(getPrizesFavorites),
    queryFn: ({ signal }) => call(getPrizesFavorites, {}, { ...customer, signal }),
    enabled,
  });
}

export function usePrize(id: number) {
  return useQuery({
    queryKey: keyOf(getPrizesById, { params: { id } }),
    queryFn: ({ signal }) => call(getPrizesById, { params: { id } }, { ...customer, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** getPrizesThresholds — the point thresholds the catalogue is browsed by. */
export function useCustomerThresholds() {
  return useQuery({
    queryKey: keyOf(getPrizesThresholds),
    queryFn: ({ signal }) => call(getPrizesThresholds, {}, { ...customer, signal }),
  });
}

/** postPrizesFavoriteAdd or postPrizesFavoriteRemove; every catalogue view reloads its isFavorite flags. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ prizeId, add }: { prizeId: number; add: boolean }) =>
      call(add ? postPrizesFavoriteAdd : postPrizesFavoriteRemove, { body: { prizeId } }, customer),
    onSuccess: () =>
      Promise.all([getPrizes, getPrizesFavorites, getPrizesById].map((op) => queryClient.invalidateQueries({ queryKey: keyOf(op) }))),
  });
}

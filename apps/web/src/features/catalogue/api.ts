import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, type PrizeGroup, type PrizeListResponse, type PrizeThreshold } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { call, getPrizesById, getPrizesFavorites, postPrizesFavoriteAdd, postPrizesFavoriteRemove } from '../../lib/api';
import type { PrizeFilters } from '../prizes';

const customer = { space: 'customer' } as const;

/** Customer catalogue queries: one root, so favourites changes reload every list and details. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  groups: () => [...catalogueKeys.all, 'groups'] as const,
  prizes: (q: PrizeFilters) => [...catalogueKeys.all, 'prizes', q] as const,
  favourites: () => [...catalogueKeys.all, 'favourites'] as const,
  prize: (id: number) => [...catalogueKeys.all, 'prize', id] as const,
  thresholds: () => [...catalogueKeys.all, 'thresholds'] as const,
};

/** GET /api/prizes-groups: its answer is untyped (no contract name), so the plain client stays. */
export function useGroupTree() {
  return useQuery({
    queryKey: catalogueKeys.groups(),
    queryFn: ({ signal }) => api.get<PrizeGroup[]>('/api/prizes-groups', { ...customer, signal }),
  });
}

/**
 * GET /api/prizes — spec §9: 10000 per page. A failure toasts (query cache) and the screen shows an empty list.
 * The plain client stays: the filters' isActive is a boolean, the contract's query takes 'true' | 'false'.
 */
export function usePrizes(q: PrizeFilters, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.prizes(q),
    queryFn: ({ signal }) =>
      api.get<PrizeListResponse>('/api/prizes', { ...customer, signal, query: { skip: 0, take: PAGE_SIZES.prizes, ...q } }),
    enabled,
  });
}

export function useFavourites(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.favourites(),
    queryFn: ({ signal }) => call(getPrizesFavorites, {}, { ...customer, signal }),
    enabled,
  });
}

export function usePrize(id: number) {
  return useQuery({
    queryKey: catalogueKeys.prize(id),
    queryFn: ({ signal }) => call(getPrizesById, { params: { id } }, { ...customer, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /api/prizes/thresholds: its answer is untyped (no contract name), so the plain client stays. */
export function useCustomerThresholds() {
  return useQuery({
    queryKey: catalogueKeys.thresholds(),
    queryFn: ({ signal }) => api.get<PrizeThreshold[]>('/api/prizes/thresholds', { ...customer, signal }),
  });
}

/** POST /api/prizes/favorite/add or /remove; every catalogue view reloads its isFavorite flags. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ prizeId, add }: { prizeId: number; add: boolean }) =>
      call(add ? postPrizesFavoriteAdd : postPrizesFavoriteRemove, { body: { prizeId } }, customer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

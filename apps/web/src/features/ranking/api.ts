import { useQuery } from '@tanstack/react-query';
import type { Region } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { call, getRankingById } from '../../lib/api';

export const rankingKeys = {
  all: ['customer', 'ranking'] as const,
  page: (regionId: number, skip: number, take: number) => [...rankingKeys.all, regionId, skip, take] as const,
  regions: () => ['customer', 'regions'] as const,
};

/** GET /api/ranking/:id?skip&take — id 0 is the whole country. */
export function useRanking(regionId: number, skip: number, take: number) {
  return useQuery({
    queryKey: rankingKeys.page(regionId, skip, take),
    queryFn: ({ signal }) => call(getRankingById, { params: { id: regionId }, query: { skip, take } }, { signal, space: 'customer' }),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/regions — for the region selector. */
export function useRegions() {
  return useQuery({
    queryKey: rankingKeys.regions(),
    queryFn: ({ signal }) => api.get<Region[]>('/api/regions', { signal, space: 'customer' }),
    staleTime: 60 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { RankingResponse, Region } from '@klub/contracts';
import { api } from '../../lib/api-client';

export const rankingKeys = {
  all: ['customer', 'ranking'] as const,
  page: (regionId: number, skip: number, take: number) => [...rankingKeys.all, regionId, skip, take] as const,
  regions: () => ['customer', 'regions'] as const,
};

/** GET /api/ranking/:id?skip&take — id 0 is the whole country. */
export function useRanking(regionId: number, skip: number, take: number) {
  return useQuery({
    queryKey: rankingKeys.page(regionId, skip, take),
    queryFn: ({ signal }) => api.get<RankingResponse>(`/api/ranking/${regionId}`, { signal, space: 'customer', query: { skip, take } }),
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

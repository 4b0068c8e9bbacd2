import { useQuery } from '@tanstack/react-query';
import { call, getRankingById, getRegions, keyOf } from '../../lib/api';

/** getRankingById — one page of a region's ranking; id 0 is the whole country. */
export function useRanking(regionId: number, skip: number, take: number) {
  return useQuery({
    queryKey: keyOf(getRankingById, { params: { id: regionId }, query: { skip, take } }),
    queryFn: ({ signal }) => call(getRankingById, { params: { id: regionId }, query: { skip, take } }, { signal, space: 'customer' }),
    placeholderData: (previous) => previous,
  });
}

/** getRegions — for the region selector. */
export function useRegions() {
  return useQuery({
    queryKey: keyOf(getRegions),
    queryFn: ({ signal }) => call(getRegions, {}, { signal, space: 'customer' }),
    staleTime: 60 * 60_000,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Banner, BannerBody, BannerList, BannerMove, PublicBannerList } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';
import { call, postBannersByIdMove } from '../../lib/api';

/**
 * Admin: GET/POST /api/banners, GET/PATCH/DELETE /api/banners/:id. Not resourceOf: GET /api/banners
 * answers by the token's space (admin list or the member's banners), so its operation is untyped.
 */
export const banners = defineResource<Banner, BannerBody, BannerList>({ key: ['admin', 'banners'], path: '/api/banners' });

/** POST /api/banners/:id/move: the answer is the whole list in its new order, put straight into the cache. */
export function useMoveBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number } & BannerMove) =>
      call(postBannersByIdMove, { params: { id }, body: { direction } }, { space: 'admin' }),
    onSuccess: (list) => {
      client.setQueryData(banners.keys.list(), list);
      return client.invalidateQueries({ queryKey: banners.keys.all, predicate: (q) => q.queryKey[2] !== 'list' });
    },
  });
}

/** GET /api/banners — what shows to the signed-in member now, in order. */
export function useMemberBanners() {
  // GET /api/banners answers by the token's space: its operation is untyped, so the plain client stays.
  return useQuery({
    queryKey: ['customer', 'banners'],
    queryFn: ({ signal }) => api.get<PublicBannerList>('/api/banners', { signal, space: 'customer' }),
    meta: { silent: true },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BannerList, BannerMove, PublicBannerList } from '@klub/contracts';
import {
  call,
  keyOf,
  narrowed,
  resourceOf,
  deleteBannersById,
  getBanners,
  getBannersById,
  patchBannersById,
  postBanners,
  postBannersByIdMove,
} from '../../lib/api';

/**
 * getBanners answers by the token's space: the admin's list here (BannerList), what shows now to a
 * member in the customer space (PublicBannerList).
 */
const getAdminBanners = narrowed(getBanners)<BannerList>();
const getMemberBanners = narrowed(getBanners)<PublicBannerList>();

/** Admin: getBanners, postBanners, getBannersById, patchBannersById, deleteBannersById. */
export const banners = resourceOf({
  list: getAdminBanners,
  one: getBannersById,
  create: postBanners,
  update: patchBannersById,
  remove: deleteBannersById,
});

/** postBannersByIdMove: the answer is the whole list in its new order, put straight into the cache. */
export function useMoveBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number } & BannerMove) =>
      call(postBannersByIdMove, { params: { id }, body: { direction } }, { space: 'admin' }),
    onSuccess: (list) => {
      client.setQueryData(banners.keys.list(), list);
      // The other queries of the resource (its records), not the list just put in place.
      return client.invalidateQueries({ queryKey: banners.keys.all, predicate: (q) => q.queryKey[banners.keys.all.length] !== 'list' });
    },
  });
}

/** getBanners in the customer space: what shows to the signed-in member now, in order. */
export function useMemberBanners() {
  return useQuery({
    queryKey: keyOf(getBanners),
    queryFn: ({ signal }) => call(getMemberBanners, {}, { signal, space: 'customer' }),
    meta: { silent: true },
  });
}

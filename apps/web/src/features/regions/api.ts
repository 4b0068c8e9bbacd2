import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { District, DistrictBody, Region } from '@klub/contracts';
import {
  call,
  keyOf,
  deleteDistrictsById,
  deleteRegionsById,
  getDistricts,
  getRegions,
  patchDistrictsById,
  patchRegionsById,
  postDistricts,
  postRegions,
} from '../../lib/api';
import { removeById } from '../../lib/cache';
import { DELETE_META } from '../../lib/query-client';

const admin = { space: 'admin' } as const;

export const regionsKeys = {
  regions: () => keyOf(getRegions),
  districtsAll: () => keyOf(getDistricts),
  districts: (regionId: number | null) => keyOf(getDistricts, { query: { regionId: regionId ?? undefined } }),
};

/** Replaces the item with the same id; a list not loaded yet stays unloaded. */
export function replaceById<T extends { id: number }>(list: readonly T[] | undefined, item: T): T[] | undefined {
  return list?.map((x) => (x.id === item.id ? item : x));
}

export function appendItem<T>(list: readonly T[] | undefined, item: T): T[] | undefined {
  return list ? [...list, item] : undefined;
}

/** getRegions (the same list as getUsersRegions). */
export function useRegions() {
  return useQuery({
    queryKey: regionsKeys.regions(),
    queryFn: ({ signal }) => call(getRegions, {}, { ...admin, signal }),
    staleTime: 60_000,
  });
}

/** postRegions — appended. */
export function useCreateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) => call(postRegions, { body }, admin),
    onSuccess: (region) => queryClient.setQueryData<Region[]>(regionsKeys.regions(), (list) => appendItem(list, region)),
  });
}

/** patchRegionsById — replaced in place; districts carry the region's name, so they reload. */
export function useUpdateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => call(patchRegionsById, { params: { id }, body: { name } }, admin),
    onSuccess: async (region) => {
      queryClient.setQueryData<Region[]>(regionsKeys.regions(), (list) => replaceById(list, region));
      await queryClient.invalidateQueries({ queryKey: regionsKeys.districtsAll() });
    },
  });
}

/**
 * deleteRegionsById — 409 while people or districts use it. Only that region is removed
 * locally (spec §4's original kept only the deleted one: a bug).
 */
export function useDeleteRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deleteRegionsById, { params: { id } }, admin),
    onSuccess: (_message, id) => queryClient.setQueryData<Region[]>(regionsKeys.regions(), (list) => removeById(list, id)),
  });
}

/** getDistricts by regionId — all districts when no region is picked. */
export function useDistricts(regionId: number | null) {
  return useQuery({
    queryKey: regionsKeys.districts(regionId),
    queryFn: ({ signal }) => call(getDistricts, { query: { regionId: regionId ?? undefined } }, { ...admin, signal }),
  });
}

/** postDistricts — the district lists reload (they are filtered by region). */
export function useCreateDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DistrictBody) => call(postDistricts, { body }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regionsKeys.districtsAll() }),
  });
}

/** patchDistrictsById */
export function useUpdateDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DistrictBody }) => call(patchDistrictsById, { params: { id }, body }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regionsKeys.districtsAll() }),
  });
}

/** deleteDistrictsById — removed locally by id from every loaded district list. */
export function useDeleteDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deleteDistrictsById, { params: { id } }, admin),
    onSuccess: (_message, id) =>
      queryClient.setQueriesData<District[]>({ queryKey: regionsKeys.districtsAll() }, (list) => removeById(list, id)),
  });
}

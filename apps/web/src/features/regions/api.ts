import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { District, DistrictBody, Region } from '@klub/contracts';
import { api } from '../../lib/api-client';
import {
  call,
  deleteDistrictsById,
  deleteRegionsById,
  patchDistrictsById,
  patchRegionsById,
  postDistricts,
  postRegions,
} from '../../lib/api';
import { removeById } from '../../lib/cache';
import { DELETE_META } from '../../lib/query-client';

const admin = { space: 'admin' } as const;

export const regionsKeys = {
  regions: () => ['admin', 'regions'] as const,
  districtsAll: () => ['admin', 'districts'] as const,
  districts: (regionId: number | null) => [...regionsKeys.districtsAll(), regionId ?? 'all'] as const,
};

/** Replaces the item with the same id; a list not loaded yet stays unloaded. */
export function replaceById<T extends { id: number }>(list: readonly T[] | undefined, item: T): T[] | undefined {
  return list?.map((x) => (x.id === item.id ? item : x));
}

export function appendItem<T>(list: readonly T[] | undefined, item: T): T[] | undefined {
  return list ? [...list, item] : undefined;
}

/** GET /api/regions (the same list as GET /api/users/regions). */
export function useRegions() {
  return useQuery({
    queryKey: regionsKeys.regions(),
    queryFn: ({ signal }) => api.get<Region[]>('/api/regions', { ...admin, signal }),
    staleTime: 60_000,
  });
}

/** POST /api/regions — appended. */
export function useCreateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) => call(postRegions, { body }, admin),
    onSuccess: (region) => queryClient.setQueryData<Region[]>(regionsKeys.regions(), (list) => appendItem(list, region)),
  });
}

/** PATCH /api/regions/:id — replaced in place; districts carry the region's name, so they reload. */
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
 * DELETE /api/regions/:id — 409 while people or districts use it. Only that region is removed
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

/** GET /api/districts?regionId — all districts when no region is picked. */
export function useDistricts(regionId: number | null) {
  return useQuery({
    queryKey: regionsKeys.districts(regionId),
    queryFn: ({ signal }) => api.get<District[]>('/api/districts', { ...admin, signal, query: { regionId: regionId ?? undefined } }),
  });
}

/** POST /api/districts — the district lists reload (they are filtered by region). */
export function useCreateDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DistrictBody) => call(postDistricts, { body }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regionsKeys.districtsAll() }),
  });
}

/** PATCH /api/districts/:id */
export function useUpdateDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DistrictBody }) => call(patchDistrictsById, { params: { id }, body }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regionsKeys.districtsAll() }),
  });
}

/** DELETE /api/districts/:id — removed locally by id from every loaded district list. */
export function useDeleteDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deleteDistrictsById, { params: { id } }, admin),
    onSuccess: (_message, id) =>
      queryClient.setQueriesData<District[]>({ queryKey: regionsKeys.districtsAll() }, (list) => removeById(list, id)),
  });
}

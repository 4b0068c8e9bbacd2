import { useMutation, useQuery, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import type {
  AssignCategoryBody,
  CharacteristicBody,
  Converter,
  PartnerShop,
  PartnerShopBody,
  PrizeGroup,
  PrizeGroupBody,
  PrizeGroupPatch,
  PrizePatch,
  PrizeBody,
  PrizeThreshold,
  PrizeThresholdBody,
} from '@klub/contracts';
import { PAGE_SIZES } from '@klub/contracts/constants';
import { api } from '../../lib/api-client';
import {
  call,
  deletePrizesById,
  deletePrizesCharacteristicById,
  deletePrizesGroupsById,
  deletePrizesPartnerShopsById,
  deletePrizesThresholdById,
  getPrizes,
  getPrizesById,
  getPrizesConverter,
  patchPrizesAssignCategory,
  patchPrizesById,
  patchPrizesGroupsById,
  patchPrizesPartnerShopsById,
  patchPrizesThresholdById,
  postPrizes,
  postPrizesCharacteristic,
  postPrizesConvertPrizes,
  postPrizesPartnerShops,
  postPrizesThreshold,
  putPrizesConverter,
} from '../../lib/api';
import { DELETE_META } from '../../lib/query-client';

const admin = { space: 'admin' } as const;

/** Filters of GET /api/prizes (all optional). */
export interface PrizeFilters {
  search?: string;
  groupId?: number;
  thresholdId?: number;
  shopNumber?: number;
  isActive?: boolean;
}

/** Admin catalogue queries; every write reloads them all (the catalogue is small). */
export const prizeKeys = {
  all: ['admin', 'prizes'] as const,
  groups: () => [...prizeKeys.all, 'groups'] as const,
  list: (q: PrizeFilters) => [...prizeKeys.all, 'list', q] as const,
  one: (id: number) => [...prizeKeys.all, 'one', id] as const,
  converter: () => [...prizeKeys.all, 'converter'] as const,
  thresholds: () => [...prizeKeys.all, 'thresholds'] as const,
  shops: () => [...prizeKeys.all, 'shops'] as const,
};

/** Groups flattened depth-first, with their depth (for selects and indented lists). */
export function flattenGroups(tree: readonly PrizeGroup[], depth = 0): Array<{ group: PrizeGroup; depth: number }> {
  return tree.flatMap((group) => [{ group, depth }, ...flattenGroups(group.subRows, depth + 1)]);
}
export const groupOptions = (tree: readonly PrizeGroup[]) =>
  flattenGroups(tree).map(({ group, depth }) => ({
    value: group.id,
    label: `${'— '.repeat(depth)}${group.name}${group.isActive ? '' : ' (nieaktywna)'}`,
  }));

export function useAdminGroups() {
  return useQuery({
    queryKey: prizeKeys.groups(),
    queryFn: ({ signal }) => api.get<PrizeGroup[]>('/api/prizes-groups', { ...admin, signal, query: { all: true } }),
  });
}

export function useAdminPrizes(q: PrizeFilters = {}) {
  return useQuery({
    queryKey: prizeKeys.list(q),
    queryFn: ({ signal }) =>
      call(
        getPrizes,
        // The query string carries isActive as "true"/"false" either way; the contract types it so.
        {
          query: { skip: 0, take: PAGE_SIZES.prizes, ...q, isActive: q.isActive === undefined ? undefined : q.isActive ? 'true' : 'false' },
        },
        { ...admin, signal },
      ),
  });
}

export function useAdminPrize(id: number | null) {
  return useQuery({
    queryKey: prizeKeys.one(id ?? 0),
    queryFn: ({ signal }) => call(getPrizesById, { params: { id: id ?? 0 } }, { ...admin, signal }),
    enabled: id !== null,
  });
}

function useCatalogueWrite<V, R>(fn: (v: V) => Promise<R>, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prizeKeys.all }),
  });
}

export const useCreateGroup = () => useCatalogueWrite((b: PrizeGroupBody) => api.post<{ id: number }>('/api/prizes-groups', b, admin));
export const useUpdateGroup = () =>
  useCatalogueWrite(({ id, body }: { id: number; body: PrizeGroupPatch }) => call(patchPrizesGroupsById, { params: { id }, body }, admin));
export const useDeleteGroup = () => useCatalogueWrite((id: number) => call(deletePrizesGroupsById, { params: { id } }, admin), DELETE_META);

export const useCreatePrize = () => useCatalogueWrite((b: PrizeBody) => call(postPrizes, { body: b }, admin));
export const useUpdatePrize = () =>
  useCatalogueWrite(({ id, body }: { id: number; body: PrizePatch }) => call(patchPrizesById, { params: { id }, body }, admin));
export const useDeletePrize = () => useCatalogueWrite((id: number) => call(deletePrizesById, { params: { id } }, admin), DELETE_META);

export const useAddCharacteristic = () => useCatalogueWrite((b: CharacteristicBody) => call(postPrizesCharacteristic, { body: b }, admin));
export const useDeleteCharacteristic = () =>
  useCatalogueWrite((id: number) => call(deletePrizesCharacteristicById, { params: { id } }, admin), DELETE_META);

export function useConverter() {
  return useQuery({
    queryKey: prizeKeys.converter(),
    queryFn: ({ signal }) => call(getPrizesConverter, {}, { ...admin, signal }),
  });
}
export const useSetConverter = () => useCatalogueWrite((b: Converter) => call(putPrizesConverter, { body: b }, admin));
export const useConvertPrizes = () => useCatalogueWrite(() => call(postPrizesConvertPrizes, {}, admin));
export const useAssignCategory = () => useCatalogueWrite((b: AssignCategoryBody) => call(patchPrizesAssignCategory, { body: b }, admin));

export function useThresholds(space: 'admin' | 'customer' = 'admin') {
  return useQuery({
    queryKey: space === 'admin' ? prizeKeys.thresholds() : ['catalogue', 'thresholds'],
    queryFn: ({ signal }) => api.get<PrizeThreshold[]>('/api/prizes/thresholds', { space, signal }),
  });
}
export const useCreateThreshold = () => useCatalogueWrite((b: PrizeThresholdBody) => call(postPrizesThreshold, { body: b }, admin));
export const useUpdateThreshold = () =>
  useCatalogueWrite(({ id, body }: { id: number; body: PrizeThresholdBody }) =>
    call(patchPrizesThresholdById, { params: { id }, body }, admin),
  );
export const useDeleteThreshold = () =>
  useCatalogueWrite((id: number) => call(deletePrizesThresholdById, { params: { id } }, admin), DELETE_META);

export function usePartnerShops() {
  return useQuery({
    queryKey: prizeKeys.shops(),
    queryFn: ({ signal }) => api.get<PartnerShop[]>('/api/prizes/partner-shops', { ...admin, signal }),
  });
}
export const useCreateShop = () => useCatalogueWrite((b: PartnerShopBody) => call(postPrizesPartnerShops, { body: b }, admin));
export const useUpdateShop = () =>
  useCatalogueWrite(({ id, body }: { id: number; body: PartnerShopBody }) =>
    call(patchPrizesPartnerShopsById, { params: { id }, body }, admin),
  );
export const useDeleteShop = () =>
  useCatalogueWrite((id: number) => call(deletePrizesPartnerShopsById, { params: { id } }, admin), DELETE_META);

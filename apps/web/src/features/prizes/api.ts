import { useMutation, useQuery, useQueryClient, type MutationMeta, type Query } from '@tanstack/react-query';
import type {
  AssignCategoryBody,
  CharacteristicBody,
  Converter,
  PartnerShopBody,
  PrizeGroup,
  PrizeGroupBody,
  PrizeGroupPatch,
  PrizePatch,
  PrizeBody,
  PrizeThresholdBody,
} from '@klub/contracts';
import { PAGE_SIZES } from '@klub/contracts/constants';
import {
  call,
  keyOf,
  type Operation,
  deletePrizesById,
  deletePrizesCharacteristicById,
  deletePrizesGroupsById,
  deletePrizesPartnerShopsById,
  deletePrizesThresholdById,
  getPrizes,
  getPrizesById,
  getPrizesConverter,
  getPrizesGroups,
  getPrizesPartnerShops,
  getPrizesThresholds,
  patchPrizesAssignCategory,
  patchPrizesById,
  patchPrizesGroupsById,
  patchPrizesPartnerShopsById,
  patchPrizesThresholdById,
  postPrizes,
  postPrizesCharacteristic,
  postPrizesConvertPrizes,
  postPrizesGroups,
  postPrizesPartnerShops,
  postPrizesThreshold,
  putPrizesConverter,
} from '../../lib/api';
import { DELETE_META } from '../../lib/query-client';

const admin = { space: 'admin' } as const;

/** Filters of the prize list (getPrizes; all optional). */
export interface PrizeFilters {
  search?: string;
  groupId?: number;
  thresholdId?: number;
  shopNumber?: number;
  isActive?: boolean;
}

/** getPrizes' query for the filters: the first page of PAGE_SIZES.prizes; isActive travels as "true"/"false" (the contract types it so). */
export const prizesQuery = (q: PrizeFilters) =>
  ({
    skip: 0,
    take: PAGE_SIZES.prizes,
    ...q,
    isActive: q.isActive === undefined ? undefined : q.isActive ? 'true' : 'false',
  }) as const;

/** The catalogue's reads: every write reloads them all (the catalogue is small). */
const CATALOGUE: readonly Operation[] = [
  getPrizesGroups,
  getPrizes,
  getPrizesById,
  getPrizesConverter,
  getPrizesThresholds,
  getPrizesPartnerShops,
];
const isCatalogue = (q: Query) => CATALOGUE.some((op) => q.queryKey[0] === op.method && q.queryKey[1] === op.path);

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
    queryKey: keyOf(getPrizesGroups, { query: { all: 'true' } }),
    // The contract leaves subRows untyped on the wire (no recursive OpenAPI schema); they are PrizeGroup nodes.
    queryFn: ({ signal }) => call(getPrizesGroups, { query: { all: 'true' } }, { ...admin, signal }) as Promise<PrizeGroup[]>,
  });
}

export function useAdminPrizes(q: PrizeFilters = {}) {
  const query = prizesQuery(q);
  return useQuery({
    queryKey: keyOf(getPrizes, { query }),
    queryFn: ({ signal }) => call(getPrizes, { query }, { ...admin, signal }),
  });
}

export function useAdminPrize(id: number | null) {
  return useQuery({
    queryKey: keyOf(getPrizesById, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => call(getPrizesById, { params: { id: id ?? 0 } }, { ...admin, signal }),
    enabled: id !== null,
  });
}

function useCatalogueWrite<V, R>(fn: (v: V) => Promise<R>, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ predicate: isCatalogue }),
  });
}

export const useCreateGroup = () => useCatalogueWrite((b: PrizeGroupBody) => call(postPrizesGroups, { body: b }, admin));
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
    queryKey: keyOf(getPrizesConverter),
    queryFn: ({ signal }) => call(getPrizesConverter, {}, { ...admin, signal }),
  });
}
export const useSetConverter = () => useCatalogueWrite((b: Converter) => call(putPrizesConverter, { body: b }, admin));
export const useConvertPrizes = () => useCatalogueWrite(() => call(postPrizesConvertPrizes, {}, admin));
export const useAssignCategory = () => useCatalogueWrite((b: AssignCategoryBody) => call(patchPrizesAssignCategory, { body: b }, admin));

export function useThresholds() {
  return useQuery({
    queryKey: keyOf(getPrizesThresholds),
    queryFn: ({ signal }) => call(getPrizesThresholds, {}, { ...admin, signal }),
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
    queryKey: keyOf(getPrizesPartnerShops),
    queryFn: ({ signal }) => call(getPrizesPartnerShops, {}, { ...admin, signal }),
  });
}
export const useCreateShop = () => useCatalogueWrite((b: PartnerShopBody) => call(postPrizesPartnerShops, { body: b }, admin));
export const useUpdateShop = () =>
  useCatalogueWrite(({ id, body }: { id: number; body: PartnerShopBody }) =>
    call(patchPrizesPartnerShopsById, { params: { id }, body }, admin),
  );
export const useDeleteShop = () =>
  useCatalogueWrite((id: number) => call(deletePrizesPartnerShopsById, { params: { id } }, admin), DELETE_META);

/** The inline-edit lists' operations (components/inline-edit). */
export const thresholdsApi = {
  useList: useThresholds,
  useCreate: useCreateThreshold,
  useUpdate: useUpdateThreshold,
  useRemove: useDeleteThreshold,
};
export const partnerShopsApi = { useList: usePartnerShops, useCreate: useCreateShop, useUpdate: useUpdateShop, useRemove: useDeleteShop };

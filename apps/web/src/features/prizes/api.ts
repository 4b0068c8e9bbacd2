import { useMutation, useQuery, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import type {
  AssignCategoryBody,
  CharacteristicBody,
  Converter,
  MessageResponse,
  PartnerShop,
  PartnerShopBody,
  PrizeCharacteristic,
  PrizeDetails,
  PrizeGroup,
  PrizeGroupBody,
  PrizeGroupPatch,
  PrizeListResponse,
  PrizePatch,
  PrizeBody,
  PrizeThreshold,
  PrizeThresholdBody,
  UpdatedResponse,
} from '@klub/contracts';
import { PAGE_SIZES } from '@klub/contracts/constants';
import { api } from '../../lib/api-client';
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
      api.get<PrizeListResponse>('/api/prizes', { ...admin, signal, query: { skip: 0, take: PAGE_SIZES.prizes, ...q } }),
  });
}

export function useAdminPrize(id: number | null) {
  return useQuery({
    queryKey: prizeKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<PrizeDetails>(`/api/prizes/${id}`, { ...admin, signal }),
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
  useCatalogueWrite(({ id, body }: { id: number; body: PrizeGroupPatch }) =>
    api.patch<MessageResponse>(`/api/prizes-groups/${id}`, body, admin),
  );
export const useDeleteGroup = () =>
  useCatalogueWrite((id: number) => api.delete<MessageResponse>(`/api/prizes-groups/${id}`, admin), DELETE_META);

export const useCreatePrize = () => useCatalogueWrite((b: PrizeBody) => api.post<PrizeDetails>('/api/prizes', b, admin));
export const useUpdatePrize = () =>
  useCatalogueWrite(({ id, body }: { id: number; body: PrizePatch }) => api.patch<PrizeDetails>(`/api/prizes/${id}`, body, admin));
export const useDeletePrize = () => useCatalogueWrite((id: number) => api.delete<MessageResponse>(`/api/prizes/${id}`, admin), DELETE_META);

export const useAddCharacteristic = () =>
  useCatalogueWrite((b: CharacteristicBody) => api.post<PrizeCharacteristic>('/api/prizes/characteristic', b, admin));
export const useDeleteCharacteristic = () =>
  useCatalogueWrite((id: number) => api.delete<MessageResponse>(`/api/prizes/characteristic/${id}`, admin), DELETE_META);

export function useConverter() {
  return useQuery({
    queryKey: prizeKeys.converter(),
    queryFn: ({ signal }) => api.get<Converter>('/api/prizes/converter', { ...admin, signal }),
  });
}
export const useSetConverter = () => useCatalogueWrite((b: Converter) => api.put<Converter>('/api/prizes/converter', b, admin));
export const useConvertPrizes = () => useCatalogueWrite(() => api.post<UpdatedResponse>('/api/prizes/convert-prizes', undefined, admin));
export const useAssignCategory = () =>
  useCatalogueWrite((b: AssignCategoryBody) => api.patch<UpdatedResponse>('/api/prizes/assign-category', b, admin));

export function useThresholds(space: 'admin' | 'customer' = 'admin') {
  return useQuery({
    queryKey: space === 'admin' ? prizeKeys.thresholds() : ['catalogue', 'thresholds'],
    queryFn: ({ signal }) => api.get<PrizeThreshold[]>('/api/prizes/thresholds', { space, signal }),
  });
}
export const useCreateThreshold = () =>
  useCatalogueWrite((b: PrizeThresholdBody) => api.post<PrizeThreshold>('/api/prizes/threshold', b, admin));
export const useUpdateThreshold = () =>
  useCatalogueWrite(({ id, body }: { id: number; body: PrizeThresholdBody }) =>
    api.patch<PrizeThreshold>(`/api/prizes/threshold/${id}`, body, admin),
  );
export const useDeleteThreshold = () =>
  useCatalogueWrite((id: number) => api.delete<MessageResponse>(`/api/prizes/threshold/${id}`, admin), DELETE_META);

export function usePartnerShops() {
  return useQuery({
    queryKey: prizeKeys.shops(),
    queryFn: ({ signal }) => api.get<PartnerShop[]>('/api/prizes/partner-shops', { ...admin, signal }),
  });
}
export const useCreateShop = () => useCatalogueWrite((b: PartnerShopBody) => api.post<PartnerShop>('/api/prizes/partner-shops', b, admin));
export const useUpdateShop = () =>
  useCatalogueWrite(({ id, body }: { id: number; body: PartnerShopBody }) =>
    api.patch<PartnerShop>(`/api/prizes/partner-shops/${id}`, body, admin),
  );
export const useDeleteShop = () =>
  useCatalogueWrite((id: number) => api.delete<MessageResponse>(`/api/prizes/partner-shops/${id}`, admin), DELETE_META);

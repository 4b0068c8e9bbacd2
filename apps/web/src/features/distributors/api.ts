import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, type Distributor, type DistributorBody, type DistributorListResponse } from '@klub/contracts';
import {
  call,
  keyOf,
  deleteDistributorsById,
  getDistributors,
  getDistributorsById,
  patchDistributorsById,
  patchDistributorsByIdAuthorize,
  postDistributors,
} from '../../lib/api';
import { DELETE_META } from '../../lib/query-client';

const admin = { space: 'admin' } as const;

/** 'all' = the distributors list, 'waiting' = the unauthorized list (waiting for authorisation). */
export type DistributorListKind = 'all' | 'waiting';

/** What getDistributors is asked for each list: up to 9999 at once (spec §9), filtered locally. */
const listQuery = (kind: DistributorListKind) => ({
  take: PAGE_SIZES.distributors,
  isAuthorized: kind === 'waiting' ? ('false' as const) : undefined,
});

export const distributorsKeys = {
  /** Every list of getDistributors (any query). */
  lists: () => keyOf(getDistributors),
  list: (kind: DistributorListKind) => keyOf(getDistributors, { query: listQuery(kind) }),
  one: (id: number) => keyOf(getDistributorsById, { params: { id } }),
};

type ListData = DistributorListResponse | undefined;

/** Removes a distributor from a cached list by id (spec §4: delete removes it locally). */
export function withoutDistributor(list: ListData, id: number): ListData {
  if (!list) return undefined;
  const data = list.data.filter((d) => d.id !== id);
  return { data, total: list.total - (list.data.length - data.length) };
}

/** Puts the changed distributor in place; it leaves the waiting list once authorised. */
export function withDistributor(list: ListData, kind: DistributorListKind, item: Distributor): ListData {
  if (!list) return undefined;
  if (kind === 'waiting' && item.isAuthorized) return withoutDistributor(list, item.id);
  return { ...list, data: list.data.map((d) => (d.id === item.id ? item : d)) };
}

/** getDistributors — the client loads up to 9999 at once (spec §9) and filters them locally. */
export function useDistributors(kind: DistributorListKind) {
  return useQuery({
    queryKey: distributorsKeys.list(kind),
    queryFn: ({ signal }) => call(getDistributors, { query: listQuery(kind) }, { ...admin, signal }),
  });
}

/** getDistributorsById */
export function useDistributor(id: number | null) {
  return useQuery({
    queryKey: distributorsKeys.one(id ?? 0),
    queryFn: ({ signal }) => call(getDistributorsById, { params: { id: id ?? 0 } }, { ...admin, signal }),
    enabled: id !== null,
  });
}

function useCacheUpdate() {
  const queryClient = useQueryClient();
  return (item: Distributor) => {
    queryClient.setQueryData(distributorsKeys.one(item.id), item);
    for (const kind of ['all', 'waiting'] as const) {
      queryClient.setQueryData<DistributorListResponse>(distributorsKeys.list(kind), (list) => withDistributor(list, kind, item));
    }
  };
}

/** postDistributors — lists reload (they are sorted by name on the server). */
export function useCreateDistributor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DistributorBody) => call(postDistributors, { body }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributorsKeys.lists() }),
  });
}

/** patchDistributorsById */
export function useUpdateDistributor(id: number) {
  const queryClient = useQueryClient();
  const update = useCacheUpdate();
  return useMutation({
    mutationFn: (body: DistributorBody) => call(patchDistributorsById, { params: { id }, body }, admin),
    onSuccess: async (item) => {
      update(item);
      await queryClient.invalidateQueries({ queryKey: distributorsKeys.lists() });
    },
  });
}

/** patchDistributorsByIdAuthorize — the distributor leaves the waiting list at once. */
export function useAuthorizeDistributor() {
  const update = useCacheUpdate();
  return useMutation({
    mutationFn: (id: number) => call(patchDistributorsByIdAuthorize, { params: { id }, body: { isAuthorized: true } }, admin),
    onSuccess: update,
  });
}

/** deleteDistributorsById — removed locally by id from every loaded list. */
export function useDeleteDistributor() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deleteDistributorsById, { params: { id } }, admin),
    onSuccess: (_message, id) => {
      queryClient.setQueriesData<DistributorListResponse>({ queryKey: distributorsKeys.lists() }, (list) => withoutDistributor(list, id));
      queryClient.removeQueries({ queryKey: distributorsKeys.one(id) });
    },
  });
}

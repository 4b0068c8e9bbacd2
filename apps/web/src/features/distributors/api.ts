import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, type Distributor, type DistributorBody, type DistributorListResponse } from '@klub/contracts';
import {
  call,
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

export const distributorsKeys = {
  all: ['admin', 'distributors'] as const,
  lists: () => [...distributorsKeys.all, 'list'] as const,
  list: (kind: DistributorListKind) => [...distributorsKeys.lists(), kind] as const,
  one: (id: number) => [...distributorsKeys.all, 'one', id] as const,
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

/** GET /api/distributors — the client loads up to 9999 at once (spec §9) and filters them locally. */
export function useDistributors(kind: DistributorListKind) {
  return useQuery({
    queryKey: distributorsKeys.list(kind),
    queryFn: ({ signal }) =>
      call(
        getDistributors,
        { query: { take: PAGE_SIZES.distributors, isAuthorized: kind === 'waiting' ? 'false' : undefined } },
        { ...admin, signal },
      ),
  });
}

/** GET /api/distributors/:id */
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

/** POST /api/distributors — lists reload (they are sorted by name on the server). */
export function useCreateDistributor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DistributorBody) => call(postDistributors, { body }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributorsKeys.lists() }),
  });
}

/** PATCH /api/distributors/:id */
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

/** PATCH /api/distributors/:id/authorize — the distributor leaves the waiting list at once. */
export function useAuthorizeDistributor() {
  const update = useCacheUpdate();
  return useMutation({
    mutationFn: (id: number) => call(patchDistributorsByIdAuthorize, { params: { id }, body: { isAuthorized: true } }, admin),
    onSuccess: update,
  });
}

/** DELETE /api/distributors/:id — removed locally by id from every loaded list. */
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

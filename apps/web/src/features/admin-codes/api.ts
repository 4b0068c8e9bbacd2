import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddPointsBody,
  CodeBatch,
  CodesResponse,
  ExecutorList,
  GenerateBatchBody,
  HistoryResponse,
  MemberPoints,
  MessageResponse,
  MovePointsBody,
  RedeemBody,
  RedeemResult,
} from '@klub/contracts';
import { api } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';
import { pointsKeys } from '../points';
import type { AdminCodeDetails, AdminCodesResponse, CodeFilters, MemberSearchResponse } from './types';

const admin = { space: 'admin' } as const;

export const adminCodesKeys = {
  all: ['admin', 'codes'] as const,
  search: (filters: CodeFilters, skip: number, take: number) => [...adminCodesKeys.all, 'search', filters, skip, take] as const,
  details: (id: number) => [...adminCodesKeys.all, 'details', id] as const,
  batches: () => [...adminCodesKeys.all, 'batches'] as const,
  members: (search: string) => ['admin', 'members', 'search', search] as const,
  executors: (search: string) => ['admin', 'messages', 'executors', search] as const,
  member: (userId: number) => ['admin', 'member', userId] as const,
  memberPoints: (userId: number) => [...adminCodesKeys.member(userId), 'points'] as const,
  memberHistory: (userId: number, skip: number, take: number) => [...adminCodesKeys.member(userId), 'history', skip, take] as const,
  memberCodes: (userId: number, skip: number, take: number) => [...adminCodesKeys.member(userId), 'codes', skip, take] as const,
};

/** GET /api/codes — filters plus server paging. */
export function useCodeSearch(filters: CodeFilters, skip: number, take: number) {
  return useQuery({
    queryKey: adminCodesKeys.search(filters, skip, take),
    queryFn: ({ signal }) => api.get<AdminCodesResponse>('/api/codes', { ...admin, signal, query: { ...filters, skip, take } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/codes/:id — the code and its history. */
export function useCodeDetails(id: number) {
  return useQuery({
    queryKey: adminCodesKeys.details(id),
    queryFn: ({ signal }) => api.get<AdminCodeDetails>(`/api/codes/${id}`, { ...admin, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /api/codes/batches */
export function useBatches() {
  return useQuery({
    queryKey: adminCodesKeys.batches(),
    queryFn: ({ signal }) => api.get<CodeBatch[]>('/api/codes/batches', { ...admin, signal }),
  });
}

/** POST /api/codes/batches — generating thousands of codes takes a few seconds. */
export function useGenerateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateBatchBody) => api.post<CodeBatch>('/api/codes/batches', body, admin),
    onSuccess: (batch) => {
      queryClient.setQueryData<CodeBatch[]>(adminCodesKeys.batches(), (list) => (list ? [batch, ...list] : list));
      // codesCount of the package changed; no need to wait for it.
      void queryClient.invalidateQueries({ queryKey: pointsKeys.packages('admin') });
    },
  });
}

/** GET /api/codes/batches/:id/csv with the admin token → a file download (refuses non-CSV answers). */
export async function downloadBatchCsv(batch: Pick<CodeBatch, 'id'>): Promise<void> {
  const blob = await api.csv(`/api/codes/batches/${batch.id}/csv`, admin);
  saveBlob(blob, `kody-partia-${batch.id}.csv`);
}

// ---- members ----

/** GET /api/users?search — the member lookup (at least 2 characters). */
export function useMemberSearch(search: string) {
  return useQuery({
    queryKey: adminCodesKeys.members(search),
    queryFn: ({ signal }) => api.get<MemberSearchResponse>('/api/users', { ...admin, signal, query: { search, skip: 0, take: 20 } }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /api/messages/executors?search — the message forms' look-up: members with an inbox only (at least 2 characters). */
export function useExecutorSearch(search: string) {
  return useQuery({
    queryKey: adminCodesKeys.executors(search),
    queryFn: ({ signal }) => api.get<ExecutorList>('/api/messages/executors', { ...admin, signal, query: { search } }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /api/users/:id/points */
export function useMemberPoints(userId: number | null) {
  return useQuery({
    queryKey: adminCodesKeys.memberPoints(userId ?? 0),
    queryFn: ({ signal }) => api.get<MemberPoints>(`/api/users/${userId}/points`, { ...admin, signal }),
    enabled: userId !== null,
  });
}

/** GET /api/codes/history?userId — a member's ledger. */
export function useMemberHistory(userId: number | null, skip: number, take: number) {
  return useQuery({
    queryKey: adminCodesKeys.memberHistory(userId ?? 0, skip, take),
    queryFn: ({ signal }) =>
      api.get<HistoryResponse>('/api/codes/history', { ...admin, signal, query: { userId: userId ?? undefined, skip, take } }),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users/:id/codes */
export function useMemberCodes(userId: number, skip: number, take: number) {
  return useQuery({
    queryKey: adminCodesKeys.memberCodes(userId, skip, take),
    queryFn: ({ signal }) => api.get<CodesResponse>(`/api/users/${userId}/codes`, { ...admin, signal, query: { skip, take } }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshMembers() {
  const queryClient = useQueryClient();
  return (...userIds: number[]) =>
    Promise.all([
      ...userIds.map((id) => queryClient.invalidateQueries({ queryKey: adminCodesKeys.member(id) })),
      queryClient.invalidateQueries({ queryKey: ['admin', 'members'] }),
    ]);
}

/** POST /api/users/:id/codes — an admin enters a code on behalf of a member. */
export function useRedeemForMember() {
  const refresh = useRefreshMembers();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ userId, body }: { userId: number; body: RedeemBody }) =>
      api.post<RedeemResult>(`/api/users/${userId}/codes`, body, admin),
    onSuccess: (_result, { userId }) =>
      Promise.all([refresh(userId), queryClient.invalidateQueries({ queryKey: [...adminCodesKeys.all, 'search'] })]),
  });
}

/** POST /api/codes/add-points */
export function useAddPoints() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (body: AddPointsBody) => api.post<MessageResponse & { balance: number }>('/api/codes/add-points', body, admin),
    onSuccess: (_result, body) => refresh(body.userId),
  });
}

/** POST /api/codes/move-points — one transaction: a debit and a credit, or nothing. */
export function useMovePoints() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (body: MovePointsBody) => api.post<MessageResponse>('/api/codes/move-points', body, admin),
    onSuccess: (_result, body) => refresh(body.fromUserId, body.toUserId),
  });
}

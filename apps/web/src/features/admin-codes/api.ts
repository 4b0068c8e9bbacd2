import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddPointsBody, CodeBatch, GenerateBatchBody, MovePointsBody, RedeemBody } from '@klub/contracts';
import {
  call,
  downloadOf,
  keyOf,
  getCodes,
  getCodesBatches,
  getCodesBatchesByIdCsv,
  getCodesById,
  getCodesHistory,
  getMessagesExecutors,
  getPoints,
  getUsers,
  getUsersById,
  getUsersByIdCodes,
  getUsersByIdPoints,
  postCodesAddPoints,
  postCodesBatches,
  postCodesMovePoints,
  postUsersByIdCodes,
} from '../../lib/api';
import type { CodeFilters } from './types';

const admin = { space: 'admin' } as const;

/** getCodes — filters plus server paging. */
export function useCodeSearch(filters: CodeFilters, skip: number, take: number) {
  const input = { query: { ...filters, skip, take } };
  return useQuery({
    queryKey: keyOf(getCodes, input),
    queryFn: ({ signal }) => call(getCodes, input, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

/** getCodesById — the code and its history. */
export function useCodeDetails(id: number) {
  const input = { params: { id } };
  return useQuery({
    queryKey: keyOf(getCodesById, input),
    queryFn: ({ signal }) => call(getCodesById, input, { ...admin, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** getCodesBatches */
export function useBatches() {
  return useQuery({
    queryKey: keyOf(getCodesBatches),
    queryFn: ({ signal }) => call(getCodesBatches, {}, { ...admin, signal }),
  });
}

/** postCodesBatches — generating thousands of codes takes a few seconds. */
export function useGenerateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateBatchBody) => call(postCodesBatches, { body }, admin),
    onSuccess: (batch) => {
      queryClient.setQueryData<CodeBatch[]>(keyOf(getCodesBatches), (list) => (list ? [batch, ...list] : list));
      // codesCount of the package changed (the packages, getPoints); no need to wait for it.
      void queryClient.invalidateQueries({ queryKey: keyOf(getPoints) });
    },
  });
}

/** getCodesBatchesByIdCsv with the admin token → a file download (refuses non-CSV answers). */
export function downloadBatchCsv(batch: Pick<CodeBatch, 'id'>): Promise<void> {
  return downloadOf(getCodesBatchesByIdCsv, `kody-partia-${batch.id}.csv`, 'text/csv', { params: { id: batch.id } }, admin);
}

// ---- members ----

/** getUsers with `search` — the member lookup (at least 2 characters). */
export function useMemberSearch(search: string) {
  const input = { query: { search, skip: 0, take: 20 } };
  return useQuery({
    queryKey: keyOf(getUsers, input),
    queryFn: ({ signal }) => call(getUsers, input, { ...admin, signal }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** getMessagesExecutors — the message forms' look-up: members with an inbox only (at least 2 characters). */
export function useExecutorSearch(search: string) {
  const input = { query: { search } };
  return useQuery({
    queryKey: keyOf(getMessagesExecutors, input),
    queryFn: ({ signal }) => call(getMessagesExecutors, input, { ...admin, signal }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * A member's name for a page's lead (getUsersById): the very cache entry of the members' details
 * (club-members' useMember), without this feature importing that one.
 */
export function useMemberName(userId: number, enabled: boolean) {
  const input = { params: { id: userId } };
  return useQuery({
    queryKey: keyOf(getUsersById, input),
    queryFn: ({ signal }) => call(getUsersById, input, { ...admin, signal }),
    enabled: enabled && Number.isInteger(userId) && userId > 0,
    select: (member) => member.fullName,
  });
}

/** getUsersByIdPoints */
export function useMemberPoints(userId: number | null) {
  const input = { params: { id: userId ?? 0 } };
  return useQuery({
    queryKey: keyOf(getUsersByIdPoints, input),
    queryFn: ({ signal }) => call(getUsersByIdPoints, input, { ...admin, signal }),
    enabled: userId !== null,
  });
}

/** getCodesHistory with `userId` — a member's ledger. */
export function useMemberHistory(userId: number | null, skip: number, take: number) {
  const input = { query: { userId: userId ?? 0, skip, take } };
  return useQuery({
    queryKey: keyOf(getCodesHistory, input),
    queryFn: ({ signal }) => call(getCodesHistory, input, { ...admin, signal }),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

/** getUsersByIdCodes */
export function useMemberCodes(userId: number, skip: number, take: number) {
  const input = { params: { id: userId }, query: { skip, take } };
  return useQuery({
    queryKey: keyOf(getUsersByIdCodes, input),
    queryFn: ({ signal }) => call(getUsersByIdCodes, input, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After a points change: the members' balances, ledgers, codes and details, and every member list or lookup. */
function useRefreshMembers() {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });
  return (...userIds: number[]) =>
    Promise.all([
      ...userIds.flatMap((id) => [
        refresh(keyOf(getUsersByIdPoints, { params: { id } })),
        refresh(keyOf(getCodesHistory, { query: { userId: id } })),
        refresh(keyOf(getUsersByIdCodes, { params: { id } })),
        refresh(keyOf(getUsersById, { params: { id } })),
      ]),
      refresh(keyOf(getUsers)),
    ]);
}

/** postUsersByIdCodes — an admin enters a code on behalf of a member. */
export function useRedeemForMember() {
  const refresh = useRefreshMembers();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ userId, body }: { userId: number; body: RedeemBody }) =>
      call(postUsersByIdCodes, { params: { id: userId }, body }, admin),
    onSuccess: (_result, { userId }) => Promise.all([refresh(userId), queryClient.invalidateQueries({ queryKey: keyOf(getCodes) })]),
  });
}

/** postCodesAddPoints — answers the message and the member's new balance. */
export function useAddPoints() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (body: AddPointsBody) => call(postCodesAddPoints, { body }, admin),
    onSuccess: (_result, body) => refresh(body.userId),
  });
}

/** postCodesMovePoints — one transaction: a debit and a credit, or nothing. */
export function useMovePoints() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (body: MovePointsBody) => call(postCodesMovePoints, { body }, admin),
    onSuccess: (_result, body) => refresh(body.fromUserId, body.toUserId),
  });
}

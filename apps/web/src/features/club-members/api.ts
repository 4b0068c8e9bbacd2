import { showToast } from '../../components/toast';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  EmployeeBody,
  EmployeeUpdateBody,
  MemberCreateBody,
  MemberDetails,
  MemberListResponse,
  MemberRow,
  MemberUpdateBody,
} from '@klub/contracts';
import { dataExportFileName, PAGE_SIZES, type UserStatus } from '@klub/contracts';
import {
  call,
  downloadOf,
  keyOf,
  deleteUsersById,
  getCodesHistory,
  getDistributors,
  getUsers,
  getUsersById,
  getUsersByIdCodes,
  getUsersByIdDth,
  getUsersByIdExport,
  getUsersByIdPoints,
  getUsersByIdRds,
  patchUsersById,
  patchUsersByIdStatus,
  patchUsersEmployee,
  patchUsersGoldById,
  patchUsersPremiumById,
  postUsers,
  postUsersByIdResendActivation,
  postUsersEmployee,
} from '../../lib/api';
import { toApiDate } from '../../lib/dates';
import type { MemberApiQuery } from './list-query';
import { DELETE_META } from '../../lib/query-client';

const admin = { space: 'admin' } as const;

/** Every list of members (the lists, the DTH/RDS choices, admin-codes' member lookup): one getUsers prefix. */
export const MEMBER_LISTS = keyOf(getUsers);
const byId = (id: number) => ({ params: { id } });

/** getUsers — server paging, sorting and filtering. */
export function useMemberList(query: MemberApiQuery) {
  const input = { query };
  return useQuery({
    queryKey: keyOf(getUsers, input),
    queryFn: ({ signal }) => call(getUsers, input, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

/** getUsers by role, 1000 at most — DTH (41) or RDS (61) choices of a select. */
export function usePeople(role: 41 | 61, enabled = true) {
  const input = { query: { role: String(role), take: 1000, sort: 'lastname', order: 'asc' } as const };
  return useQuery({
    queryKey: keyOf(getUsers, input),
    queryFn: ({ signal }) => call(getUsers, input, { ...admin, signal }),
    select: (r) => r.data,
    enabled,
    staleTime: 60_000,
  });
}

/**
 * getDistributors, authorized only, all at once — the choices of a member's distributors (by name).
 * A getDistributors key, so adding, editing or deleting a distributor (which reloads every getDistributors list) refreshes it.
 */
export function useAuthorizedDistributors() {
  const input = { query: { take: PAGE_SIZES.distributors, isAuthorized: 'true' } } as const;
  return useQuery({
    queryKey: keyOf(getDistributors, input),
    queryFn: ({ signal }) => call(getDistributors, input, { ...admin, signal }),
    select: (r) => r.data.map(({ id, name }) => ({ id, name })),
  });
}

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** getUsersById */
export function useMember(id: number) {
  return useQuery({
    queryKey: keyOf(getUsersById, byId(id)),
    queryFn: ({ signal }) => call(getUsersById, byId(id), { ...admin, signal }),
    enabled: validId(id),
  });
}

/** getUsersByIdDth — null when none is assigned. */
export function useMemberDth(id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(getUsersByIdDth, byId(id)),
    queryFn: ({ signal }) => call(getUsersByIdDth, byId(id), { ...admin, signal }).then((r) => r ?? null),
    enabled: enabled && validId(id),
  });
}

/** getUsersByIdRds — null when none is assigned. */
export function useMemberRds(id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(getUsersByIdRds, byId(id)),
    queryFn: ({ signal }) => call(getUsersByIdRds, byId(id), { ...admin, signal }).then((r) => r ?? null),
    enabled: enabled && validId(id),
  });
}

/** Every loaded page of the list: `update` answers the new page. */
function updateLists(queryClient: QueryClient, update: (page: MemberListResponse) => MemberListResponse) {
  queryClient.setQueriesData<MemberListResponse>({ queryKey: MEMBER_LISTS }, (page) => (page ? update(page) : page));
}

/** A changed row merged into every loaded page, and into the member's details. */
function mergeRow(queryClient: QueryClient, row: MemberRow) {
  updateLists(queryClient, (page) => ({ ...page, data: page.data.map((r) => (r.id === row.id ? { ...r, ...row } : r)) }));
  queryClient.setQueryData<MemberDetails>(keyOf(getUsersById, byId(row.id)), (d) => (d ? { ...d, ...row } : d));
}

/** After a save: the details from the answer, lists and pickers reload. */
function saved(queryClient: QueryClient, member: MemberDetails) {
  queryClient.setQueryData(keyOf(getUsersById, byId(member.id)), member);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: MEMBER_LISTS }),
    queryClient.invalidateQueries({ queryKey: keyOf(getUsersByIdDth, byId(member.id)) }),
    queryClient.invalidateQueries({ queryKey: keyOf(getUsersByIdRds, byId(member.id)) }),
  ]);
}

/** postUsers — the member gets an e-mail link to set a password. */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberCreateBody) => call(postUsers, { body }, admin),
    onSuccess: (member) => saved(queryClient, member),
  });
}

/** patchUsersById — also status changes (confirm → ACTIVE_CONFIRMED, deactivate → NOT_ACTIVE). */
export function useUpdateMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberUpdateBody) => call(patchUsersById, { params: { id }, body }, admin),
    onSuccess: (member) => saved(queryClient, member),
  });
}

/** patchUsersByIdStatus — confirm, activate or deactivate (members and employees). */
export function useSetMemberStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: UserStatus) => call(patchUsersByIdStatus, { params: { id }, body: { status } }, admin),
    onSuccess: (member) => saved(queryClient, member),
  });
}

/**
 * postUsersByIdResendActivation — a new activation link for a member who never activated. The
 * server's sentence is the toast (set here, not at the button: a callback given to `mutate` is
 * dropped when the button re-mounts while the request runs); the error toast shows a refusal.
 */
export function useResendActivation(id: number) {
  return useMutation({
    mutationFn: () => call(postUsersByIdResendActivation, byId(id), admin),
    onSuccess: (r) => showToast(r.message, 'success'),
  });
}

/** deleteUsersById — anonymising soft delete; removed locally by id. */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deleteUsersById, byId(id), admin),
    onSuccess: (_message, id) => {
      updateLists(queryClient, (page) =>
        page.data.some((r) => r.id === id)
          ? { ...page, total: Math.max(0, page.total - 1), data: page.data.filter((r) => r.id !== id) }
          : page,
      );
      for (const op of [getUsersById, getUsersByIdDth, getUsersByIdRds, getUsersByIdPoints, getUsersByIdCodes])
        queryClient.removeQueries({ queryKey: keyOf(op, byId(id)) });
      queryClient.removeQueries({ queryKey: keyOf(getCodesHistory, { query: { userId: id } }) });
    },
  });
}

/** patchUsersGoldById — answers the row with the flag flipped. */
export function useSetGold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isGold }: { id: number; isGold: boolean }) => call(patchUsersGoldById, { params: { id }, body: { isGold } }, admin),
    onSuccess: (row) => mergeRow(queryClient, row),
  });
}

/** patchUsersPremiumById — answers the row with the flag flipped. */
export function useSetPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPremium }: { id: number; isPremium: boolean }) =>
      call(patchUsersPremiumById, { params: { id }, body: { isPremium } }, admin),
    onSuccess: (row) => mergeRow(queryClient, row),
  });
}

/** postUsersEmployee — a DTH (with its RDS) or an RDS. */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeBody) => call(postUsersEmployee, { body }, admin),
    onSuccess: (member) => saved(queryClient, member),
  });
}

/** patchUsersEmployee (the id in the body). */
export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeUpdateBody) => call(patchUsersEmployee, { body }, admin),
    onSuccess: (member) => saved(queryClient, member),
  });
}

/** getUsersByIdExport — a member's data export for the admin, saved as dane-uczestnika-<id>-<day>.zip. */
export function downloadMemberData(memberId: number): Promise<void> {
  return downloadOf(getUsersByIdExport, dataExportFileName(toApiDate(new Date()), memberId), 'application/zip', byId(memberId), admin);
}

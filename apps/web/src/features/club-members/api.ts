import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  DistributorListResponse,
  EmployeeBody,
  EmployeeUpdateBody,
  MemberCreateBody,
  MemberDetails,
  MemberListResponse,
  MemberRow,
  MemberUpdateBody,
  MessageResponse,
  PersonRef,
} from '@klub/contracts';
import { dataExportFileName, PAGE_SIZES, type UserStatus } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { toApiDate } from '../../lib/dates';
import { adminCodesKeys } from '../admin-codes';
import { distributorsKeys } from '../distributors';
import type { MemberApiQuery } from './list-query';
import { DELETE_META } from '../../lib/query-client';

const admin = { space: 'admin' } as const;

// Under ['admin', 'members'] and ['admin', 'member', id] like the member lookup of admin-codes,
// so a points change there refreshes these too.
export const membersKeys = {
  all: ['admin', 'members'] as const,
  lists: () => [...membersKeys.all, 'list'] as const,
  list: (query: MemberApiQuery) => [...membersKeys.lists(), query] as const,
  people: (role: number) => [...membersKeys.all, 'people', role] as const,
  member: (id: number) => adminCodesKeys.member(id),
  details: (id: number) => [...membersKeys.member(id), 'details'] as const,
  dth: (id: number) => [...membersKeys.member(id), 'dth'] as const,
  rds: (id: number) => [...membersKeys.member(id), 'rds'] as const,
};

/** GET /api/users — server paging, sorting and filtering. */
export function useMemberList(query: MemberApiQuery) {
  return useQuery({
    queryKey: membersKeys.list(query),
    queryFn: ({ signal }) => api.get<MemberListResponse>('/api/users', { ...admin, signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users?role&take=1000 — DTH (41) or RDS (61) choices of a select. */
export function usePeople(role: 41 | 61, enabled = true) {
  return useQuery({
    queryKey: membersKeys.people(role),
    queryFn: ({ signal }) =>
      api.get<MemberListResponse>('/api/users', { ...admin, signal, query: { role, take: 1000, sort: 'lastname', order: 'asc' } }),
    select: (r) => r.data,
    enabled,
    staleTime: 60_000,
  });
}

const distributorRefs = (r: DistributorListResponse) => r.data.map(({ id, name }) => ({ id, name }));

/**
 * GET /api/distributors?isAuthorized=true&take=9999 — the choices of a member's distributors (by name).
 * Under the distributors' list keys, so adding, editing or deleting a distributor refreshes it.
 */
export function useAuthorizedDistributors() {
  return useQuery({
    queryKey: [...distributorsKeys.lists(), 'authorized'] as const,
    queryFn: ({ signal }) =>
      api.get<DistributorListResponse>('/api/distributors', {
        ...admin,
        signal,
        query: { take: PAGE_SIZES.distributors, isAuthorized: true },
      }),
    select: distributorRefs,
  });
}

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** GET /api/users/:id */
export function useMember(id: number) {
  return useQuery({
    queryKey: membersKeys.details(id),
    queryFn: ({ signal }) => api.get<MemberDetails>(`/api/users/${id}`, { ...admin, signal }),
    enabled: validId(id),
  });
}

/** GET /api/users/:id/dth — null when none is assigned. */
export function useMemberDth(id: number, enabled = true) {
  return useQuery({
    queryKey: membersKeys.dth(id),
    queryFn: ({ signal }) => api.get<PersonRef | null>(`/api/users/${id}/dth`, { ...admin, signal }).then((r) => r ?? null),
    enabled: enabled && validId(id),
  });
}

/** GET /api/users/:id/rds — null when none is assigned. */
export function useMemberRds(id: number, enabled = true) {
  return useQuery({
    queryKey: membersKeys.rds(id),
    queryFn: ({ signal }) => api.get<PersonRef | null>(`/api/users/${id}/rds`, { ...admin, signal }).then((r) => r ?? null),
    enabled: enabled && validId(id),
  });
}

/** Every loaded page of the list: `update` answers the new page. */
function updateLists(queryClient: QueryClient, update: (page: MemberListResponse) => MemberListResponse) {
  queryClient.setQueriesData<MemberListResponse>({ queryKey: membersKeys.lists() }, (page) => (page ? update(page) : page));
}

/** A changed row merged into every loaded page, and into the member's details. */
function mergeRow(queryClient: QueryClient, row: MemberRow) {
  updateLists(queryClient, (page) => ({ ...page, data: page.data.map((r) => (r.id === row.id ? { ...r, ...row } : r)) }));
  queryClient.setQueryData<MemberDetails>(membersKeys.details(row.id), (d) => (d ? { ...d, ...row } : d));
}

/** After a save: the details from the answer, lists and pickers reload. */
function saved(queryClient: QueryClient, member: MemberDetails) {
  queryClient.setQueryData(membersKeys.details(member.id), member);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: membersKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...membersKeys.all, 'people'] }),
    queryClient.invalidateQueries({ queryKey: membersKeys.dth(member.id) }),
    queryClient.invalidateQueries({ queryKey: membersKeys.rds(member.id) }),
  ]);
}

/** POST /api/users — the member gets an e-mail link to set a password. */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberCreateBody) => api.post<MemberDetails>('/api/users', body, admin),
    onSuccess: (member) => saved(queryClient, member),
  });
}

/** PATCH /api/users/:id — also status changes (confirm → ACTIVE_CONFIRMED, deactivate → NOT_ACTIVE). */
export function useUpdateMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberUpdateBody) => api.patch<MemberDetails>(`/api/users/${id}`, body, admin),
    onSuccess: (member) => saved(queryClient, member),
  });
}

/** PATCH /api/users/:id/status — confirm, activate or deactivate (members and employees). */
export function useSetMemberStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: UserStatus) => api.patch<MemberDetails>(`/api/users/${id}/status`, { status }, admin),
    onSuccess: (member) => saved(queryClient, member),
  });
}

/** POST /api/users/:id/resend-activation — a new activation link for a member who never activated; the toast shows a refusal. */
export function useResendActivation(id: number) {
  return useMutation({ mutationFn: () => api.post<MessageResponse>(`/api/users/${id}/resend-activation`, undefined, admin) });
}

/** DELETE /api/users/:id — anonymising soft delete; removed locally by id. */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => api.delete<MessageResponse>(`/api/users/${id}`, admin),
    onSuccess: (_message, id) => {
      updateLists(queryClient, (page) =>
        page.data.some((r) => r.id === id)
          ? { ...page, total: Math.max(0, page.total - 1), data: page.data.filter((r) => r.id !== id) }
          : page,
      );
      queryClient.removeQueries({ queryKey: membersKeys.member(id) });
    },
  });
}

/** PATCH /api/users/gold/:id — answers the row with the flag flipped. */
export function useSetGold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isGold }: { id: number; isGold: boolean }) => api.patch<MemberRow>(`/api/users/gold/${id}`, { isGold }, admin),
    onSuccess: (row) => mergeRow(queryClient, row),
  });
}

/** PATCH /api/users/premium/:id — answers the row with the flag flipped. */
export function useSetPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPremium }: { id: number; isPremium: boolean }) =>
      api.patch<MemberRow>(`/api/users/premium/${id}`, { isPremium }, admin),
    onSuccess: (row) => mergeRow(queryClient, row),
  });
}

/** POST /api/users/employee — a DTH (with its RDS) or an RDS. */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeBody) => api.post<MemberDetails>('/api/users/employee', body, admin),
    onSuccess: (member) => saved(queryClient, member),
  });
}

/** PATCH /api/users/employee (the id in the body). */
export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeUpdateBody) => api.patch<MemberDetails>('/api/users/employee', body, admin),
    onSuccess: (member) => saved(queryClient, member),
  });
}

/** GET /api/users/{id}/export — a member's data export for the admin, saved as dane-uczestnika-<id>-<day>.zip. */
export function downloadMemberData(memberId: number): Promise<void> {
  return api.download(`/api/users/${memberId}/export`, dataExportFileName(toApiDate(new Date()), memberId), 'application/zip', {
    space: 'admin',
  });
}

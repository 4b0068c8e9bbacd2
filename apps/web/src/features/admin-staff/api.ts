import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageResponse,
  StaffInviteAcceptBody,
  StaffInviteBody,
  StaffList,
  StaffMember,
  StaffPatchBody,
  StaffSessionList,
} from '@klub/contracts';
import { api } from '../../lib/api-client';
import { adminKeys } from '../admin-shell';
import { resetStaffTwoFactor } from '../two-factor';

const admin = { space: 'admin' } as const;

export const staffKeys = {
  all: ['admin', 'staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  sessions: (id: number) => [...staffKeys.all, 'sessions', id] as const,
  mySessions: () => [...adminKeys.all, 'my-sessions'] as const,
};

/** GET /api/staff — every staff account (active, deactivated, invited). */
export const useStaff = () =>
  useQuery({ queryKey: staffKeys.list(), queryFn: ({ signal }) => api.get<StaffList>('/api/staff', { ...admin, signal }) });

/** The list again after a change (the account's row, its status, the sessions it ended). */
function useStaffChange<V, R>(mutationFn: (variables: V) => Promise<R>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The dialogs show the server's message in place (409 on the last administrator, 400, …).
    meta: silent ? { silent: true } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** POST /api/staff — creates the account and e-mails the 48 h invitation link. */
export const useInviteStaff = () => useStaffChange((body: StaffInviteBody) => api.post<StaffMember>('/api/staff', body, admin), true);

/** PATCH /api/staff/{id} — name and role. */
export const usePatchStaff = () =>
  useStaffChange(({ id, body }: { id: number; body: StaffPatchBody }) => api.patch<StaffMember>(`/api/staff/${id}`, body, admin), true);

/** POST /api/staff/{id}/deactivate — refused from the next request on, their sessions end. */
export const useDeactivateStaff = () =>
  useStaffChange((id: number) => api.post<StaffMember>(`/api/staff/${id}/deactivate`, undefined, admin));

/** POST /api/staff/{id}/activate. */
export const useActivateStaff = () => useStaffChange((id: number) => api.post<StaffMember>(`/api/staff/${id}/activate`, undefined, admin));

/** POST /api/staff/{id}/invitation — a new invitation link to an invited account (the earlier ones stop working). */
export const useResendInvitation = () =>
  useStaffChange((id: number) => api.post<MessageResponse>(`/api/staff/${id}/invitation`, undefined, admin));

/** POST /api/staff/{id}/two-factor/reset (features/two-factor) — clears another's second factor; their sessions end. */
export const useResetStaffTwoFactor = () => useStaffChange((id: number) => resetStaffTwoFactor(id));

/** GET /api/staff/{id}/sessions — a staff member's active sessions (the details drawer). */
export const useStaffSessions = (id: number) =>
  useQuery({
    queryKey: staffKeys.sessions(id),
    queryFn: ({ signal }) => api.get<StaffSessionList>(`/api/staff/${id}/sessions`, { ...admin, signal }),
  });

/** DELETE /api/staff/{id}/sessions/{sessionId}. */
export const useEndStaffSession = () =>
  useStaffChange(({ id, sessionId }: { id: number; sessionId: string }) =>
    api.delete<MessageResponse>(`/api/staff/${id}/sessions/${encodeURIComponent(sessionId)}`, admin),
  );

/** GET /api/staff/me/sessions — the signed-in staff member's own sessions ("Moje sesje"). */
export const useMySessions = () =>
  useQuery({
    queryKey: staffKeys.mySessions(),
    queryFn: ({ signal }) => api.get<StaffSessionList>('/api/staff/me/sessions', { ...admin, signal }),
  });

/** DELETE /api/staff/me/sessions/{sessionId} — ends one of one's other sessions. */
export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.delete<MessageResponse>(`/api/staff/me/sessions/${encodeURIComponent(sessionId)}`, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.mySessions() }),
  });
}

/** POST /api/staff/invitations/accept (public) — the invitation's token and the new password. */
export function useAcceptInvitation() {
  return useMutation({
    // The page shows the failure in place (an invalid, expired or used link).
    meta: { silent: true },
    mutationFn: (body: StaffInviteAcceptBody) =>
      api.post<MessageResponse>('/api/staff/invitations/accept', body, { space: 'admin', handleUnauthorized: false }),
  });
}

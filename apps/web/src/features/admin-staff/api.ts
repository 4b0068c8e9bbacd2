import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffInviteAcceptBody, StaffInviteBody, StaffPatchBody } from '@klub/contracts';
import {
  call,
  keyOf,
  deleteStaffByIdSessionsBySessionId,
  deleteStaffMeSessionsBySessionId,
  getStaff,
  getStaffByIdSessions,
  getStaffMeSessions,
  patchStaffById,
  postStaff,
  postStaffByIdActivate,
  postStaffByIdDeactivate,
  postStaffByIdInvitation,
  postStaffInvitationsAccept,
} from '../../lib/api';
import { resetStaffTwoFactor } from '../two-factor';

const admin = { space: 'admin' } as const;

/** getStaff — every staff account (active, deactivated, invited). */
export const useStaff = () => useQuery({ queryKey: keyOf(getStaff), queryFn: ({ signal }) => call(getStaff, {}, { ...admin, signal }) });

/** The list and the open sessions again after a change (the account's row, its status, the sessions it ended). */
function useStaffChange<V, R>(mutationFn: (variables: V) => Promise<R>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The dialogs show the server's message in place (409 on the last administrator, 400, …).
    meta: silent ? { silent: true } : undefined,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keyOf(getStaff) }),
        queryClient.invalidateQueries({ queryKey: keyOf(getStaffByIdSessions) }),
      ]),
  });
}

/** postStaff — creates the account and e-mails the 48 h invitation link. */
export const useInviteStaff = () => useStaffChange((body: StaffInviteBody) => call(postStaff, { body }, admin), true);

/** patchStaffById — name and role. */
export const usePatchStaff = () =>
  useStaffChange(({ id, body }: { id: number; body: StaffPatchBody }) => call(patchStaffById, { params: { id }, body }, admin), true);

/** postStaffByIdDeactivate — refused from the next request on, their sessions end. */
export const useDeactivateStaff = () => useStaffChange((id: number) => call(postStaffByIdDeactivate, { params: { id } }, admin));

/** postStaffByIdActivate. */
export const useActivateStaff = () => useStaffChange((id: number) => call(postStaffByIdActivate, { params: { id } }, admin));

/** postStaffByIdInvitation — a new invitation link to an invited account (the earlier ones stop working). */
export const useResendInvitation = () => useStaffChange((id: number) => call(postStaffByIdInvitation, { params: { id } }, admin));

/** postStaffByIdTwoFactorReset (features/two-factor) — clears another's second factor; their sessions end. */
export const useResetStaffTwoFactor = () => useStaffChange((id: number) => resetStaffTwoFactor(id));

/** getStaffByIdSessions — a staff member's active sessions (the details drawer). */
export const useStaffSessions = (id: number) =>
  useQuery({
    queryKey: keyOf(getStaffByIdSessions, { params: { id } }),
    queryFn: ({ signal }) => call(getStaffByIdSessions, { params: { id } }, { ...admin, signal }),
  });

/** deleteStaffByIdSessionsBySessionId. */
export const useEndStaffSession = () =>
  useStaffChange(({ id, sessionId }: { id: number; sessionId: string }) =>
    call(deleteStaffByIdSessionsBySessionId, { params: { id, sessionId } }, admin),
  );

/** getStaffMeSessions — the signed-in staff member's own sessions ("Moje sesje"). */
export const useMySessions = () =>
  useQuery({
    queryKey: keyOf(getStaffMeSessions),
    queryFn: ({ signal }) => call(getStaffMeSessions, {}, { ...admin, signal }),
  });

/** deleteStaffMeSessionsBySessionId — ends one of one's other sessions. */
export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => call(deleteStaffMeSessionsBySessionId, { params: { sessionId } }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(getStaffMeSessions) }),
  });
}

/** postStaffInvitationsAccept (public) — the invitation's token and the new password. */
export function useAcceptInvitation() {
  return useMutation({
    // The page shows the failure in place (an invalid, expired or used link).
    meta: { silent: true },
    mutationFn: (body: StaffInviteAcceptBody) => call(postStaffInvitationsAccept, { body }, { space: 'admin', handleUnauthorized: false }),
  });
}

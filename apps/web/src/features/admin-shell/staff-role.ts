import { STAFF_ROLES, type StaffRole } from '@klub/contracts';
import { useStoredStaffRole } from '../../lib/auth-storage';
import { useAdminMe } from './api';

const isRole = (value: unknown): value is StaffRole => typeof value === 'string' && value in STAFF_ROLES;

/**
 * The signed-in staff member's role, or null when it is not known.
 *
 * It comes from the admin sign-in answer (`staffRole`, kept with the admin session in
 * lib/auth-storage). A session stored before roles existed has none. We do not guess
 * ADMINISTRATOR for it: we ask the server — GET /api/admin/me, fetched at start anyway, is the
 * admin's profile call, and its role is taken when the answer carries one (AdminMe has no
 * `staffRole` field yet, so it is read loosely). Failing that the role stays unknown and the back
 * office shows every area: the server still checks each call and answers a forbidden area with
 * its Polish 403 (STAFF_MESSAGES.forbiddenArea), which the screens show as it comes. The next
 * sign-in stores the role.
 */
export function useStaffRole(): StaffRole | null {
  const stored = useStoredStaffRole();
  const me = useAdminMe();
  const fromServer = (me.data as { staffRole?: unknown } | undefined)?.staffRole;
  // The server's answer wins: a role changed since the sign-in shows at the next /admin/me.
  if (isRole(fromServer)) return fromServer;
  return isRole(stored) ? stored : null;
}

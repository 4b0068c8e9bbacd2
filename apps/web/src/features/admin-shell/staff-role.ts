import { STAFF_ROLES, type StaffRole } from '@klub/contracts';
import { useStoredStaffRole } from '../../lib/auth-storage';
import { useAdminMe } from '../../lib/session';

const isRole = (value: unknown): value is StaffRole => typeof value === 'string' && value in STAFF_ROLES;

/**
 * The signed-in staff member's role, or null when it is not known.
 *
 * It comes from the admin sign-in answer (`staffRole`, kept with the admin session in
 * lib/auth-storage). A session stored before roles existed has none. We do not guess
 * ADMINISTRATOR for it: we ask the server — getAdminMe, fetched at start on every /admin
 * page anyway, answers the role (AdminMe.staffRole), and its answer wins over the stored one (a
 * role changed since the sign-in shows at once). Only while neither is known (the first moments
 * of an old session, or an answer without a role) does the back office show every area: the
 * server still checks each call and answers a forbidden area with its Polish 403
 * (STAFF_MESSAGES.forbiddenArea), which the screens show as it comes.
 */
export function useStaffRole(): StaffRole | null {
  const stored = useStoredStaffRole();
  const me = useAdminMe();
  const fromServer = me.data?.staffRole;
  if (isRole(fromServer)) return fromServer;
  return isRole(stored) ? stored : null;
}

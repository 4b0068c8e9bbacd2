import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  ROLES,
  STAFF_INVITE_TTL_HOURS,
  STAFF_MAIL_TEXTS,
  STAFF_MESSAGES,
  STAFF_ROLES,
  type MessageResponse,
  type StaffInviteAcceptBody,
  type StaffInviteBody,
  type StaffMember,
  type StaffPatchBody,
  type StaffRole,
  type StaffSession,
} from '@klub/contracts';
import type { Database } from '@klub/db';
import {
  allStaff,
  auditSessionEnd,
  insertStaff,
  liveSession,
  liveSessions,
  lockActiveAdministrators,
  replaceInvitation,
  setActiveStaffPassword,
  setDeactivated,
  staffRow,
  updateStaff,
  useInvitation,
  type StaffChange,
  type StaffRow as Row,
} from './staff.queries';
import { AppError, badRequest, conflict } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { giveBack, takeHits } from '../../lib/rate-limit';
import { hashLinkToken, newLinkToken } from '../../lib/secure-token';
import { TOPICS } from '../../lib/notify-bus';
import { ADMIN_IDLE_MS, type AuthContext } from '../../plugins/access';
import type { Deps } from '../../deps';

/**
 * Staff accounts of the back office (issue 36): role-1 users with a staff role (STAFF_ROLES). An
 * Administrator invites one (the account exists at once, with an unusable password, and a
 * one-use link valid STAFF_INVITE_TTL_HOURS sets it), changes their name and role, deactivates
 * (every session ends, on every instance) and activates them, and sees and ends their sessions.
 * The last active Administrator cannot be demoted or deactivated: the check locks the active
 * Administrators' rows, so two of them demoting each other at once cannot leave none.
 * Every change is a users row the audit trigger records, with the acting staff member's role.
 */

const INVITE_TTL_MS = STAFF_INVITE_TTL_HOURS * 3600 * 1000;
/** Wrong invitation tokens per address: 10 in 15 minutes, then 429 (a right one gives its hit back). */
export const INVITE_ACCEPT_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

const toMember = (r: Row): StaffMember => ({
  id: r.id,
  email: r.email,
  firstname: r.firstname,
  lastname: r.lastname,
  staffRole: r.staffRole!,
  active: r.deactivatedAt === null,
  deactivatedAt: r.deactivatedAt?.toISOString() ?? null,
  invitationPending: Boolean(r.invitationPending),
  twoFactorEnabled: r.totpEnabledAt !== null,
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** Active staff first, then deactivated ones; by surname within each. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await allStaff(db);
  return rows.map(toMember);
}

async function readRow(db: Database, id: number): Promise<Row | undefined> {
  const [row] = await staffRow(db, id);
  return row;
}

export async function getStaff(db: Database, id: number): Promise<StaffMember> {
  const row = await readRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
  return toMember(row);
}

const inviteLink = (deps: Deps, token: string) => `${deps.config.publicUrl}/admin/invitation?token=${encodeURIComponent(token)}`;

/** A new invitation link: the unused ones sent before stop working; the e-mail is queued with the change. */
async function sendInvitation(deps: Deps, user: { id: number; email: string; firstname: string; staffRole: StaffRole }) {
  const link = newLinkToken();
  await replaceInvitation(deps.db, user.id, link.hash, new Date(Date.now() + INVITE_TTL_MS));
  // Queued in the request's transaction: no account without its mail, no mail of an account that rolled back.
  await deps.mailer.send({
    to: user.email,
    ...STAFF_MAIL_TEXTS.invite(user.firstname, STAFF_ROLES[user.staffRole], inviteLink(deps, link.token)),
  });
}

/**
 * POST /api/staff: the account (role 1, ACTIVE_CONFIRMED, a random password nobody knows) and the
 * invitation e-mail. The address of any existing account, deleted ones too, is refused (409).
 */
export async function inviteStaff(deps: Deps, body: z.output<typeof StaffInviteBody>): Promise<StaffMember> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const [created] = await insertStaff(deps.db, {
    email: body.email,
    passwordHash,
    role: ROLES.ADMIN,
    status: 'ACTIVE_CONFIRMED',
    firstname: body.firstname,
    lastname: body.lastname,
    staffRole: body.staffRole,
  });
  if (!created) throw conflict(STAFF_MESSAGES.emailTaken);
  await sendInvitation(deps, { ...created, staffRole: body.staffRole });
  return getStaff(deps.db, created.id);
}

/** POST /api/staff/{id}/invitation: a new link for an invitation still pending (the old links stop working). */
export async function resendInvitation(deps: Deps, id: number): Promise<MessageResponse> {
  const row = await readRow(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
  if (row.deactivatedAt) throw conflict(STAFF_MESSAGES.alreadyDeactivated);
  if (!row.invitationPending) throw conflict(STAFF_MESSAGES.invitationNotPending);
  await sendInvitation(deps, { id: row.id, email: row.email, firstname: row.firstname, staffRole: row.staffRole! });
  return { message: STAFF_MESSAGES.invitationResent };
}

/**
 * Locks the rows of the active Administrators (in id order, so two such checks never deadlock) and
 * answers whether one other than `id` would remain. Run in the transaction that then changes `id`:
 * a concurrent demotion or deactivation waits for this one and then sees its result.
 */
async function anotherAdministratorRemains(db: Database, id: number): Promise<boolean> {
  const admins = await lockActiveAdministrators(db);
  return admins.some((a) => a.id !== id);
}

/** PATCH /api/staff/{id}: name and role. The last active Administrator keeps the role (409). */
export async function patchStaff(deps: Deps, id: number, body: z.output<typeof StaffPatchBody>): Promise<StaffMember> {
  const roleChanged = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    let before = await readRow(db, id);
    if (!before) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
    const demotes = body.staffRole !== undefined && body.staffRole !== 'ADMINISTRATOR' && before.staffRole === 'ADMINISTRATOR';
    if (demotes) {
      if (!(await anotherAdministratorRemains(db, id))) throw conflict(STAFF_MESSAGES.lastAdministrator);
      before = (await readRow(db, id))!; // as it is now that its row is locked
    }
    const set: StaffChange = {};
    if (body.firstname !== undefined) set.firstname = body.firstname;
    if (body.lastname !== undefined) set.lastname = body.lastname;
    if (body.staffRole !== undefined) set.staffRole = body.staffRole;
    if (Object.keys(set).length === 0) return false;
    await updateStaff(db, id, set);
    return body.staffRole !== undefined && body.staffRole !== before.staffRole;
  });
  // Sessions cached with the old role are read anew, here and on every instance (at the commit).
  if (roleChanged) await deps.bus.publish(TOPICS.user, id);
  return getStaff(deps.db, id);
}

/**
 * POST /api/staff/{id}/deactivate: the account cannot sign in, and every session of it ends at
 * once on every instance. Not one's own account (400), not the last active Administrator (409).
 */
export async function deactivateStaff(deps: Deps, auth: AuthContext, id: number): Promise<StaffMember> {
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const before = await readRow(db, id);
    if (!before) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
    if (id === auth.userId) throw badRequest(STAFF_MESSAGES.notYourself);
    if (before.deactivatedAt) throw conflict(STAFF_MESSAGES.alreadyDeactivated);
    if (before.staffRole === 'ADMINISTRATOR' && !(await anotherAdministratorRemains(db, id))) {
      throw conflict(STAFF_MESSAGES.lastAdministrator);
    }
    const [changed] = await setDeactivated(db, id, true);
    if (!changed) throw conflict(STAFF_MESSAGES.alreadyDeactivated);
  });
  // Revoked in the database and dropped from every instance's session cache.
  await deps.tokens.revokeAllOf(id);
  return getStaff(deps.db, id);
}

/** POST /api/staff/{id}/activate: may sign in again (the sessions ended at deactivation stay ended). */
export async function activateStaff(deps: Deps, id: number): Promise<StaffMember> {
  const before = await readRow(deps.db, id);
  if (!before) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
  const [changed] = await setDeactivated(deps.db, id, false);
  if (!changed) throw conflict(STAFF_MESSAGES.alreadyActive);
  return getStaff(deps.db, id);
}

/**
 * POST /api/staff/invitations/accept (public): the link's token sets the password, once, within its
 * time, of an account still active. Wrong tokens count against the address (10 in 15 minutes).
 */
export async function acceptInvitation(
  deps: Deps,
  body: z.output<typeof StaffInviteAcceptBody>,
  meta: { ip: string },
): Promise<MessageResponse> {
  const rule = { key: `staff-invite:ip:${meta.ip}`, ...INVITE_ACCEPT_LIMIT };
  await takeHits(deps.db, [rule]);
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    const [used] = await useInvitation(tx, hashLinkToken(body.token));
    if (!used) throw badRequest(STAFF_MESSAGES.inviteInvalid);
    const [user] = await setActiveStaffPassword(tx, used.userId, passwordHash);
    // A deleted or deactivated account: refused, and the rollback leaves its token unused.
    if (!user) throw badRequest(STAFF_MESSAGES.inviteInvalid);
  });
  await giveBack(deps.db, rule);
  return { message: STAFF_MESSAGES.inviteAccepted };
}

/** A staff member's sessions still in use: not ended, not expired, not idle past the admin timeout. */
export async function listSessions(db: Database, userId: number, currentSessionId: string | null): Promise<StaffSession[]> {
  const rows = await liveSessions(db, userId, new Date(Date.now() - ADMIN_IDLE_MS));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    ip: r.ip,
    userAgent: r.userAgent,
    current: r.id === currentSessionId,
  }));
}

export async function staffSessions(deps: Deps, auth: AuthContext, id: number): Promise<StaffSession[]> {
  if (!(await readRow(deps.db, id))) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
  return listSessions(deps.db, id, auth.sessionId);
}

/**
 * Ends one back-office session of `userId` (404 for anyone else's, or one already ended). The
 * sessions table is bookkeeping outside the audit trigger, so the ending is written to the trail
 * here, with the acting staff member and role of the request's transaction.
 */
export async function endSession(deps: Deps, userId: number, sessionId: string): Promise<MessageResponse> {
  const [session] = await liveSession(deps.db, userId, sessionId);
  if (!session) throw new AppError('NOT_FOUND', STAFF_MESSAGES.sessionNotFound);
  await deps.tokens.revoke(sessionId);
  await auditSessionEnd(deps.db, userId, sessionId);
  return { message: STAFF_MESSAGES.sessionEnded };
}

import { and, asc, desc, eq, gt, isNull, sql, type Column } from 'drizzle-orm';
import { ROLES } from '@klub/contracts';
import { auditLog, names, sessions, userTokens, users, type Database } from '@klub/db';
import { qualified } from '../../lib/qualified';

/** The statements of the staff accounts (`staff.service.ts` holds the rules). */

// (correlated subqueries in a select of one table: every column written qualified, lib/qualified.ts)
const u = (column: Column) => qualified(users, column);
const ut = (column: Column) => qualified(userTokens, column);
const invitation = sql`select 1 from ${userTokens} where ${ut(userTokens.userId)} = ${u(users.id)} and ${ut(userTokens.kind)} = 'STAFF_INVITE'`;
const invitationPending = sql<boolean>`(
  ${u(users.lastLoginAt)} is null
  and exists (${invitation})
  and not exists (${invitation} and ${ut(userTokens.usedAt)} is not null)
)`;

const columns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  staffRole: users.staffRole,
  deactivatedAt: users.deactivatedAt,
  invitationPending,
  totpEnabledAt: users.totpEnabledAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

/** A staff account: role 1, not deleted, with a staff role (0041 gave every admin one). */
const isStaff = and(eq(users.role, ROLES.ADMIN), eq(users.isDeleted, false), sql`${users.staffRole} is not null`);

/** Active staff first, then deactivated ones; by surname within each. */
export const allStaff = (db: Database) =>
  db
    .select(columns)
    .from(users)
    .where(isStaff)
    .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.lastname), asc(users.firstname), asc(users.id));

export const staffRow = (db: Database, id: number) =>
  db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), isStaff));
export type StaffRow = Awaited<ReturnType<typeof staffRow>>[number];

/** A new invitation token: the unused ones sent before are deleted. */
export async function replaceInvitation(db: Database, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.kind, 'STAFF_INVITE'), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({ userId, kind: 'STAFF_INVITE', tokenHash, expiresAt });
}

/** The new account, or none when the address is taken (by any account, deleted ones too). */
export const insertStaff = (
  db: Database,
  values: Pick<typeof users.$inferInsert, 'email' | 'passwordHash' | 'role' | 'status' | 'firstname' | 'lastname' | 'staffRole'>,
) => db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id, email: users.email, firstname: users.firstname });

/** Locks the rows of the active Administrators, in id order (two such checks never deadlock). */
export const lockActiveAdministrators = (db: Database) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(isStaff, eq(users.staffRole, 'ADMINISTRATOR'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id))
    .for('update');

export type StaffChange = Partial<Pick<typeof users.$inferInsert, 'firstname' | 'lastname' | 'staffRole'>>;
export const updateStaff = (db: Database, id: number, change: StaffChange) =>
  db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, id));

/** Deactivates an active account or activates a deactivated one (no row: it already was). */
export const setDeactivated = (db: Database, id: number, deactivated: boolean) =>
  db
    .update(users)
    .set({ deactivatedAt: deactivated ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(users.id, id), deactivated ? isNull(users.deactivatedAt) : sql`${users.deactivatedAt} is not null`))
    .returning({ id: users.id });

/** Uses an invitation token still valid (none: wrong, used or expired). */
export const useInvitation = (tx: Database, tokenHash: string) =>
  tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.kind, 'STAFF_INVITE'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId });

export const setActiveStaffPassword = (tx: Database, userId: number, passwordHash: string) =>
  tx
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isStaff, isNull(users.deactivatedAt)))
    .returning({ id: users.id });

const live = (userId: number) =>
  and(eq(sessions.userId, userId), eq(sessions.space, 'admin'), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/** A staff member's back-office sessions not ended, not expired, seen since `seenSince`. */
export const liveSessions = (db: Database, userId: number, seenSince: Date) =>
  db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(live(userId), gt(sessions.lastSeenAt, seenSince)))
    .orderBy(desc(sessions.lastSeenAt), asc(sessions.id));

export const liveSession = (db: Database, userId: number, sessionId: string) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), live(userId)));

/**
 * The sessions table is bookkeeping outside the audit trigger: the ending of one is written to the
 * trail here, with the acting staff member and role of the request's transaction.
 */
const l = auditLog;
export const auditSessionEnd = (db: Database, userId: number, sessionId: string) =>
  db.execute(sql`
    insert into ${auditLog} (${names([l.actorId, l.actorRole, l.ip, l.route, l.action, l.entity, l.entityId, l.before, l.after])})
    select nullif(current_setting('klub.audit_actor', true), '')::integer,
           nullif(current_setting('klub.audit_role', true), ''),
           nullif(current_setting('klub.audit_ip', true), ''),
           nullif(current_setting('klub.audit_route', true), ''),
           'UPDATE', 'sessions', ${sessionId},
           jsonb_build_object('id', ${sessionId}::text, 'user_id', ${userId}::integer, 'revoked_at', null),
           jsonb_build_object('id', ${sessionId}::text, 'user_id', ${userId}::integer, 'revoked_at', now())
    where nullif(current_setting('klub.audit_actor', true), '') is not null`);

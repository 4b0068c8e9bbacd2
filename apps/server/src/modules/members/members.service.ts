import { and, eq, ne, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  POINTS_ROLES,
  ROLES,
  type EmployeeBody,
  type EmployeeUpdateBody,
  type MemberCreateBody,
  type MemberDetails,
  type MemberRow,
  type PersonRef,
  MEMBER_MESSAGES,
  type RoleCode,
} from '@klub/contracts';
import { userTokens, users, type Database } from '@klub/db';
import { AppError, notFound, badRequest } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { newLinkToken } from '../../lib/secure-token';
import type { Deps } from '../../deps';
import { profileColumns } from '../users/users.service';
import { deleteUnusedActivationLinks } from '../auth/auth.queries';
import { memberDetails, memberRow, missingDistributors, setMemberDistributors } from './members.queries';
import { accountConfirmedMail, welcomeMail } from './members.mails';
import { emitMemberEvent } from '../webhooks/webhooks.outbox';

const LINK_TTL_MS = 7 * 24 * 3600 * 1000;
type Person = typeof users.$inferSelect;

async function person(db: Database, id: number): Promise<Person> {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isDeleted, false)))
    .limit(1);
  if (!u || u.role === ROLES.ADMIN) throw notFound('member');
  return u;
}

async function assertEmailFree(db: Database, email: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new AppError('EMAIL_TAKEN');
}

async function assertRole(db: Database, id: number | null, role: number, refusal: string) {
  if (id === null) return;
  const [u] = await db.select({ role: users.role, isDeleted: users.isDeleted }).from(users).where(eq(users.id, id)).limit(1);
  if (!u || u.isDeleted || u.role !== role) throw badRequest(refusal);
}

/** 400 unless every id names a distributor. */
async function assertDistributors(db: Database, ids: readonly number[] | undefined) {
  if (ids && (await missingDistributors(db, ids)).length > 0) throw badRequest(MEMBER_MESSAGES.unknownDistributor);
}

/** A password-setting link, as after a reset request; the person chooses their own password. */
async function sendWelcome(deps: Deps, user: { id: number; email: string; firstname: string }) {
  const link = newLinkToken();
  await deps.db
    .insert(userTokens)
    .values({ userId: user.id, kind: 'PASSWORD_RESET', tokenHash: link.hash, expiresAt: new Date(Date.now() + LINK_TTL_MS) });
  try {
    await deps.mailer.send(
      welcomeMail(user.email, user.firstname, `${deps.config.publicUrl}/reset-password?token=${link.token}&userId=${user.id}`),
    );
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'welcome mail could not be sent');
  }
}

/**
 * The club confirmed the account (a real change to ACTIVE_CONFIRMED of a points role): the member
 * is told ordering is open. Sent after the write; a mail failure is logged and never undoes it.
 */
async function tellConfirmed(deps: Deps, before: Person, status: MemberDetails['status'], role = before.role) {
  if (status !== 'ACTIVE_CONFIRMED' || before.status === 'ACTIVE_CONFIRMED' || !POINTS_ROLES.includes(role as RoleCode)) return;
  const [after] = await deps.db.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, before.id));
  try {
    await deps.mailer.send(accountConfirmedMail(after!.email, after!.firstname, deps.config.publicUrl));
  } catch (err) {
    deps.log.error({ err, userId: before.id }, 'account confirmation mail failed');
  }
}

/** The webhooks' member.confirmed when the club confirms the account now, member.updated otherwise (in the change's transaction). */
const emitMemberChange = (db: Database, before: string, after: string, id: number) =>
  emitMemberEvent(db, after === 'ACTIVE_CONFIRMED' && before !== 'ACTIVE_CONFIRMED' ? 'member.confirmed' : 'member.updated', id);

const unusablePassword = async () => hashPassword(randomBytes(32).toString('base64url'));

export async function getMember(db: Database, id: number): Promise<MemberDetails> {
  const details = await memberDetails(db, id);
  if (!details || details.type === ROLES.ADMIN) throw notFound('member');
  return details;
}

/** A new account with an unusable password (the welcome mail's link sets one). */
async function insertAccount(db: Database, values: Omit<typeof users.$inferInsert, 'passwordHash'>) {
  const [created] = await db
    .insert(users)
    .values({ ...values, passwordHash: await unusablePassword() })
    .returning();
  return created!;
}

export async function createMember(deps: Deps, body: z.output<typeof MemberCreateBody>): Promise<MemberDetails> {
  await assertEmailFree(deps.db, body.email);
  await assertRole(deps.db, body.dthId, ROLES.DTH, MEMBER_MESSAGES.notDth);
  await assertDistributors(deps.db, body.distributorIds);
  const now = new Date();
  const created = await insertAccount(deps.db, {
    email: body.email,
    role: body.type,
    status: body.status,
    ...profileColumns(body),
    regionId: body.regionId,
    dthId: body.dthId,
    marketingConsent: body.marketingConsent,
    marketingConsentAt: body.marketingConsent ? now : null,
  });
  if (body.distributorIds) await setMemberDistributors(deps.db, created.id, body.distributorIds);
  await emitMemberEvent(deps.db, 'member.registered', created.id);
  await sendWelcome(deps, created);
  return getMember(deps.db, created.id);
}

export async function updateMember(deps: Deps, id: number, body: z.output<typeof MemberCreateBody>): Promise<MemberDetails> {
  const before = await person(deps.db, id);
  if (before.role === ROLES.DTH || before.role === ROLES.RDS) throw badRequest(MEMBER_MESSAGES.employeeAccount);
  await assertEmailFree(deps.db, body.email, id);
  await assertRole(deps.db, body.dthId, ROLES.DTH, MEMBER_MESSAGES.notDth);
  await assertDistributors(deps.db, body.distributorIds);
  const consentChanged = body.marketingConsent !== before.marketingConsent;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: body.email,
        role: body.type,
        status: body.status,
        ...profileColumns(body),
        regionId: body.regionId,
        dthId: body.dthId,
        marketingConsent: body.marketingConsent,
        marketingConsentAt: consentChanged ? (body.marketingConsent ? new Date() : null) : before.marketingConsentAt,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    if (body.distributorIds) await setMemberDistributors(tx, id, body.distributorIds);
    await emitMemberChange(tx, before.status, body.status, id);
  });
  // A deactivated account loses its sessions; a changed role is re-read on the next request.
  if (body.status === 'NOT_ACTIVE' && before.status !== 'NOT_ACTIVE') await deps.tokens.revokeAllOf(id);
  else if (body.type !== before.role) deps.tokens.forgetCached(id);
  // Their role or region may have changed what content they read.
  await deps.content.memberChanged(id);
  await tellConfirmed(deps, before, body.status, body.type);
  return getMember(deps.db, id);
}

/** Status alone (confirm, activate, deactivate), for members and employees; deactivation ends sessions. */
export async function setStatus(deps: Deps, id: number, status: MemberDetails['status']): Promise<MemberDetails> {
  const before = await person(deps.db, id);
  await deps.db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
  if (status !== before.status) await emitMemberChange(deps.db, before.status, status, id);
  if (status === 'NOT_ACTIVE' && before.status !== 'NOT_ACTIVE') {
    await deps.tokens.revokeAllOf(id);
    // A deactivation is not undone by an activation link: one still unused (a member the office
    // confirmed before they clicked it) dies here, and with none left no new one is sent.
    await deleteUnusedActivationLinks(deps.db, id);
  }
  await tellConfirmed(deps, before, status);
  return getMember(deps.db, id);
}

export async function setFlag(deps: Deps, id: number, flag: { isGold: boolean } | { isPremium: boolean }): Promise<MemberRow> {
  await person(deps.db, id);
  await deps.db
    .update(users)
    .set({ ...flag, updatedAt: new Date() })
    .where(eq(users.id, id));
  await deps.content.memberChanged(id);
  return (await memberRow(deps.db, id))!;
}

export async function createEmployee(deps: Deps, body: z.output<typeof EmployeeBody>): Promise<MemberDetails> {
  await assertEmailFree(deps.db, body.email);
  if (body.type === ROLES.DTH && body.rdsId === null) throw badRequest(MEMBER_MESSAGES.dthNeedsRds);
  await assertRole(deps.db, body.rdsId, ROLES.RDS, MEMBER_MESSAGES.notRds);
  const created = await insertAccount(deps.db, {
    email: body.email,
    role: body.type,
    status: 'ACTIVE_CONFIRMED',
    firstname: body.firstname,
    lastname: body.lastname,
    phone: body.phone,
    city: body.city,
    regionId: body.regionId,
    rdsId: body.type === ROLES.DTH ? body.rdsId : null,
  });
  await sendWelcome(deps, created);
  return getMember(deps.db, created.id);
}

export async function updateEmployee(deps: Deps, body: z.output<typeof EmployeeUpdateBody>): Promise<MemberDetails> {
  const before = await person(deps.db, body.id);
  if (before.role !== ROLES.DTH && before.role !== ROLES.RDS) throw badRequest(MEMBER_MESSAGES.notEmployee);
  if (body.type !== before.role) throw badRequest(MEMBER_MESSAGES.roleSwap);
  await assertEmailFree(deps.db, body.email, body.id);
  if (body.type === ROLES.DTH && body.rdsId === null) throw badRequest(MEMBER_MESSAGES.dthNeedsRds);
  await assertRole(deps.db, body.rdsId, ROLES.RDS, MEMBER_MESSAGES.notRds);
  await deps.db
    .update(users)
    .set({
      email: body.email,
      firstname: body.firstname,
      lastname: body.lastname,
      phone: body.phone,
      city: body.city,
      regionId: body.regionId,
      rdsId: body.type === ROLES.DTH ? body.rdsId : null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, body.id));
  return getMember(deps.db, body.id);
}

function ref(u: Person | undefined): PersonRef | null {
  return u ? { id: u.id, fullName: `${u.firstname} ${u.lastname}`, email: u.email, phone: u.phone } : null;
}

/** The DTH a member is assigned to. */
export async function dthOf(db: Database, id: number): Promise<PersonRef | null> {
  const u = await person(db, id);
  if (!u.dthId) return null;
  const [d] = await db.select().from(users).where(eq(users.id, u.dthId));
  return ref(d);
}

/** The RDS above: a DTH's own, or the RDS of a member's DTH. */
export async function rdsOf(db: Database, id: number): Promise<PersonRef | null> {
  const u = await person(db, id);
  let rdsId = u.rdsId;
  if (!rdsId && u.dthId) {
    const [dth] = await db.select({ rdsId: users.rdsId }).from(users).where(eq(users.id, u.dthId));
    rdsId = dth?.rdsId ?? null;
  }
  if (!rdsId) return null;
  const [r] = await db.select().from(users).where(eq(users.id, rdsId));
  return ref(r);
}

import { and, eq, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  type AdminMe,
  ANONYMISED_NAME,
  EMPLOYEE_ROLES,
  POINTS_ROLES,
  SERVER_MESSAGES,
  type Me,
  type MeClient,
  type RoleCode,
  type UpdateMeBody,
} from '@klub/contracts';
import { userTokens, users, type Database } from '@klub/db';
import { AppError } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../plugins/access';
import { findClientById, findUserById, type UserRow } from './users.queries';
import { isoTime } from '../../lib/time';
import { emitEvent, emitMemberEvent } from '../webhooks/webhooks.outbox';

/** The member-editable profile fields, as stored (shared by sign-up, own-profile edit, and admin edits). */
export function profileColumns(body: z.output<typeof UpdateMeBody>) {
  return {
    firstname: body.firstname,
    lastname: body.lastname,
    phone: body.phone,
    companyName: body.companyName,
    nip: body.nip ?? null,
    city: body.city,
    postCode: body.postCode,
    street: body.street,
  };
}

export function toMe(u: UserRow): Me {
  return {
    id: u.id,
    email: u.email,
    type: u.role as RoleCode,
    status: u.status,
    firstname: u.firstname,
    lastname: u.lastname,
    phone: u.phone,
    companyName: u.companyName,
    nip: u.nip,
    city: u.city,
    postCode: u.postCode,
    street: u.street,
    photo: u.photo,
    photoSmall: u.photoSmall,
    isGold: u.isGold,
    isPremium: u.isPremium,
    marketingConsent: u.marketingConsent,
    createdAt: isoTime(u.createdAt),
    lastLoginAt: isoTime(u.lastLoginAt),
  };
}

/** The signed-in user's row (or the columns read of it); a deleted or missing user is a 401. */
function present<T extends { isDeleted: boolean }>(user: T | undefined): T {
  if (!user || user.isDeleted) throw new AppError('UNAUTHORIZED');
  return user;
}

async function load(deps: Deps, auth: AuthContext): Promise<UserRow> {
  return present(await findUserById(deps.db, auth.userId));
}

export async function getMe(deps: Deps, auth: AuthContext): Promise<Me> {
  return toMe(await load(deps, auth));
}

export async function getMeClient(deps: Deps, auth: AuthContext): Promise<MeClient> {
  const u = present(await findClientById(deps.db, auth.userId));
  const role = u.role as RoleCode;
  return {
    id: u.id,
    type: role,
    status: u.status,
    firstname: u.firstname,
    lastname: u.lastname,
    fullName: `${u.firstname} ${u.lastname}`,
    email: u.email,
    isGold: u.isGold,
    isPremium: u.isPremium,
    isEmployee: EMPLOYEE_ROLES.includes(role),
    canOrder: u.status === 'ACTIVE_CONFIRMED' && POINTS_ROLES.includes(role),
    regulationsToAccept: await toAccept(deps, u.acceptedRegulationId),
  };
}

/** The current regulations when the member has not accepted them (cached: no query on most calls). */
async function toAccept(deps: Deps, acceptedId: number | null) {
  const current = await deps.regulations.get();
  return current && current.id !== acceptedId ? current : null;
}

export async function updateMe(deps: Deps, auth: AuthContext, body: z.output<typeof UpdateMeBody>): Promise<Me> {
  const current = await load(deps, auth);
  const consentChanged = body.marketingConsent !== current.marketingConsent;
  const updated = await deps.db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const [row] = await tx
      .update(users)
      .set({
        ...profileColumns(body),
        marketingConsent: body.marketingConsent,
        marketingConsentAt: consentChanged ? (body.marketingConsent ? new Date() : null) : current.marketingConsentAt,
        updatedAt: new Date(),
      })
      .where(eq(users.id, current.id))
      .returning();
    await emitMemberEvent(tx, 'member.updated', current.id);
    return row;
  });
  return toMe(updated!);
}

/**
 * Account deletion: a soft delete that anonymises personal data (GDPR) and keeps the row (and the
 * points ledger and orders) for accounting. All sessions and links end. Used by the member
 * themself and by an admin.
 */
export async function anonymiseUser(deps: Deps, userId: number) {
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `usuniety-${userId}@anonimizacja.invalid`,
        passwordHash: unusable,
        firstname: ANONYMISED_NAME.firstname,
        lastname: ANONYMISED_NAME.lastname,
        phone: null,
        companyName: null,
        nip: null,
        city: null,
        postCode: null,
        street: null,
        photo: null,
        photoSmall: null,
        marketingConsent: false,
        marketingConsentAt: null,
        status: 'NOT_ACTIVE',
        isDeleted: true,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
    // Nothing personal goes out after a deletion: the id alone.
    await emitEvent(tx as unknown as Database, 'member.deleted', userId, { member: { id: userId } });
  });
  await deps.tokens.revokeAllOf(userId);
  return { message: SERVER_MESSAGES.accountDeleted };
}

export async function deleteMe(deps: Deps, auth: AuthContext) {
  const current = await load(deps, auth);
  return anonymiseUser(deps, current.id);
}

/** The signed-in administrator (GET /api/admin/me, and GET /api/users/me with an admin token). */
export async function getAdminMe(deps: Deps, auth: AuthContext): Promise<AdminMe> {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstname,
    lastName: user.lastname,
    fullName: `${user.firstname} ${user.lastname}`,
    staffRole: user.staffRole ?? null,
  };
}

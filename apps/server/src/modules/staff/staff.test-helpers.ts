import { ROLES, type StaffRole } from '@klub/contracts';
import { users } from '@klub/db';
import { createTokenService } from '../../plugins/access';
import type { TestApp } from '../../testing/test-app';

/** A staff member made straight in the database (invitations are tested on their own), and an admin token of theirs. */
export async function makeStaff(
  t: TestApp,
  staffRole: StaffRole | null,
  opts: { email?: string; userAgent?: string } = {},
): Promise<{ id: number; token: string; email: string }> {
  const email = opts.email ?? `staff-${(staffRole ?? 'none').toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@klub.test`;
  const [row] = await t.db.db
    .insert(users)
    .values({
      email,
      passwordHash: 'x',
      role: ROLES.ADMIN,
      staffRole,
      status: 'ACTIVE_CONFIRMED',
      firstname: 'Sylwia',
      lastname: `Rola ${staffRole}`,
    })
    .returning({ id: users.id, role: users.role });
  const { accessToken } = await createTokenService(t.db.db, t.config).issue(row!, 'admin', { userAgent: opts.userAgent });
  return { id: row!.id, token: accessToken, email };
}

/** Another admin session of someone already made (a second device). */
export async function anotherAdminToken(t: TestApp, userId: number, userAgent?: string): Promise<string> {
  return (await createTokenService(t.db.db, t.config).issue({ id: userId, role: ROLES.ADMIN }, 'admin', { userAgent, ip: '203.0.113.7' }))
    .accessToken;
}

/** The session id inside an access token (its `sid` claim). */
export function sessionIdOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;
}

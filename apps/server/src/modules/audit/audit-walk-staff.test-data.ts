import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { ROLES } from '@klub/contracts';
import { sessions, users } from '@klub/db';
import { DEMO_USERS } from '../../testing/test-app';
import { createTokenService } from '../../plugins/access';
import type { Sample, WalkContext } from './audit-walk.test-types';

/** A back-office session of `userId` made straight in the database (no admin's change); its id. */
async function newAdminSession(c: WalkContext, userId: number): Promise<string> {
  await createTokenService(c.t.db.db, c.t.config).issue({ id: userId, role: ROLES.ADMIN }, 'admin', { userAgent: 'walk' });
  const [row] = await c.t.db.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row!.id;
}

/** The audit walk's samples of API keys, the staff's second factor and staff accounts (audit-walk.test-data.ts spreads them in order). */
export const STAFF_SAMPLES: Record<string, Sample> = {
  // ---- API keys ----
  'POST /api/settings/keys': {
    request: () => ({ url: '/api/settings/keys', payload: { name: 'Aplikacja mobilna (audyt)', scopes: ['codes:redeem'] } }),
    made: 'apiKey',
  },
  'DELETE /api/settings/keys/:id': { request: (c) => ({ url: `/api/settings/keys/${c.ids.apiKey}` }) },

  // ---- the admin's own second factor (on, then off again: later samples sign in with the password) and another's reset ----
  'POST /api/staff/me/two-factor/start': {
    request: () => ({ url: '/api/staff/me/two-factor/start' }),
    made: (body, c) => void (c.keys.totpSecret = (body as { secret: string }).secret),
  },
  'POST /api/staff/me/two-factor/confirm': {
    request: (c) => ({
      url: '/api/staff/me/two-factor/confirm',
      payload: { code: TOTP.generate({ secret: Secret.fromBase32(c.keys.totpSecret!) }) },
    }),
  },
  'DELETE /api/staff/me/two-factor': {
    request: () => ({ url: '/api/staff/me/two-factor', payload: { password: DEMO_USERS.admin.password } }),
  },
  'POST /api/staff/:id/two-factor/reset': {
    request: async (c) => {
      // a staff member with a second factor, made straight in the database (no admin's change)
      const [staff] = await c.t.db.db
        .insert(users)
        .values({
          email: 'walk.2fa@klub.test',
          passwordHash: 'x',
          role: ROLES.ADMIN,
          staffRole: 'CONTENT',
          status: 'ACTIVE_CONFIRMED',
          firstname: 'Zofia',
          lastname: 'Dwuetapowa',
          totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          totpEnabledAt: new Date(),
        })
        .returning({ id: users.id });
      return { url: `/api/staff/${staff!.id}/two-factor/reset` };
    },
  },

  // ---- staff accounts (modules/staff): invite, change, a session of theirs ended, deactivate, activate; one of the admin's own sessions ----
  'POST /api/staff': {
    request: () => ({
      url: '/api/staff',
      payload: { email: 'walk.staff@klub.test', firstname: 'Teresa', lastname: 'Zaproszona', staffRole: 'CONTENT' },
    }),
    made: 'staffMember',
  },
  'PATCH /api/staff/:id': { request: (c) => ({ url: `/api/staff/${c.ids.staffMember}`, payload: { staffRole: 'ORDERS' } }) },
  'DELETE /api/staff/:id/sessions/:sessionId': {
    request: async (c) => {
      const sessionId = await newAdminSession(c, c.ids.staffMember!);
      return { url: `/api/staff/${c.ids.staffMember}/sessions/${sessionId}` };
    },
  },
  'POST /api/staff/:id/deactivate': { request: (c) => ({ url: `/api/staff/${c.ids.staffMember}/deactivate` }) },
  'POST /api/staff/:id/activate': { request: (c) => ({ url: `/api/staff/${c.ids.staffMember}/activate` }) },
  'DELETE /api/staff/me/sessions/:sessionId': {
    request: async (c) => ({ url: `/api/staff/me/sessions/${await newAdminSession(c, c.ids.admin!)}` }),
  },
};

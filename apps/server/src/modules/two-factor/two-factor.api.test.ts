import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  ROLES,
  STAFF_MESSAGES,
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES,
  type ProgramSettings,
  type StaffRole,
  type TwoFactorConfirmResponse,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@klub/contracts';
import { queryRows, staffRecoveryCodes, users } from '@klub/db';
import { bearer, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { hashPassword } from '../../lib/passwords';
import { AUTH_LIMITS } from '../auth/auth.service';
import { openAdminApp } from '../../testing/admin-app';

// Two-factor sign-in of the back office (docs/security.md "Two-factor sign-in"), with real TOTP
// codes computed by otpauth from the secret the enrolment answers.

const PASSWORD = 'Pulpit!2345';
let t: TestApp;
let admin: string; // the demo Administrator's token (signed in before enrolling)
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

/** The app's code for `secret` at `offsetSteps` time steps from now. */
const codeAt = (secret: string, offsetSteps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * TWO_FACTOR.periodSeconds * 1000 });
/** Six digits that are none of the codes the server would accept now (steps −2…+2, to be safe). */
function wrongCodeFor(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((d) => codeAt(secret, d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

let seq = 0;
/** A back-office account made in the database (not audited: no admin's change), signed in. */
async function makeStaff(staffRole: StaffRole = 'ADMINISTRATOR') {
  const email = `staff${++seq}-${staffRole.toLowerCase()}@klub.test`;
  const [row] = await t.db.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      role: ROLES.ADMIN,
      staffRole,
      status: 'ACTIVE_CONFIRMED',
      firstname: 'Piotr',
      lastname: 'Pracownik',
    })
    .returning({ id: users.id });
  return { id: row!.id, email, token: await t.signIn(email, PASSWORD, true) };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const status = async (token: string) => (await call('GET', '/api/staff/me/two-factor', token)).json<TwoFactorStatus>();

/** Start + confirm with the current code: the secret and the recovery codes. */
async function enrol(token: string) {
  const start = await call('POST', '/api/staff/me/two-factor/start', token);
  expect(start.statusCode, start.body).toBe(200);
  const { secret } = start.json<TwoFactorSetup>();
  const confirm = await call('POST', '/api/staff/me/two-factor/confirm', token, { code: codeAt(secret) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: confirm.json<TwoFactorConfirmResponse>().recoveryCodes };
}

const signIn = (email: string, password = PASSWORD, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password, isAdmin: true }, remoteAddress });
const secondStep = (challenge: string, code: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin/two-factor', payload: { challenge, code }, remoteAddress });
async function challengeOf(email: string, password = PASSWORD) {
  const res = await signIn(email, password);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ twoFactorRequired: boolean; challenge: string; accessToken?: string }>();
  expect(body.twoFactorRequired).toBe(true);
  expect(body.accessToken).toBeUndefined();
  return body.challenge;
}

describe('enrolment', () => {
  it('starts with a pending secret (QR code, otpauth URI, base32), refuses a wrong first code, confirms the right one with ten recovery codes', async () => {
    expect(await status(admin)).toEqual({ enabled: false, enabledAt: null, pending: false, recoveryCodesLeft: 0, required: false });
    const start = await call('POST', '/api/staff/me/two-factor/start', admin);
    expect(start.statusCode, start.body).toBe(200);
    const setup = start.json<TwoFactorSetup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/); // 20 random bytes in base32
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Klub:admin%40klub\.test\?/);
    expect(new URL(setup.otpauthUri).searchParams.get('secret')).toBe(setup.secret);
    expect(new URL(setup.otpauthUri).searchParams.get('digits')).toBe('6');
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(await status(admin)).toMatchObject({ enabled: false, pending: true });
    // a pending secret is not a second factor yet: the password alone still signs in
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { ...creds(), isAdmin: true } })).json()).toHaveProperty(
      'accessToken',
    );

    const wrong = await call('POST', '/api/staff/me/two-factor/confirm', admin, { code: wrongCodeFor(setup.secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    const malformed = await call('POST', '/api/staff/me/two-factor/confirm', admin, { code: '12ab56' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual([`code: ${TWO_FACTOR_MESSAGES.codeFormat}`]);

    const code = codeAt(setup.secret);
    const right = await call('POST', '/api/staff/me/two-factor/confirm', admin, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(right.statusCode, right.body).toBe(200);
    const { message, recoveryCodes } = right.json<TwoFactorConfirmResponse>();
    expect(message).toBe(TWO_FACTOR_MESSAGES.enabled);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    // kept hashed only, never as typed
    const stored = await t.db.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, await adminId()));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes.join()).not.toContain(row.codeHash.slice(0, 8));
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);

    expect(await status(admin)).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10, required: false });
    const again = await call('POST', '/api/staff/me/two-factor/start', admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.alreadyEnabled);
    // the secret is masked in the audit trail of the admin's own change
    const [audit] = await queryRows<{ after: Record<string, unknown> }>(
      t.db.db,
      sql`select after from audit_log where route = 'POST /api/staff/me/two-factor/confirm' order by id desc limit 1`,
    );
    expect(audit!.after.totp_secret).toBe('***');
    secrets.admin = setup.secret;
    recovery.admin = recoveryCodes;
  });
});

const secrets: Record<string, string> = {};
const recovery: Record<string, string[]> = {};
const creds = () => ({ email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password });
const adminId = async () => (await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.admin.email)))[0]!.id;

describe('sign-in with a second factor', () => {
  it('answers a challenge instead of a token; the next code signs in once, an earlier or the same code never again', async () => {
    const challenge = await challengeOf(creds().email, creds().password);
    const wrong = await secondStep(challenge, wrongCodeFor(secrets.admin!));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCodeOrRecovery);

    // the confirming code's step is taken: the next step's code (within the ±1 window) signs in
    const expectedStep = Math.floor(Date.now() / 30_000) + 1;
    const next = codeAt(secrets.admin!, 1);
    const ok = await secondStep(challenge, next);
    expect(ok.statusCode, ok.body).toBe(200);
    const body = ok.json<{ accessToken: string; expiresIn: number; firstname: string; staffRole: string }>();
    expect(body).toMatchObject({ firstname: DEMO_USERS.admin.firstname, staffRole: 'ADMINISTRATOR' });
    expect((await call('GET', '/api/admin/me', body.accessToken)).statusCode).toBe(200);

    // replay: the same code, on the same challenge or a new one, is refused
    const replay = await secondStep(challenge, next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.codeUsed);
    expect((await secondStep(await challengeOf(creds().email, creds().password), next)).json().message).toBe(TWO_FACTOR_MESSAGES.codeUsed);
    // and so is the (still valid) code of the step before
    expect((await secondStep(challenge, codeAt(secrets.admin!, 0))).statusCode).toBe(401);
    const [row] = await t.db.db
      .select({ step: users.totpLastStep })
      .from(users)
      .where(eq(users.id, await adminId()));
    expect(row!.step).toBe(expectedStep);
  });

  it('takes a recovery code (typed loosely) once', async () => {
    const code = recovery.admin![0]!;
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    const ok = await secondStep(await challengeOf(creds().email, creds().password), typed);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toHaveProperty('accessToken');
    const again = await secondStep(await challengeOf(creds().email, creds().password), code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCodeOrRecovery);
    expect(await status(admin)).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('refuses a forged, malformed or outdated challenge, and a customer account is not asked for one', async () => {
    const challenge = await challengeOf(creds().email, creds().password);
    const [head, payload, signature] = challenge.split('.');
    const forged = `${head}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, 'nie-token', admin]) {
      const res = await secondStep(bad, codeAt(secrets.admin!, 1));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);
    }
    // a customer's sign-in is untouched: a token at once, none of the new fields
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: DEMO_USERS.contractor.email, password: DEMO_USERS.contractor.password },
    });
    expect(member.statusCode).toBe(200);
    expect(Object.keys(member.json()).sort()).toEqual(['accessToken', 'expiresIn']);
  });

  it('voids a challenge when the password changes in between', async () => {
    const staff = await makeStaff('CONTENT');
    const { secret } = await enrol(staff.token);
    const challenge = await challengeOf(staff.email);
    await t.db.db
      .update(users)
      .set({ passwordHash: await hashPassword(`${PASSWORD}x`) })
      .where(eq(users.id, staff.id));
    const res = await secondStep(challenge, codeAt(secret, 1));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);
  });

  it(`limits wrong codes: ${AUTH_LIMITS.signinSecondFactor.limit} per account in 15 minutes, then 429 even for the right code`, async () => {
    const staff = await makeStaff('ORDERS');
    const { secret } = await enrol(staff.token);
    const challenge = await challengeOf(staff.email);
    const wrong = wrongCodeFor(secret);
    for (let i = 0; i < AUTH_LIMITS.signinSecondFactor.limit; i++) {
      // from changing addresses: the account's limit counts them all
      const res = await secondStep(challenge, wrong, `127.0.0.${10 + (i % 3)}`);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await secondStep(challenge, codeAt(secret, 1), '127.0.0.20');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Zbyt wiele nieprawidłowych kodów\. Spróbuj ponownie za \d+ min\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // another account is not held up by it
    const other = await makeStaff('MESSAGES');
    const otherSecret = (await enrol(other.token)).secret;
    expect((await secondStep(await challengeOf(other.email), codeAt(otherSecret, 1), '127.0.0.20')).statusCode).toBe(200);
  });
});

describe('turning it off and the reset by an Administrator', () => {
  it('turns off with the current password (a wrong one refused); the password alone then signs in', async () => {
    const staff = await makeStaff('PROGRAM');
    const { secret } = await enrol(staff.token);
    const none = await call('DELETE', '/api/staff/me/two-factor', staff.token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toEqual([TWO_FACTOR_MESSAGES.disableNeedsProof]);
    const wrong = await call('DELETE', '/api/staff/me/two-factor', staff.token, { password: 'Zle-haslo-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.wrongPassword);
    const wrongCode = await call('DELETE', '/api/staff/me/two-factor', staff.token, { code: wrongCodeFor(secret) });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCodeOrRecovery);
    const ok = await call('DELETE', '/api/staff/me/two-factor', staff.token, { password: PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await status(staff.token)).toMatchObject({ enabled: false, pending: false, recoveryCodesLeft: 0 });
    expect(await t.db.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id))).toEqual([]);
    expect((await signIn(staff.email)).json()).toHaveProperty('accessToken');
  });

  it('resets another staff member (audited, their sessions end); not oneself, not by another role', async () => {
    const target = await makeStaff('CONTENT');
    await enrol(target.token);
    const program = await makeStaff('PROGRAM');

    const byProgram = await call('POST', `/api/staff/${target.id}/two-factor/reset`, program.token);
    expect(byProgram.statusCode).toBe(403);
    const self = await call('POST', `/api/staff/${await adminId()}/two-factor/reset`, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(TWO_FACTOR_MESSAGES.resetYourself);
    const member = await call('POST', `/api/staff/${await idOf(DEMO_USERS.contractor.email)}/two-factor/reset`, admin);
    expect(member.statusCode).toBe(404);
    expect(member.json().message).toBe(STAFF_MESSAGES.notFound);

    const reset = await call('POST', `/api/staff/${target.id}/two-factor/reset`, admin);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(TWO_FACTOR_MESSAGES.reset);
    expect((await call('GET', '/api/admin/me', target.token)).statusCode).toBe(401); // sessions ended
    const [row] = await t.db.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await t.db.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, target.id))).toEqual([]);
    const [audit] = await queryRows<{
      actor_id: number;
      entity: string;
      entity_id: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>(
      t.db.db,
      sql`select actor_id, entity, entity_id, before, after from audit_log where route = 'POST /api/staff/:id/two-factor/reset' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ actor_id: await adminId(), entity: 'users', entity_id: String(target.id) });
    expect(audit!.before.totp_secret).toBe('***');
    expect(audit!.after.totp_secret).toBe('***!');
    expect(audit!.after.totp_enabled_at).toBeNull();
    // the password alone signs in again
    expect((await signIn(target.email)).json()).toHaveProperty('accessToken');
    const twice = await call('POST', `/api/staff/${target.id}/two-factor/reset`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(TWO_FACTOR_MESSAGES.resetNotEnabled);
  });
});

const idOf = async (email: string) => (await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('required for the Administrator role (club settings)', () => {
  it('an Administrator without it gets a token for the enrolment only; other roles are not held', async () => {
    const early = await makeStaff('ADMINISTRATOR'); // signed in before the setting is turned on
    const analyst = await makeStaff('ANALYST');
    const settings = (await call('GET', '/api/settings', admin)).json<ProgramSettings>();
    expect(settings.administratorTwoFactorRequired).toBe(false);
    // a save that leaves the field out keeps it as it is
    const { administratorTwoFactorRequired: _, ...withoutIt } = settings;
    const kept = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: withoutIt });
    expect(kept.statusCode, kept.body).toBe(200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { ...kept.json<ProgramSettings>(), administratorTwoFactorRequired: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProgramSettings>().administratorTwoFactorRequired).toBe(true);

    const newcomer = await makeStaff('ADMINISTRATOR'); // signed in after the setting: told so
    const answer = (await signIn(newcomer.email)).json<{ accessToken: string; twoFactorSetupRequired?: boolean }>();
    expect(answer.twoFactorSetupRequired).toBe(true);
    const token = answer.accessToken;
    const dashboard = await call('GET', '/api/admin/dashboard', token);
    expect(dashboard.statusCode).toBe(403);
    expect(dashboard.json().message).toBe(TWO_FACTOR_MESSAGES.setupRequired);
    // a session opened before the setting is held the same way
    expect((await call('GET', '/api/admin/dashboard', early.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(200);
    expect(await status(token)).toMatchObject({ enabled: false, required: true });

    const { secret } = await enrol(token);
    expect((await call('GET', '/api/admin/dashboard', token)).statusCode).toBe(200);
    // required: it cannot be turned off, even with the password
    const off = await call('DELETE', '/api/staff/me/two-factor', token, { password: PASSWORD });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.requiredForAdministrator);
    const next = await secondStep(await challengeOf(newcomer.email), codeAt(secret, 1));
    expect(next.json()).not.toHaveProperty('twoFactorSetupRequired');

    // another role is not held, and its sign-in answer says nothing of it
    expect((await signIn(analyst.email)).json()).not.toHaveProperty('twoFactorSetupRequired');
    expect((await call('GET', '/api/staff/me/two-factor', analyst.token)).json()).toMatchObject({ required: false });
    expect((await call('GET', '/api/admin/dashboard', analyst.token)).statusCode).toBe(200);

    const current = (await call('GET', '/api/settings', admin)).json<ProgramSettings>();
    const settingOff = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { ...current, administratorTwoFactorRequired: false },
    });
    expect(settingOff.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/dashboard', early.token)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_KEY_MESSAGES, API_KEY_SCOPES, FIELD_MESSAGES, LEDGER_SOURCES, type ApiKey, type CreatedApiKey } from '@klub/contracts';
import { apiKeys, auditLog, pointsLedger } from '@klub/db';
import { buildApp } from '../../app';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeCodes, makeMembers, makePackage } from '../../testing/fixtures';
import { hashLinkToken } from '../../lib/secure-token';

let t: TestApp;
let admin: string;
let codes: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  const pkg = await makePackage(t.db.db, { points: 20 });
  codes = await makeCodes(t.db.db, pkg.id, 20);
});
afterAll(() => t?.close());

let nextCode = 0;
const code = () => codes[nextCode++]!;
const createKey = async (name = 'Aplikacja mobilna', scopes: string[] = ['codes:redeem']) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/settings/keys', headers: bearer(admin), payload: { name, scopes } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CreatedApiKey>();
};
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/settings/keys', headers: bearer(admin) })).json<ApiKey[]>();
const redeem = (token: string, key?: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/users/me/codes',
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'x-api-key': key }) },
    payload: { code: code() },
  });
const sourcesOf = async (userId: number) =>
  (await t.db.db.select({ source: pointsLedger.source }).from(pointsLedger).where(eq(pointsLedger.userId, userId))).map((r) => r.source);

describe('API keys (admin)', () => {
  it('shows a new key once: the list and the database keep only its prefix and SHA-256', async () => {
    const created = await createKey('Partner A');
    expect(created.key).toMatch(/^klub_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Partner A', scopes: ['codes:redeem'], prefix: created.key.slice(0, 11), revokedAt: null });
    expect(created.createdByName).toBe(`${DEMO_USERS.admin.firstname} ${DEMO_USERS.admin.lastname}`);
    const listed = (await list()).find((k) => k.id === created.id)!;
    expect(listed).toEqual({ ...created, key: undefined });
    expect(JSON.stringify(await list())).not.toContain(created.key);
    const [row] = await t.db.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashLinkToken(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    // the audit trail has the row, with the hash masked
    const audit = await t.db.db.select().from(auditLog).where(eq(auditLog.entity, 'api_keys'));
    const mine = audit.find((a) => a.entityId === String(created.id))!;
    expect(mine.action).toBe('INSERT');
    expect((mine.after as Record<string, unknown>).key_hash).toBe('***');
  });

  it('refuses bad input with a Polish message (400)', async () => {
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/settings/keys', headers: bearer(admin), payload: payload as object });
    const noScope = await post({ name: 'X', scopes: [] });
    expect(noScope.statusCode).toBe(400);
    expect(noScope.body).toContain(API_KEY_MESSAGES.noScopes);
    const unknown = await post({ name: 'X', scopes: ['everything'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(API_KEY_MESSAGES.unknownScope);
    const noName = await post({ name: '  ', scopes: ['codes:redeem'] });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain(FIELD_MESSAGES.required);
  });

  it('is for admins only: a member gets 403, no token 401', async () => {
    const [m] = await makeMembers(t, 1);
    for (const [method, url] of [
      ['GET', '/api/settings/keys'],
      ['POST', '/api/settings/keys'],
      ['DELETE', '/api/settings/keys/1'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, headers: bearer(m!.token), payload: { name: 'x', scopes: ['codes:redeem'] } })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('revoking: 404 for no key, 409 the second time', async () => {
    const k = await createKey('Do unieważnienia');
    const del = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/settings/keys/${id}`, headers: bearer(admin) });
    const first = await del(k.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<ApiKey>().revokedAt).not.toBeNull();
    expect((await del(k.id)).statusCode).toBe(409);
    const missing = await del(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(API_KEY_MESSAGES.notFound);
    // revoked keys go to the end of the list
    expect((await list()).at(-1)!.revokedAt).not.toBeNull();
  });
});

describe('redeeming a code in the mobile app (member token + key)', () => {
  it('records source MOBILE_APP (2) with a key, the website (1) without one or with only the old header', async () => {
    const k = await createKey();
    const [m] = await makeMembers(t, 1);
    expect((await redeem(m!.token, k.key)).statusCode).toBe(200);
    expect((await redeem(m!.token)).statusCode).toBe(200);
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes',
      headers: { ...bearer(m!.token), 'x-klub-client': 'mobile-app' },
      payload: { code: code() },
    });
    expect(spoofed.statusCode).toBe(200);
    expect(await sourcesOf(m!.id)).toEqual([LEDGER_SOURCES.MOBILE_APP, LEDGER_SOURCES.CLUB_ADMIN, LEDGER_SOURCES.CLUB_ADMIN]);
  });

  it('the batch route takes the key as well', async () => {
    const k = await createKey();
    const [m] = await makeMembers(t, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes/batch',
      headers: { ...bearer(m!.token), 'x-api-key': k.key },
      payload: { codes: [code(), code()] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sourcesOf(m!.id)).toEqual([LEDGER_SOURCES.MOBILE_APP, LEDGER_SOURCES.MOBILE_APP]);
  });

  it('refuses an unknown or malformed key (401) and a key without the scope (403), checking no code', async () => {
    const [m] = await makeMembers(t, 1);
    for (const bad of ['klub_' + 'A'.repeat(43), 'nonsense', '']) {
      const res = await redeem(m!.token, bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(API_KEY_MESSAGES.invalid);
    }
    const secret = 'klub_' + 'B'.repeat(43);
    await t.db.db
      .insert(apiKeys)
      .values({ name: 'Katalog', prefix: secret.slice(0, 11), keyHash: hashLinkToken(secret), scopes: ['catalogue:read'] });
    const scoped = await redeem(m!.token, secret);
    expect(scoped.statusCode).toBe(403);
    expect(scoped.json().message).toBe(API_KEY_MESSAGES.missingScope(API_KEY_SCOPES['codes:redeem']));
    expect(await sourcesOf(m!.id)).toEqual([]);
  });

  it('a key never replaces the member: without a token it is 401', async () => {
    const k = await createKey();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes',
      headers: { 'x-api-key': k.key },
      payload: { code: code() },
    });
    expect(res.statusCode).toBe(401);
  });

  it('notes the last use, at most once a minute', async () => {
    const k = await createKey();
    const [m] = await makeMembers(t, 1);
    expect((await list()).find((x) => x.id === k.id)!.lastUsedAt).toBeNull();
    expect((await redeem(m!.token, k.key)).statusCode).toBe(200);
    const first = (await list()).find((x) => x.id === k.id)!.lastUsedAt;
    expect(Date.now() - Date.parse(first!)).toBeLessThan(60_000);
    expect((await redeem(m!.token, k.key)).statusCode).toBe(200);
    expect((await list()).find((x) => x.id === k.id)!.lastUsedAt).toBe(first);
    // a minute later it moves on
    await t.db.db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(apiKeys.id, k.id));
    expect((await redeem(m!.token, k.key)).statusCode).toBe(200);
    expect(Date.parse((await list()).find((x) => x.id === k.id)!.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // bookkeeping outside an admin request leaves no audit row
    const audit = await t.db.db.select().from(auditLog).where(eq(auditLog.entity, 'api_keys'));
    expect(audit.filter((a) => a.entityId === String(k.id)).map((a) => a.action)).toEqual(['INSERT']);
  });

  it('a revoked key is refused at once, on this instance and on another one on the same database', async () => {
    const other = await buildApp({ config: t.config, db: t.db });
    await other.ready();
    try {
      const k = await createKey();
      const [m] = await makeMembers(t, 1);
      expect((await redeem(m!.token, k.key, other)).statusCode).toBe(200);
      expect((await redeem(m!.token, k.key)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/settings/keys/${k.id}`, headers: bearer(admin) })).statusCode).toBe(200);
      for (const app of [t.app, other]) {
        const res = await redeem(m!.token, k.key, app);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(API_KEY_MESSAGES.invalid);
      }
      expect(await sourcesOf(m!.id)).toEqual([LEDGER_SOURCES.MOBILE_APP, LEDGER_SOURCES.MOBILE_APP]);
    } finally {
      await other.close();
    }
  });
});

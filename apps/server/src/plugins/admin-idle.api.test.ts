import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@klub/contracts';
import { queryRows } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../testing/test-app';
import { makeMembers } from '../testing/fixtures';
import { buildApp } from '../app';
import { ADMIN_IDLE_MS } from './access';

/**
 * The admin panel's inactivity logout holds on the server too: an admin token unused for
 * ADMIN_IDLE_MS (10 + 2 min) is refused although it lives 8 h. Time is moved by writing
 * `last_seen_at` and dropping the session cache (whose 30 s would have passed as well).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
const lastSeenAgo = (token: string, seconds: number) =>
  t.db.db.execute(sql`update sessions set last_seen_at = now() - make_interval(secs => ${seconds}) where id = ${sidOf(token)}`);
const secondsSinceSeen = async (token: string) =>
  (
    await queryRows<{ s: number }>(
      t.db.db,
      sql`select extract(epoch from now() - last_seen_at)::float as s from sessions where id = ${sidOf(token)}`,
    )
  )[0]!.s;
const adminMe = (token: string, app = t.app) => app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
const idle = ADMIN_IDLE_MS / 1000;

describe('admin idle timeout (server side)', () => {
  it('refuses an admin token unused for longer than the idle timeout, with its own message', async () => {
    const token = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
    expect((await adminMe(token)).statusCode).toBe(200);
    await lastSeenAgo(token, idle + 30);
    t.app.sessionCache.clear();
    const res = await adminMe(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ERROR_CODES.SESSION_IDLE.message);
  });

  it('keeps a session used within the timeout and notes its use (at most once a minute)', async () => {
    const token = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
    await lastSeenAgo(token, idle - 60);
    t.app.sessionCache.clear();
    expect((await adminMe(token)).statusCode).toBe(200);
    expect(await secondsSinceSeen(token)).toBeLessThan(5);
    // Seen 30 s ago: no write this time.
    await lastSeenAgo(token, 30);
    t.app.sessionCache.clear();
    expect((await adminMe(token)).statusCode).toBe(200);
    expect(await secondsSinceSeen(token)).toBeGreaterThan(25);
  });

  it('does not apply to members (their token lives its full term)', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'idle' });
    await lastSeenAgo(m!.token, idle * 3);
    t.app.sessionCache.clear();
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me-client', headers: bearer(m!.token) })).statusCode).toBe(200);
  });

  it('another instance whose cache saw the session long ago asks the database before refusing it', async () => {
    const second = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      for (let i = 0; i < 50 && !second.sessionCache.isListening; i++) await new Promise((r) => setTimeout(r, 100));
      const token = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
      expect((await adminMe(token, second)).statusCode).toBe(200);
      // The second instance last saw it 13 minutes ago (by its cache); meanwhile the first one was used.
      const key = `admin:${sidOf(token)}`;
      const cached = second.sessionCache.get(key);
      expect(cached).toBeDefined();
      cached!.lastSeenAt = Date.now() - ADMIN_IDLE_MS - 60_000;
      expect((await adminMe(token, second)).statusCode).toBe(200);
      // Really idle everywhere: refused on both, cache or not.
      await lastSeenAgo(token, idle + 30);
      const again = second.sessionCache.get(key);
      expect(again).toBeDefined();
      again!.lastSeenAt = Date.now() - ADMIN_IDLE_MS - 60_000;
      expect((await adminMe(token, second)).statusCode).toBe(401);
      t.app.sessionCache.clear();
      expect((await adminMe(token)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

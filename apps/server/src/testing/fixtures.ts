import { sql } from 'drizzle-orm';
import { ROLES, type RoleCode } from '@klub/contracts';
import { codes, pointsPackages, queryRows, users, type Database } from '@klub/db';
import { createTokenService } from '../plugins/access';
import { loadConfig } from '../config';
import type { TestApp } from './test-app';
import { generateCodes } from '../modules/codes/code-format';

/** Members made directly in the database (sign-up is tested on its own), with customer tokens. */
export async function makeMembers(t: TestApp, n: number, opts: { role?: RoleCode; regionId?: number; prefix?: string } = {}) {
  const rows = await t.db.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${opts.prefix ?? 'm'}${i}-${Math.random().toString(36).slice(2, 8)}@example.pl`,
        passwordHash: 'x',
        role: opts.role ?? ROLES.CONTRACTOR,
        status: 'ACTIVE_CONFIRMED' as const,
        firstname: `Imię${i}`,
        lastname: `Nazwisko${i}`,
        city: 'Kraków',
        regionId: opts.regionId ?? null,
      })),
    )
    .returning({ id: users.id, role: users.role });
  const tokens = createTokenService(t.db.db, t.config);
  return Promise.all(rows.map(async (u) => ({ id: u.id, token: (await tokens.issue(u, 'customer', {})).accessToken })));
}

export async function makePackage(db: Database, over: Partial<typeof pointsPackages.$inferInsert> = {}) {
  const [p] = await db
    .insert(pointsPackages)
    .values({ name: 'Farba Elewacyjna 10 l', groupName: 'Farby', points: 50, ...over })
    .returning();
  return p!;
}

export async function makeCodes(db: Database, packageId: number, n: number): Promise<string[]> {
  const list = generateCodes(n);
  await db.insert(codes).values(list.map((code) => ({ code, packageId })));
  return list;
}

export async function ledgerSum(db: Database, userId: number): Promise<number> {
  const [r] = await queryRows<{ s: number }>(
    db,
    sql`select coalesce(sum(amount),0)::int as s from points_ledger where user_id = ${userId}`,
  );
  return r!.s;
}

export async function storedBalance(db: Database, userId: number): Promise<number> {
  const [r] = await queryRows<{ b: number }>(
    db,
    sql`select coalesce((select balance from member_points where user_id = ${userId}), 0)::int as b`,
  );
  return r!.b;
}

/** One person's id and role, by e-mail (demo accounts, people a test made). */
export async function userByEmail(db: Database, email: string): Promise<{ id: number; role: number }> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`${users.email} = ${email}`);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** An admin made directly in the database (for tests that drive real server processes), and their token. */
export async function makeAdminToken(db: Database, email: string): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: 'x',
      role: ROLES.ADMIN,
      staffRole: 'ADMINISTRATOR',
      status: 'ACTIVE_CONFIRMED',
      firstname: 'Ada',
      lastname: 'Admin',
    })
    .returning({ id: users.id, role: users.role });
  return (await createTokenService(db, loadConfig({ NODE_ENV: 'test' })).issue(row!, 'admin', {})).accessToken;
}

/** A customer token for someone made directly in the database. */
export async function customerToken(t: TestApp, user: { id: number; role: number }): Promise<string> {
  return (await createTokenService(t.db.db, t.config).issue(user, 'customer', {})).accessToken;
}

/**
 * Registers `times` new codes of the package as the member, through the API (the real redemption,
 * its ledger credit and the statistics rollups), then dates those credits `at` (moving them in time
 * moves them in the rollups too).
 */
export async function redeemCodesAt(t: TestApp, token: string, packageId: number, times: number, at: string): Promise<void> {
  for (const code of await makeCodes(t.db.db, packageId, times)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes',
      headers: { authorization: `Bearer ${token}` },
      payload: { code },
    });
    if (res.statusCode !== 200) throw new Error(`redeeming ${code} failed: ${res.statusCode} ${res.body}`);
    await t.db.db.execute(
      sql`update points_ledger set created_at = ${at}::timestamptz where code_id = (select id from codes where code = ${code})`,
    );
  }
}

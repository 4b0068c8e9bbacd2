import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DATABASE_ERRORS, ERROR_CODES } from '@klub/contracts';
import { districts, regions, users } from '@klub/db';
import { createTestApp, DEMO_USERS, type TestApp } from '../testing/test-app';
import { guardPg, pgCode, pgErrorToAppError } from './pg-errors';

/**
 * The one PostgreSQL-error mapping, fed with errors the database itself raises (PGlite and a real
 * server, through drizzle, which wraps them): every SQLSTATE a client can cause becomes a Polish
 * 400 or 409; anything else is left alone (it stays a 500, or a 503 for an outage).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('the statement did not fail');
}

describe('PostgreSQL errors as Polish 4xx', () => {
  it.each([
    ['22021', 'a NUL byte in a text parameter', () => t.db.db.execute(sql`select ${'a\u0000b'}::text`), DATABASE_ERRORS.badCharacter],
    ['22P05', 'a NUL escape in JSON', () => t.db.db.execute(sql`select '"\\u0000"'::jsonb`), DATABASE_ERRORS.badCharacter],
    ['22003', 'an id above 2^31−1', () => t.db.db.execute(sql`select ${'2147483648'}::int`), DATABASE_ERRORS.outOfRange],
    ['22008', 'February 30th', () => t.db.db.execute(sql`select ${'2026-02-30'}::date`), DATABASE_ERRORS.badDate],
    ['22P02', 'text where a number belongs', () => t.db.db.execute(sql`select ${'abc'}::int`), DATABASE_ERRORS.badValue],
  ])('%s (%s) → %s', async (code, _what, work, expected) => {
    const err = await errorOf(work);
    // 22021 is what a server reports for NUL in a parameter; PGlite may report its sibling 22P05.
    expect(code === '22021' ? ['22021', '22P05'] : [code]).toContain(pgCode(err));
    const mapped = pgErrorToAppError(err)!;
    expect({ status: mapped.status, message: mapped.message }).toEqual(expected);
  });

  it("23505: a duplicate becomes 409 — the e-mail index with its own message, others generic or the caller's", async () => {
    const dup = await errorOf(() =>
      t.db.db
        .insert(users)
        .values({ email: DEMO_USERS.admin.email.toUpperCase(), passwordHash: 'x', role: 11, firstname: 'A', lastname: 'B' }),
    );
    expect(pgCode(dup)).toBe('23505');
    expect(pgErrorToAppError(dup)).toMatchObject({ status: 409, message: ERROR_CODES.EMAIL_TAKEN.message });
    const region = await errorOf(() => t.db.db.insert(regions).values({ name: 'mazowieckie' }));
    expect(pgErrorToAppError(region)).toMatchObject({ status: 409, message: DATABASE_ERRORS.duplicate.message });
    await expect(
      guardPg(() => t.db.db.insert(regions).values({ name: 'mazowieckie' }), { unique: 'Region o tej nazwie już istnieje' }),
    ).rejects.toMatchObject({ status: 409, message: 'Region o tej nazwie już istnieje' });
  });

  it('23503: a missing reference and a row still referenced, each with its own text', async () => {
    const missing = await errorOf(() => t.db.db.insert(districts).values({ name: 'Powiat X', regionId: 999_999 }));
    expect(pgCode(missing)).toBe('23503');
    expect(pgErrorToAppError(missing)).toMatchObject({ status: 409, message: DATABASE_ERRORS.missingReference.message });
    const [r] = await t.db.db.insert(regions).values({ name: 'Region testowy' }).returning();
    await t.db.db.insert(districts).values({ name: 'Powiat Y', regionId: r!.id });
    const used = await errorOf(() => t.db.db.delete(regions).where(eq(regions.id, r!.id)));
    expect(pgErrorToAppError(used)).toMatchObject({ status: 409, message: DATABASE_ERRORS.stillReferenced.message });
  });

  it('23514: a CHECK becomes 409, a known one with its own text', async () => {
    const check = await errorOf(() => t.db.db.execute(sql`insert into member_points (user_id, balance) values (1, -5)`));
    expect(pgCode(check)).toBe('23514');
    expect(pgErrorToAppError(check)).toMatchObject({ status: 409, message: ERROR_CODES.INSUFFICIENT_POINTS.message });
  });

  it('the error handler answers them 4xx in Polish even when no route mapped them (and a bug stays a 500)', async () => {
    const { buildApp } = await import('../app');
    const app = await buildApp({ config: t.config, db: t.db });
    const statements: Record<string, ReturnType<typeof sql>> = {
      nul: sql`select ${'a\u0000b'}::text`,
      huge: sql`select ${'2147483648'}::int`,
      date: sql`select ${'2026-02-30'}::date`,
      dup: sql`insert into regions (name) values ('mazowieckie')`,
      bug: sql`selec 1`,
    };
    app.get('/api/test-only/:kind', { config: { access: 'public' } }, async (req) => {
      await t.db.db.execute(statements[(req.params as { kind: string }).kind]!);
      return { ok: true };
    });
    await app.ready();
    try {
      const answer = async (kind: string) => {
        const res = await app.inject({ method: 'GET', url: `/api/test-only/${kind}` });
        return { status: res.statusCode, message: res.json().message as string };
      };
      expect(await answer('nul')).toEqual(DATABASE_ERRORS.badCharacter);
      expect(await answer('huge')).toEqual(DATABASE_ERRORS.outOfRange);
      expect(await answer('date')).toEqual(DATABASE_ERRORS.badDate);
      expect(await answer('dup')).toEqual(DATABASE_ERRORS.duplicate);
      const bug = await answer('bug');
      expect(bug.status).toBe(500);
      expect(bug.message).toMatch(/^Wystąpił nieoczekiwany błąd serwera/);
    } finally {
      await app.close();
    }
  });

  it('leaves everything else alone: a syntax error (a bug) and a non-database error map to nothing', async () => {
    const bug = await errorOf(() => t.db.db.execute(sql`selec 1`));
    expect(pgCode(bug)).toBe('42601');
    expect(pgErrorToAppError(bug)).toBeUndefined();
    expect(pgErrorToAppError(new Error('boom'))).toBeUndefined();
    expect(pgErrorToAppError(Object.assign(new Error('socket'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(pgErrorToAppError(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CODE_MESSAGES, ERROR_CODES, LEDGER_SOURCES } from '@klub/contracts';
import { pointsLedger, queryRows } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { ledgerSum, makeCodes, makeMembers, makePackage, storedBalance } from '../../testing/fixtures';
import { checkChar, formatCode } from './code-format';

let t: TestApp;
let pkgCodes: string[] = [];
let endedCodes: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const pkg = await makePackage(t.db.db, { points: 30, groupName: 'Farby' });
  const ended = await makePackage(t.db.db, { points: 99, isNotActual: true });
  pkgCodes = await makeCodes(t.db.db, pkg.id, 40);
  endedCodes = await makeCodes(t.db.db, ended.id, 2);
});
afterAll(() => t?.close());

const redeem = (token: string, code: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: { ...bearer(token), ...headers }, payload: { code } });

describe('code redemption', () => {
  it('credits the member once; a retry gets a 200 that says the code is already theirs, and no second credit', async () => {
    const [m] = await makeMembers(t, 1);
    const code = pkgCodes[0]!;
    const first = await redeem(m!.token, formatCode(code).toLowerCase());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      code: formatCode(code),
      points: 30,
      codePoints: 30,
      alreadyRedeemed: false,
      packageName: 'Farba Elewacyjna 10 l',
      balance: 30,
      message: CODE_MESSAGES.redeemed(30, formatCode(code)),
      bonuses: [], // no campaign runs (campaigns/campaign-bonus.api.test.ts)
    });
    const retry = await redeem(m!.token, code);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({
      ...first.json(),
      points: 0,
      alreadyRedeemed: true,
      message: 'Ten kod jest już na Twoim koncie',
    });
    expect(CODE_MESSAGES.alreadyYours).toBe('Ten kod jest już na Twoim koncie');
    expect(await ledgerSum(t.db.db, m!.id)).toBe(30);
    expect(await storedBalance(t.db.db, m!.id)).toBe(30);
    const rows = await t.db.db.select().from(pointsLedger).where(eq(pointsLedger.userId, m!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: LEDGER_SOURCES.CLUB_ADMIN, actorId: m!.id, earns: true, groupName: 'Farby' });
    expect(rows[0]!.expiresAt!.toISOString()).toMatch(/-12-31T22:59:59\.999Z$/);
  });

  it('answers a code used by someone else exactly like a code that does not exist', async () => {
    const [other] = await makeMembers(t, 1);
    const used = await redeem(other!.token, pkgCodes[0]!);
    const body = 'ZZZZZZZZZZ';
    const unknown = await redeem(other!.token, body + checkChar(body));
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(unknown.json());
    expect(used.json().message).toBe(ERROR_CODES.CODE_INVALID.message);
  });

  it('catches a typo by the check character without counting it as a failure', async () => {
    const [m] = await makeMembers(t, 1);
    const code = pkgCodes[1]!;
    const typo = code.slice(0, 3) + (code[3] === 'A' ? 'B' : 'A') + code.slice(4);
    for (let i = 0; i < 12; i++) expect((await redeem(m!.token, typo)).json().message).toBe(ERROR_CODES.CODE_TYPO.message);
    expect((await redeem(m!.token, code)).statusCode).toBe(200);
  });

  it('refuses a code whose offer has ended', async () => {
    const [m] = await makeMembers(t, 1);
    const res = await redeem(m!.token, endedCodes[0]!);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERROR_CODES.CODE_OFFER_ENDED.message);
  });

  it('blocks code entry for an hour after 10 wrong codes, even for a valid code', async () => {
    const [m] = await makeMembers(t, 1);
    for (let i = 0; i < 10; i++) {
      const body = `WRNG${String(i).padStart(2, '2')}XYZW`.replace(/[01]/g, '2');
      expect((await redeem(m!.token, body + checkChar(body))).statusCode).toBe(400);
    }
    const blocked = await redeem(m!.token, pkgCodes[2]!);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Wpisywanie kodów jest chwilowo zablokowane po zbyt wielu błędnych kodach\. Spróbuj ponownie za \d+ min\.$/,
    );
    expect(await storedBalance(t.db.db, m!.id)).toBe(0);
    // another member is not affected
    const [n] = await makeMembers(t, 1);
    expect((await redeem(n!.token, pkgCodes[2]!)).statusCode).toBe(200);
  });

  it('records the website (1) when a client only says it is the mobile app: source 2 takes an API key (api-keys.api.test.ts)', async () => {
    const [m] = await makeMembers(t, 1);
    await redeem(m!.token, pkgCodes[3]!, { 'x-klub-client': 'mobile-app' });
    const [row] = await t.db.db.select().from(pointsLedger).where(eq(pointsLedger.userId, m!.id));
    expect(row!.source).toBe(LEDGER_SOURCES.CLUB_ADMIN);
  });

  it('answers each pasted code on its own', async () => {
    const [m] = await makeMembers(t, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes/batch',
      headers: bearer(m!.token),
      payload: { codes: [pkgCodes[4]!, 'zły kod', formatCode(pkgCodes[5]!), pkgCodes[4]!] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, true, true]);
    expect(body.results[1].message).toBe(ERROR_CODES.CODE_INVALID.message);
    // The repeated line is already the member's by then: said so, not counted.
    expect(body.results[3]).toEqual({
      code: pkgCodes[4]!,
      ok: true,
      points: 0,
      alreadyRedeemed: true,
      message: CODE_MESSAGES.alreadyYours,
      bonuses: [],
    });
    expect(body.results[0]).toMatchObject({ ok: true, points: 30, alreadyRedeemed: false });
    expect(body).toMatchObject({ credited: 60, creditedCodes: 2, balance: 60 });
    expect(await ledgerSum(t.db.db, m!.id)).toBe(60);
    const mine = await t.app.inject({ method: 'GET', url: '/api/users/me/codes?take=1', headers: bearer(m!.token) });
    expect(mine.json()).toMatchObject({ total: 2, allNotActual: false });
    expect(mine.json().data).toHaveLength(1);
  });

  it("counts in a pasted list's totals only the codes credited now, not those already on the account", async () => {
    const [m] = await makeMembers(t, 1);
    const [own, ...fresh] = pkgCodes.slice(10, 15);
    expect((await redeem(m!.token, own!)).json()).toMatchObject({ points: 30, alreadyRedeemed: false, balance: 30 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes/batch',
      headers: bearer(m!.token),
      payload: { codes: [fresh[0]!, own!, ...fresh.slice(1)] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { points: number; alreadyRedeemed: boolean }) => [r.points, r.alreadyRedeemed])).toEqual([
      [30, false],
      [0, true],
      [30, false],
      [30, false],
      [30, false],
    ]);
    expect(body.results[1].message).toBe(CODE_MESSAGES.alreadyYours);
    expect(body).toMatchObject({ credited: 120, creditedCodes: 4, balance: 150 });
    expect(await ledgerSum(t.db.db, m!.id)).toBe(150);
    expect(await storedBalance(t.db.db, m!.id)).toBe(150);
  });

  it('DTH and RDS have no points and cannot enter codes', async () => {
    const dth = await t.signIn(DEMO_USERS.dth.email, DEMO_USERS.dth.password);
    expect((await redeem(dth, pkgCodes[6]!)).statusCode).toBe(403);
  });

  it('an admin can enter a code on behalf of a member; the history names the admin', async () => {
    const admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
    const [m] = await makeMembers(t, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${m!.id}/codes`,
      headers: bearer(admin),
      payload: { code: pkgCodes[7]! },
    });
    expect(res.json()).toMatchObject({ points: 30, balance: 30, alreadyRedeemed: false });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/users/${m!.id}/codes`,
      headers: bearer(admin),
      payload: { code: pkgCodes[7]! },
    });
    // The admin's own wording ("Twoim" would be the admin's account).
    expect(again.json()).toMatchObject({ points: 0, balance: 30, alreadyRedeemed: true, message: CODE_MESSAGES.alreadyMembers });
    const hist = await t.app.inject({ method: 'GET', url: `/api/codes/history?userId=${m!.id}`, headers: bearer(admin) });
    expect(hist.json().data[0]).toMatchObject({
      amount: 30,
      sourceLabel: 'Kod wpisany na stronie',
      actor: 'Anna Administratorka',
      code: formatCode(pkgCodes[7]!),
    });
    const [code] = await queryRows<{ id: number }>(t.db.db, sql`select id from codes where code = ${pkgCodes[7]!}`);
    const details = await t.app.inject({ method: 'GET', url: `/api/codes/${code!.id}`, headers: bearer(admin) });
    expect(details.json().history[1].event).toContain('wpisany przez administratora');
  });
});

describe('pasting while blocked', () => {
  it('answers 429 once for the whole list', async () => {
    const [m] = await makeMembers(t, 1);
    for (let i = 0; i < 10; i++) await redeem(m!.token, `PRINTER${String(i).padStart(6, '0')}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes/batch',
      headers: bearer(m!.token),
      payload: { codes: [pkgCodes[8]!, pkgCodes[9]!] },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Wpisywanie kodów jest chwilowo zablokowane/);
  });
});

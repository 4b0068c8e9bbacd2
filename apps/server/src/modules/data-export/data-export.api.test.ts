import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ANONYMISED_NAME,
  DATA_EXPORT_JSON_FILE,
  DATA_EXPORT_PER_HOUR,
  DATA_EXPORT_README_FILE,
  DATA_EXPORT_TABLES,
  ROLES,
} from '@klub/contracts';
import {
  contestEntries,
  contests,
  messages,
  orders,
  queryRows,
  regulationAcceptances,
  regulations,
  sessions,
  trainingSignups,
  trainings,
  userTokens,
  users,
} from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { customerToken, ledgerSum, makeCodes, makeMembers, makePackage, storedBalance, userByEmail } from '../../testing/fixtures';
import { unzip } from '../../testing/unzip';
import { addToBasket, makePrize, placeOrder } from '../orders/orders.test-helpers';
import { warsawDay } from '../../lib/time';

let t: TestApp;
let admin: string;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  adminName = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(admin) })).json().fullName;
});
afterAll(() => t?.close());

const CSV_FILES = Object.values(DATA_EXPORT_TABLES).map((x) => x.file);
type Rows = Array<Record<string, unknown>>;
interface Json {
  format: string;
  version: number;
  generatedAt: string;
  memberId: number;
  profile: Record<string, unknown>;
  consents: Rows;
  pointsLedger: Rows;
  codes: Rows;
  orders: Rows;
  orderElements: Rows;
  messages: Rows;
  trainingSignups: Rows;
  contestEntries: Rows;
}

const exportOf = (token: string, url = '/api/users/me/export') => t.app.inject({ method: 'GET', url, headers: bearer(token) });
function contents(body: Buffer) {
  const files = unzip(body);
  const json = JSON.parse(files.get(DATA_EXPORT_JSON_FILE)!.toString('utf8')) as Json;
  return { files, json, text: (name: string) => files.get(name)!.toString('utf8') };
}

/** A member with something in every table: codes, admin points, an order, messages both ways, a training, a contest entry, a regulations version. */
async function memberWithHistory(prefix: string) {
  const db = t.db.db;
  const [m] = await makeMembers(t, 1, { prefix });
  await db
    .update(users)
    .set({
      phone: '600100200',
      companyName: '=Malowanie Kowalski',
      nip: '5260250274',
      street: 'Długa 1',
      postCode: '30-001',
      marketingConsent: true,
      marketingConsentAt: new Date(),
    })
    .where(eq(users.id, m!.id));
  const pkg = await makePackage(db, { points: 400 });
  const typed = await makeCodes(db, pkg.id, 2);
  for (const code of typed)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(m!.token), payload: { code } })).statusCode,
    ).toBe(200);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/codes/add-points',
    headers: bearer(admin),
    payload: { userId: m!.id, points: 150, reason: 'Premia za szkolenie' },
  });
  expect(added.statusCode, added.body).toBe(200);
  const prize = await makePrize(db, { name: 'Kurtka robocza', pointsPrice: 300, stock: 5 });
  expect((await addToBasket(t, m!.token, { prizeId: prize.id, amount: 1 })).statusCode).toBe(200);
  const order = await placeOrder(t, m!.token);
  expect(order.statusCode, order.body).toBe(200);
  const wrote = await t.app.inject({
    method: 'POST',
    url: '/api/messages/contact',
    headers: bearer(m!.token),
    payload: { topic: 'POINTS', body: `Pytanie ${prefix} o punkty` },
  });
  expect(wrote.statusCode, wrote.body).toBeLessThan(300);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(admin),
    payload: { userId: m!.id, topic: `Odpowiedź dla ${prefix}`, body: '<p>Punkty są już na koncie.</p>' },
  });
  expect(sent.statusCode, sent.body).toBeLessThan(300);
  const [training] = await db
    .insert(trainings)
    .values({
      title: `Szkolenie ${prefix}`,
      body: '<p>Tynki</p>',
      startsAt: new Date('2027-03-01T09:00:00Z'),
      capacity: 10,
      place: 'Kraków',
    })
    .returning();
  await db.insert(trainingSignups).values({ trainingId: training!.id, userId: m!.id, status: 'CONFIRMED', confirmedAt: new Date() });
  const [contest] = await db
    .insert(contests)
    .values({
      title: `Konkurs ${prefix}`,
      rules: '<p>Zasady</p>',
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date('2027-12-31T00:00:00Z'),
    })
    .returning();
  await db.insert(contestEntries).values({ contestId: contest!.id, userId: m!.id, text: 'Moja elewacja', photos: ['zdjecie-1.jpg'] });
  const [version] = await db
    .insert(regulations)
    .values({ version: `R/${prefix}`, fileKey: 'regulamin.pdf' })
    .returning();
  await db.insert(regulationAcceptances).values({ regulationId: version!.id, userId: m!.id });
  return { ...m!, codes: typed, orderId: order.json().id as number };
}

describe('GET /api/users/me/export (RODO art. 15 and 20)', () => {
  it('is a ZIP of dane.json, one CSV per table and CZYTAJ-MNIE.txt, downloaded as moje-dane-<day>.zip, never cached', async () => {
    const m = await memberWithHistory('eksport');
    const res = await exportOf(m.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="moje-dane-${warsawDay()}.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const { files, json, text } = contents(res.rawPayload);
    expect([...files.keys()].sort()).toEqual([DATA_EXPORT_JSON_FILE, DATA_EXPORT_README_FILE, ...CSV_FILES].sort());

    expect(json).toMatchObject({ format: 'klub-dane-uczestnika', version: 1, memberId: m.id });
    expect(new Date(json.generatedAt).toISOString()).toBe(json.generatedAt);
    expect(Object.keys(json)).toEqual(['format', 'version', 'generatedAt', 'memberId', ...Object.keys(DATA_EXPORT_TABLES)]);
    expect(Object.keys(json.profile)).toEqual(Object.keys(DATA_EXPORT_TABLES.profile.columns));
    expect(json.profile).toMatchObject({ id: m.id, phone: '600100200', nip: '5260250274', role: ROLES.CONTRACTOR, roleName: 'Wykonawca' });

    // The ledger: every row of the member's, and they sum to the balance.
    const ledger = json.pointsLedger;
    const stored = await queryRows<{ id: number; amount: number }>(
      t.db.db,
      sql`select id, amount from points_ledger where user_id = ${m.id} order by created_at, id`,
    );
    expect(ledger.map((r) => r.id)).toEqual(stored.map((r) => r.id));
    expect(ledger.reduce((s, r) => s + (r.amount as number), 0)).toBe(await storedBalance(t.db.db, m.id));
    expect(json.profile.pointsBalance).toBe(800 + 150 - 300);
    expect(ledger.find((r) => r.amount === 150)).toMatchObject({ source: 3, reason: 'Premia za szkolenie', actor: adminName });
    expect(ledger.find((r) => r.source === 1)).toMatchObject({ actor: null, code: expect.stringMatching(/^[A-Z0-9-]+$/) });
    for (const r of ledger) expect(Object.keys(r)).toEqual(Object.keys(DATA_EXPORT_TABLES.pointsLedger.columns));
    expect(ledger[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    expect(json.codes).toHaveLength(2);
    expect(json.orders).toEqual([expect.objectContaining({ id: m.orderId, totalPoints: 300, status: 'NEW', deliveryCity: 'Kraków' })]);
    expect(json.orderElements).toEqual([
      expect.objectContaining({ orderId: m.orderId, prizeName: 'Kurtka robocza', amount: 1, unitPoints: 300 }),
    ]);
    expect(json.messages.map((x) => [x.direction, x.author])).toEqual([
      ['FROM_MEMBER', null],
      ['TO_MEMBER', adminName],
    ]);
    expect(json.trainingSignups).toEqual([
      expect.objectContaining({ title: 'Szkolenie eksport', status: 'CONFIRMED', statusName: 'Zapisany' }),
    ]);
    expect(json.contestEntries).toEqual([
      expect.objectContaining({ contestTitle: 'Konkurs eksport', photos: ['zdjecie-1.jpg'], status: 'SUBMITTED' }),
    ]);
    expect(json.consents).toEqual([
      expect.objectContaining({ kind: 'MARKETING', given: true, at: expect.any(String) }),
      expect.objectContaining({ kind: 'REGULATIONS', version: 'R/eksport', given: true }),
    ]);

    // CSV as the app's other exports: BOM, ';', the column titles, formula cells neutralised.
    const csv = text('punkty.csv');
    expect(csv.startsWith('\ufeff')).toBe(true);
    const [header, ...lines] = csv.slice(1).trim().split(/\r?\n/);
    expect(header).toBe(Object.values(DATA_EXPORT_TABLES.pointsLedger.columns).join(';'));
    expect(lines).toHaveLength(ledger.length);
    expect(text('profil.csv')).toContain(";'=Malowanie Kowalski;");
    expect(text('szkolenia.csv')).toContain('Szkolenie eksport');
    expect(text(DATA_EXPORT_README_FILE)).toContain('punkty.csv — Historia punktów.');
  });

  it('holds no secret and nothing of other members: no password hash, no token, another member’s messages stay out', async () => {
    const m = await memberWithHistory('ja');
    const other = await memberWithHistory('ktos');
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c29sZHNvbGRzb2xk$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNo';
    await t.db.db.update(users).set({ passwordHash: hash }).where(eq(users.id, m.id));
    const [otherRow] = await t.db.db.select().from(users).where(eq(users.id, other.id));
    const [session] = await t.db.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, m.id)).limit(1);
    const res = await exportOf(m.token);
    const { files, json } = contents(res.rawPayload);
    const everything = [...files.values()].map((b) => b.toString('utf8')).join('\n');
    for (const secret of [
      hash,
      m.token,
      session!.id,
      otherRow!.email,
      'Pytanie ktos',
      'Odpowiedź dla ktos',
      'Konkurs ktos',
      ...other.codes,
    ])
      expect(everything).not.toContain(secret);
    expect(everything).not.toContain('argon2');
    const keys = (v: unknown): string[] =>
      Array.isArray(v) ? v.flatMap(keys) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keys(x)]) : [];
    expect(keys(json).filter((k) => /password|hash|token|session|userId|adminId|actorId|^ip$|agent/i.test(k))).toEqual([]);
    expect(everything).toContain('Odpowiedź dla ja');
  });

  it('any customer-space account gets its own (a DTH too); an admin token is 403, no token 401', async () => {
    const dth = await t.signIn(DEMO_USERS.dth.email, DEMO_USERS.dth.password);
    const res = await exportOf(dth);
    expect(res.statusCode).toBe(200);
    expect(contents(res.rawPayload).json.profile).toMatchObject({ email: DEMO_USERS.dth.email, role: ROLES.DTH });
    expect((await exportOf(admin)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/me/export' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toEqual(expect.any(String));
  });

  it(`${DATA_EXPORT_PER_HOUR} an hour per member: then 429 in Polish with Retry-After, and another member is not affected`, async () => {
    const [a, b] = await makeMembers(t, 2, { prefix: 'limit' });
    for (let i = 0; i < DATA_EXPORT_PER_HOUR; i++) expect((await exportOf(a!.token)).statusCode).toBe(200);
    const refused = await exportOf(a!.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Pobrano już kilka eksportów Twoich danych w ciągu godziny\. Kolejny możesz pobrać za (60|59) min\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect((await exportOf(b!.token)).statusCode).toBe(200);
  });
});

describe('GET /api/users/{id}/export (admin)', () => {
  it('is the same data as the member’s own, named dane-uczestnika-<id>-<day>.zip, and leaves an EXPORT row in the audit trail', async () => {
    const m = await memberWithHistory('admin-eksport');
    const own = contents((await exportOf(m.token)).rawPayload).json;
    const res = await exportOf(admin, `/api/users/${m.id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dane-uczestnika-${m.id}-${warsawDay()}.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const byAdmin = contents(res.rawPayload).json;
    expect({ ...byAdmin, generatedAt: null }).toEqual({ ...own, generatedAt: null });

    const me = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(admin) })).json();
    const logs = await t.app.inject({ method: 'GET', url: `/api/settings/logs?entity=users&entityId=${m.id}`, headers: bearer(admin) });
    expect(logs.statusCode, logs.body).toBe(200);
    const exported = logs.json().data.filter((e: { action: string }) => e.action === 'EXPORT');
    expect(exported).toEqual([
      expect.objectContaining({
        actorId: me.id,
        route: 'GET /api/users/:id/export',
        entity: 'users',
        entityId: String(m.id),
        before: null,
        after: expect.objectContaining({
          file: `dane-uczestnika-${m.id}-${warsawDay()}.zip`,
          pointsLedger: own.pointsLedger.length,
          orders: 1,
        }),
      }),
    ]);
  });

  it('refuses other roles (403), no token (401), an admin’s or unknown id (404) and a loose id (400)', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'admin-dostep' });
    const rds = await t.signIn(DEMO_USERS.rds.email, DEMO_USERS.rds.password);
    expect((await exportOf(m!.token, `/api/users/${m!.id}/export`)).statusCode).toBe(403);
    expect((await exportOf(rds, `/api/users/${m!.id}/export`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${m!.id}/export` })).statusCode).toBe(401);
    const adminId = (await userByEmail(t.db.db, DEMO_USERS.admin.email)).id;
    const ofAdmin = await exportOf(admin, `/api/users/${adminId}/export`);
    expect(ofAdmin.statusCode).toBe(404);
    expect(ofAdmin.json().message).toBe('Nie ma takiego członka klubu');
    expect((await exportOf(admin, '/api/users/2000000000/export')).statusCode).toBe(404);
    expect((await exportOf(admin, '/api/users/%201/export')).statusCode).toBe(400);
  });

  it('is described in OpenAPI as a binary application/zip answer', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of ['/api/users/me/export', '/api/users/{id}/export']) {
      const ok = doc.paths[path].get.responses['200'];
      expect(ok.content).toEqual({ 'application/zip': { schema: { type: 'string', format: 'binary' } } });
      expect(ok.description).toMatch(/ZIP/);
    }
  });
});

describe('account deletion: what it keeps, anonymises and removes (docs/security.md)', () => {
  /** Every account's balance row equals its ledger sum (the invariant the ledger keeps). */
  const inconsistentBalances = () =>
    queryRows<{ user_id: number }>(
      t.db.db,
      sql`select mp.user_id from member_points mp
          left join (select user_id, sum(amount)::int as s from points_ledger group by user_id) l on l.user_id = mp.user_id
          where mp.balance <> coalesce(l.s, 0)
          union all
          select l.user_id from points_ledger l left join member_points mp on mp.user_id = l.user_id
          group by l.user_id having sum(l.amount) <> coalesce(max(mp.balance), 0)`,
    );

  for (const by of ['the member', 'an admin'] as const) {
    it(`deleted by ${by}: the ledger stays and still sums to the balance, personal fields are anonymised, the export is gone`, async () => {
      const db = t.db.db;
      const m = await memberWithHistory(by === 'the member' ? 'usun-sam' : 'usun-admin');
      const ledgerBefore = await queryRows<{ id: number }>(db, sql`select id from points_ledger where user_id = ${m.id} order by id`);
      const balance = await storedBalance(db, m.id);
      expect(balance).toBe(650);
      const [orderBefore] = await db.select().from(orders).where(eq(orders.id, m.orderId));

      const res =
        by === 'the member'
          ? await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(m.token) })
          : await t.app.inject({ method: 'DELETE', url: `/api/users/${m.id}`, headers: bearer(admin) });
      expect(res.statusCode, res.body).toBe(200);

      // Kept: every ledger row and the balance they sum to; the order, delivery address included (accounting).
      expect(await queryRows<{ id: number }>(db, sql`select id from points_ledger where user_id = ${m.id} order by id`)).toEqual(
        ledgerBefore,
      );
      expect(await ledgerSum(db, m.id)).toBe(balance);
      expect(await storedBalance(db, m.id)).toBe(balance);
      expect(await inconsistentBalances()).toEqual([]);
      const [orderAfter] = await db.select().from(orders).where(eq(orders.id, m.orderId));
      expect(orderAfter).toEqual(orderBefore);
      // Kept as they were, tied to the anonymised row: messages, training sign-ups, contest entries, regulation acceptances.
      for (const table of [messages, trainingSignups, contestEntries, regulationAcceptances]) {
        const [n] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.userId, m.id));
        expect(n!.n, 'rows kept').toBeGreaterThan(0);
      }

      // Anonymised: the person's row.
      const [row] = await db.select().from(users).where(eq(users.id, m.id));
      expect(row).toMatchObject({
        email: `usuniety-${m.id}@anonimizacja.invalid`,
        firstname: ANONYMISED_NAME.firstname,
        lastname: ANONYMISED_NAME.lastname,
        phone: null,
        companyName: null,
        nip: null,
        street: null,
        postCode: null,
        city: null,
        photo: null,
        photoSmall: null,
        marketingConsent: false,
        marketingConsentAt: null,
        status: 'NOT_ACTIVE',
        isDeleted: true,
      });
      expect(row!.deletedAt).toBeInstanceOf(Date);
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

      // Ended: every session (revoked, the rows stay) and every e-mailed link (marked used).
      const live = await db
        .select()
        .from(sessions)
        .where(sql`${sessions.userId} = ${m.id} and ${sessions.revokedAt} is null`);
      expect(live).toEqual([]);
      const unused = await db
        .select()
        .from(userTokens)
        .where(sql`${userTokens.userId} = ${m.id} and ${userTokens.usedAt} is null`);
      expect(unused).toEqual([]);

      // The export is no longer available: the member's token is dead, and to an admin the member is gone.
      expect((await exportOf(m.token)).statusCode).toBe(401);
      expect((await exportOf(await customerToken(t, { id: m.id, role: ROLES.CONTRACTOR }))).statusCode).toBe(401);
      expect((await exportOf(admin, `/api/users/${m.id}/export`)).statusCode).toBe(404);
    });
  }
});

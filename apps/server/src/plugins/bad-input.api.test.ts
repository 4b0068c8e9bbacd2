import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_MESSAGES, ERROR_CODES, FIELD_MESSAGES } from '@klub/contracts';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../testing/test-app';
import { answerProblem } from '../testing/openapi-fuzz';

/**
 * Specific bad inputs, kept as readable regressions. The sweep over EVERY endpoint (wrong types,
 * NUL bytes, huge numbers, impossible dates, overlong strings, missing and unknown fields, bad path
 * ids, broken JSON) is the OpenAPI fuzzer: plugins/fuzz.api.test.ts.
 */
let t: TestApp;
let customer = '';
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
});
const tokenFor = (auth?: 'customer' | 'admin') => (auth === 'admin' ? bearer(admin) : auth === 'customer' ? bearer(customer) : {});
afterAll(() => t?.close());

/** 4xx with a Polish `{message}` (the fuzzer's own check of an answer). */
function expectPolish4xx(res: { statusCode: number; body: string; headers: Record<string, unknown> }, label: string) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(answerProblem(res), `${label}: ${res.body}`).toBeUndefined();
}

describe('bad input', () => {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, auth: 'customer' | 'admin', payload?: unknown) =>
    t.app.inject({ method, url, headers: tokenFor(auth), ...(payload === undefined ? {} : { payload: payload as object }) });

  it('a NUL byte in a text field or a search: 400 in Polish, not 500 (members too: profile, code entry, checkout)', async () => {
    const profile = {
      firstname: 'Jan\u0000',
      lastname: 'Malarz',
      phone: '600000021',
      city: 'Kraków',
      postCode: '30-001',
      marketingConsent: false,
    };
    const cases: Array<[string, ReturnType<typeof send>]> = [
      ['PATCH /api/users/me', send('PATCH', '/api/users/me', 'customer', profile)],
      ['POST /api/users/me/codes', send('POST', '/api/users/me/codes', 'customer', { code: 'ABCD\u0000EFGH' })],
      [
        'POST /api/orders',
        send('POST', '/api/orders', 'customer', { delivery: { name: 'Jan\u0000', street: 'Długa 5', postCode: '30-001', city: 'Kraków' } }),
      ],
      ['GET /api/users?search', send('GET', '/api/users?search=a%00b', 'admin')],
      ['GET /api/orders?search', send('GET', '/api/orders?search=%00', 'admin')],
      ['POST /api/points/groups', send('POST', '/api/points/groups', 'admin', { name: '\u0000' })],
    ];
    for (const [label, pending] of cases) {
      const res = await pending;
      expectPolish4xx(res, label);
      expect(res.statusCode, label).toBe(400);
      expect([res.json().message].flat().join('\n'), label).toContain(FIELD_MESSAGES.forbiddenChars);
    }
  });

  it('ids above 2 147 483 647: 400 in Polish (add-points, move-points, history, member filters, employee rdsId, distributors)', async () => {
    const huge = 2 ** 31;
    const employee = { email: 'dth.nowy@example.pl', type: 41, firstname: 'D', lastname: 'T', phone: '600000000', rdsId: huge };
    const cases: Array<[string, ReturnType<typeof send>]> = [
      ['add-points', send('POST', '/api/codes/add-points', 'admin', { userId: huge, points: 5, reason: 'test' })],
      ['move-points', send('POST', '/api/codes/move-points', 'admin', { fromUserId: 4, toUserId: huge, points: 5, reason: 'test' })],
      ['history', send('GET', `/api/codes/history?userId=${huge}`, 'admin')],
      ['members regionId', send('GET', `/api/users?regionId=${huge}`, 'admin')],
      ['members dthId', send('GET', '/api/users?dthId=99999999999999999999', 'admin')],
      ['members role', send('GET', `/api/users?role=${huge}`, 'admin')],
      ['employee rdsId', send('POST', '/api/users/employee', 'admin', employee)],
      ['distributors regionId', send('GET', `/api/distributors?regionId=${huge}`, 'admin')],
      ['distributor body regionId', send('POST', '/api/distributors', 'admin', { name: 'Hurtownia', regionId: huge })],
      ['distributor path id', send('GET', `/api/distributors/${huge}`, 'admin')],
      ['districts regionId', send('GET', `/api/districts?regionId=${huge}`, 'admin')],
    ];
    for (const [label, pending] of cases) {
      const res = await pending;
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expectPolish4xx(res, label);
    }
  });

  it('impossible dates (2026-02-30, 2026-13-45): 400 in Polish (points package, orders list and PDF)', async () => {
    const pkg = { name: 'Farba', groupName: 'Farby', points: 10, expiresAt: '2026-02-30' };
    const cases: Array<[string, ReturnType<typeof send>]> = [
      ['POST /api/points', send('POST', '/api/points', 'admin', pkg)],
      ['PATCH /api/points/1', send('PATCH', '/api/points/1', 'admin', { ...pkg, expiresAt: '2026-13-45' })],
      ['GET /api/orders', send('GET', '/api/orders?dateFrom=2026-02-30', 'admin')],
      ['GET /api/orders/pdf', send('GET', '/api/orders/pdf?dateTo=2026-13-45', 'admin')],
      ['GET /api/codes', send('GET', '/api/codes?from=2026-02-30', 'admin')],
    ];
    for (const [label, pending] of cases) {
      const res = await pending;
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect([res.json().message].flat().join('\n'), label).toMatch(new RegExp(FIELD_MESSAGES.dateImpossible));
    }
  });

  it('a path that is not valid percent-encoding or a path id over 100 characters: Polish too', async () => {
    const broken = await send('GET', '/api/users/%E2%82', 'admin');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(ERROR_CODES.BAD_URL.message);
    const long = await send('GET', `/api/users/${'9'.repeat(300)}`, 'admin');
    expect(long.statusCode).toBe(414);
    expect(long.json().message).toBe(ERROR_CODES.URI_TOO_LONG.message);
  });

  it('a body over 100 KB: 413 in Polish', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(200_000) }),
    });
    expect(big.statusCode).toBe(413);
    expectPolish4xx(big, 'too large');
  });

  it('reset confirm: missing or wrong query', async () => {
    expectPolish4xx(
      await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/confirm', payload: { password: 'Haslo12345' } }),
      'no query',
    );
    expectPolish4xx(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/confirm?token=a&userId=-5',
        payload: { password: 'Haslo12345' },
      }),
      'negative id',
    );
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/confirm?token=zly&userId=1',
      payload: { password: 'Haslo12345' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('query strings and path ids of the points endpoints are checked too', async () => {
    const cases: Array<[string, 'customer' | 'admin']> = [
      ['/api/codes?take=abc', 'admin'],
      ['/api/codes?take=100000', 'admin'], // above the spec's largest fetch size (99 999); 20 000 is cut to the list's page
      ['/api/codes?status=MAYBE', 'admin'],
      ['/api/codes?from=2024-13', 'admin'],
      ['/api/codes/abc', 'admin'],
      ['/api/codes/history', 'admin'],
      ['/api/codes/batches/-1/csv', 'admin'],
      ['/api/ranking/-1', 'customer'],
      ['/api/ranking/0?skip=-5', 'customer'],
      ['/api/users/me/codes?take=x', 'customer'],
      ['/api/users/me/points/history?skip=1e99', 'customer'],
      ['/api/users/0/points', 'admin'],
      ['/api/users?status=WSZYSCY', 'admin'],
      ['/api/users?isGold=tak', 'admin'],
      ['/api/users?order=up', 'admin'],
      ['/api/users/abc', 'admin'],
      ['/api/users/999999', 'admin'],
      ['/api/districts?regionId=x', 'admin'],
      ['/api/files/download/..%2Fx.png', 'customer'],
      ['/api/gold-groups/members?take=x', 'admin'],
      ['/api/gold-docs?subgroupId=-1', 'admin'],
      ['/api/premium-group/candidates?take=100000', 'admin'],
      ['/api/premium-group/members?skip=-1', 'admin'],
    ];
    for (const [url, who] of cases) expectPolish4xx(await t.app.inject({ method: 'GET', url, headers: tokenFor(who) }), url);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/codes/import',
      headers: { ...tokenFor('admin'), 'content-type': 'text/csv' },
      payload: 'ABC',
    });
    expectPolish4xx(csv, 'import without packageId');
    // members CSV import: the body is a text/csv file (its own checks in members/import.api.test.ts)
    for (const [url, type, payload] of [
      ['/api/users/csv-import', 'text/csv', 'e-mail\n'],
      ['/api/users/csv-import?mode=WSZYSTKO', 'text/csv', 'e-mail\n'],
      ['/api/users/csv-import?mode=DRY_RUN', 'application/json', '{"a":1}'],
      ['/api/users/csv-import?mode=DRY_RUN', 'text/xml', '<a/>'],
      ['/api/users/csv-import?mode=DRY_RUN', 'text/csv', 'x;y\n1;2\n'],
      [
        '/api/users/csv-import?mode=DRY_RUN',
        'text/csv',
        'e-mail;imię;nazwisko;telefon;miasto;kod pocztowy;rodzaj\na\u0000@b.pl;J;K;600100200;X;00-001;11\n',
      ],
    ] as const)
      expectPolish4xx(
        await t.app.inject({ method: 'POST', url, headers: { ...tokenFor('admin'), 'content-type': type }, payload }),
        `${url} ${type}`,
      );
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/users/csv-import?mode=DRY_RUN',
      headers: { ...tokenFor('admin'), 'content-type': 'text/csv' },
      payload: 'e-mail;imię\nj@k.pl;J\u0000\n',
    });
    expect(nul.json().message).toBe(CSV_MESSAGES.nul);
  });

  it('an unknown API path answers 404 in Polish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nie-ma-takiego' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Nie ma takiego adresu API');
  });
});

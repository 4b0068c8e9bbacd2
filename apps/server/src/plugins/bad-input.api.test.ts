import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../testing/test-app';

/**
 * Bad input on every endpoint that takes a body or query: missing fields, wrong types, huge
 * strings, unknown fields, broken JSON, a body over the limit. Each gets a 4xx with a Polish
 * `{message}`, never a 500 or a stack trace.
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

const HUGE = 'x'.repeat(50_000);
const endpoints: Array<{ method: 'POST' | 'PATCH' | 'PUT'; url: string; auth?: 'customer' | 'admin' }> = [
  { method: 'POST', url: '/api/auth/signin' },
  { method: 'POST', url: '/api/auth/signup' },
  { method: 'POST', url: '/api/auth/activate' },
  { method: 'POST', url: '/api/auth/reset-password/init' },
  { method: 'POST', url: '/api/auth/reset-password/confirm?token=abc&userId=1' },
  { method: 'POST', url: '/api/auth/change-password', auth: 'customer' },
  { method: 'PATCH', url: '/api/users/me', auth: 'customer' },
  { method: 'POST', url: '/api/users/me/codes', auth: 'customer' },
  { method: 'POST', url: '/api/users/me/codes/batch', auth: 'customer' },
  { method: 'POST', url: '/api/users/4/codes', auth: 'admin' },
  { method: 'POST', url: '/api/points', auth: 'admin' },
  { method: 'PATCH', url: '/api/points/1', auth: 'admin' },
  { method: 'POST', url: '/api/points/groups', auth: 'admin' },
  { method: 'PATCH', url: '/api/points/groups/1', auth: 'admin' },
  { method: 'POST', url: '/api/codes/batches', auth: 'admin' },
  { method: 'POST', url: '/api/codes/add-points', auth: 'admin' },
  { method: 'POST', url: '/api/codes/move-points', auth: 'admin' },
  { method: 'POST', url: '/api/users', auth: 'admin' },
  { method: 'PATCH', url: '/api/users/4', auth: 'admin' },
  { method: 'POST', url: '/api/users/employee', auth: 'admin' },
  { method: 'PATCH', url: '/api/users/employee', auth: 'admin' },
  { method: 'PATCH', url: '/api/users/gold/4', auth: 'admin' },
  { method: 'PATCH', url: '/api/users/premium/4', auth: 'admin' },
  { method: 'PATCH', url: '/api/users/4/status', auth: 'admin' },
  { method: 'POST', url: '/api/regions', auth: 'admin' },
  { method: 'PATCH', url: '/api/regions/1', auth: 'admin' },
  { method: 'POST', url: '/api/districts', auth: 'admin' },
  { method: 'PATCH', url: '/api/districts/1', auth: 'admin' },
  { method: 'POST', url: '/api/files/upload', auth: 'customer' },
  { method: 'POST', url: '/api/gold-groups', auth: 'admin' },
  { method: 'PATCH', url: '/api/gold-groups/1', auth: 'admin' },
  { method: 'PATCH', url: '/api/gold-groups/members/4', auth: 'admin' },
  { method: 'POST', url: '/api/gold-docs', auth: 'admin' },
  { method: 'PUT', url: '/api/premium-group/settings', auth: 'admin' },
  { method: 'POST', url: '/api/distributors', auth: 'admin' },
  { method: 'PATCH', url: '/api/distributors/1', auth: 'admin' },
  { method: 'PATCH', url: '/api/distributors/1/authorize', auth: 'admin' },
  { method: 'PUT', url: '/api/users/me/website', auth: 'customer' },
  { method: 'PATCH', url: '/api/contractor-websites/1/reject', auth: 'admin' },
  { method: 'POST', url: '/api/prizes-groups', auth: 'admin' },
  { method: 'PATCH', url: '/api/prizes-groups/1', auth: 'admin' },
  { method: 'POST', url: '/api/prizes', auth: 'admin' },
  { method: 'PATCH', url: '/api/prizes/1', auth: 'admin' },
  { method: 'POST', url: '/api/prizes/characteristic', auth: 'admin' },
  { method: 'PATCH', url: '/api/prizes/characteristic/1', auth: 'admin' },
  { method: 'PUT', url: '/api/prizes/converter', auth: 'admin' },
  { method: 'PATCH', url: '/api/prizes/assign-category', auth: 'admin' },
  { method: 'POST', url: '/api/prizes/threshold', auth: 'admin' },
  { method: 'PATCH', url: '/api/prizes/threshold/1', auth: 'admin' },
  { method: 'POST', url: '/api/prizes/favorite/add', auth: 'customer' },
  { method: 'POST', url: '/api/prizes/favorite/remove', auth: 'customer' },
  { method: 'POST', url: '/api/prizes/partner-shops', auth: 'admin' },
  { method: 'PATCH', url: '/api/prizes/partner-shops/1', auth: 'admin' },
  { method: 'POST', url: '/api/orders/basket', auth: 'customer' },
  { method: 'PATCH', url: '/api/orders/basket/1', auth: 'customer' },
  { method: 'POST', url: '/api/orders', auth: 'customer' },
  { method: 'PATCH', url: '/api/orders/1', auth: 'admin' },
  { method: 'POST', url: '/api/orders/1/partner-shop-order', auth: 'admin' },
  { method: 'PATCH', url: '/api/order-elements/1', auth: 'admin' },
];
const bodies: Array<[string, unknown]> = [
  ['empty object', {}],
  ['wrong types', { email: 123, password: false, token: 5, userId: 'x', firstname: [], newPassword: {}, currentPassword: 1 }],
  ['huge strings', { email: `${HUGE}@x.pl`, password: HUGE, firstname: HUGE, token: HUGE, currentPassword: HUGE, newPassword: HUGE }],
  ['unknown field', { evil: true }],
  ['array', [1, 2, 3]],
  ['null', null],
];
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|Nieprawidłow|Podaj|pole|Zaloguj|znaków|wymagane|Nieznane pol/;

function expectPolish4xx(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  const { message } = JSON.parse(res.body) as { message: string | string[] };
  const text = [message].flat().join('\n');
  expect(text, label).toMatch(POLISH);
  expect(text, label).not.toMatch(/\bat .+\.(ts|js):\d+|Error:|undefined/);
}

describe('bad input', () => {
  for (const e of endpoints) {
    for (const [name, body] of bodies) {
      it(`${e.method} ${e.url.split('?')[0]}: ${name}`, async () => {
        const res = await t.app.inject({ method: e.method, url: e.url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...tokenFor(e.auth) } });
        expectPolish4xx(res, `${e.url} ${name}`);
      });
    }
    it(`${e.method} ${e.url.split('?')[0]}: broken JSON, wrong content type, over the size limit`, async () => {
      const headers = { 'content-type': 'application/json', ...tokenFor(e.auth) };
      expectPolish4xx(await t.app.inject({ method: e.method, url: e.url, headers, payload: '{"email": ' }), 'broken json');
      expectPolish4xx(await t.app.inject({ method: e.method, url: e.url, headers: { ...headers, 'content-type': 'text/xml' }, payload: '<a/>' }), 'xml');
      const big = await t.app.inject({ method: e.method, url: e.url, headers, payload: JSON.stringify({ email: 'x'.repeat(200_000) }) });
      expect(big.statusCode).toBe(413);
      expectPolish4xx(big, 'too large');
    });
  }

  it('reset confirm: missing or wrong query', async () => {
    expectPolish4xx(await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/confirm', payload: { password: 'Haslo12345' } }), 'no query');
    expectPolish4xx(await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/confirm?token=a&userId=-5', payload: { password: 'Haslo12345' } }), 'negative id');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/confirm?token=zly&userId=1', payload: { password: 'Haslo12345' } });
    expect(wrong.statusCode).toBe(400);
  });

  it('query strings and path ids of the points endpoints are checked too', async () => {
    const cases: Array<[string, 'customer' | 'admin']> = [
      ['/api/codes?take=abc', 'admin'], ['/api/codes?take=20000', 'admin'], ['/api/codes?status=MAYBE', 'admin'], ['/api/codes?from=2024-13', 'admin'],
      ['/api/codes/abc', 'admin'], ['/api/codes/history', 'admin'], ['/api/codes/batches/-1/csv', 'admin'],
      ['/api/ranking/-1', 'customer'], ['/api/ranking/0?skip=-5', 'customer'], ['/api/users/me/codes?take=x', 'customer'],
      ['/api/users/me/points/history?skip=1e99', 'customer'], ['/api/users/0/points', 'admin'],
      ['/api/users?status=WSZYSCY', 'admin'], ['/api/users?isGold=tak', 'admin'], ['/api/users?order=up', 'admin'], ['/api/users/abc', 'admin'],
      ['/api/users/999999', 'admin'], ['/api/districts?regionId=x', 'admin'],
      ['/api/files/download/..%2Fx.png', 'customer'], ['/api/gold-groups/members?take=x', 'admin'], ['/api/gold-docs?subgroupId=-1', 'admin'],
      ['/api/premium-group/candidates?take=5000', 'admin'], ['/api/premium-group/members?skip=-1', 'admin'],
    ];
    for (const [url, who] of cases) expectPolish4xx(await t.app.inject({ method: 'GET', url, headers: tokenFor(who) }), url);
    const csv = await t.app.inject({ method: 'POST', url: '/api/codes/import', headers: { ...tokenFor('admin'), 'content-type': 'text/csv' }, payload: 'ABC' });
    expectPolish4xx(csv, 'import without packageId');
    // members CSV import: the body is a text/csv file (its own checks in members/import.api.test.ts)
    for (const [url, type, payload] of [
      ['/api/users/csv-import', 'text/csv', 'e-mail\n'], ['/api/users/csv-import?mode=WSZYSTKO', 'text/csv', 'e-mail\n'],
      ['/api/users/csv-import?mode=DRY_RUN', 'application/json', '{"a":1}'], ['/api/users/csv-import?mode=DRY_RUN', 'text/xml', '<a/>'],
      ['/api/users/csv-import?mode=DRY_RUN', 'text/csv', 'x;y\n1;2\n'],
    ] as const) expectPolish4xx(await t.app.inject({ method: 'POST', url, headers: { ...tokenFor('admin'), 'content-type': type }, payload }), `${url} ${type}`);
  });

  it('an unknown API path answers 404 in Polish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nie-ma-takiego' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Nie ma takiego adresu API');
  });
});

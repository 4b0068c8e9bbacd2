import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLES, type PrizeDetails, type PrizeGroup, type PrizeListResponse } from '@klub/contracts';
import { queryRows } from '@klub/db';
import { buildApp } from '../../app';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
let customer = '';
let dth = '';
let rds = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  customer = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
  dth = await t.signIn(DEMO_USERS.dth.email, DEMO_USERS.dth.password);
  rds = await t.signIn(DEMO_USERS.rds.email, DEMO_USERS.rds.password);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
async function ok<T>(token: string, method: Method, url: string, payload?: unknown, status = 200): Promise<T> {
  const res = await call(token, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json() as T;
}
const list = (token: string, query = '') => ok<PrizeListResponse>(token, 'GET', `/api/prizes${query}`);
const names = (r: PrizeListResponse) => r.data.map((p) => p.name).sort();

async function makeGroup(name: string, extra: Record<string, unknown> = {}) {
  return (await ok<{ id: number }>(admin, 'POST', '/api/prizes-groups', { name, ...extra }, 201)).id;
}
async function makePrize(body: Record<string, unknown>) {
  return ok<PrizeDetails>(admin, 'POST', '/api/prizes', { stock: 10, ...body }, 201);
}

describe('prize groups', () => {
  it('answers a tree with subRows; customers see active groups only, admins all with ?all=true', async () => {
    const root = await makeGroup('Ogród testowy', { pos: 50 });
    const sub = await makeGroup('Grille testowe', { parentId: root });
    const hidden = await makeGroup('Ukryta podgrupa', { parentId: root, isActive: false });
    await makeGroup('Pod ukrytą', { parentId: hidden });

    const tree = await ok<PrizeGroup[]>(customer, 'GET', '/api/prizes-groups');
    const node = tree.find((g) => g.id === root)!;
    expect(node.subRows.map((g) => g.id)).toEqual([sub]);
    expect(tree.find((g) => g.name === 'Narzędzia malarskie')!.subRows.map((g) => g.name)).toEqual(['Pędzle i wałki']);

    const all = await ok<PrizeGroup[]>(admin, 'GET', '/api/prizes-groups?all=true');
    const adminNode = all.find((g) => g.id === root)!;
    expect(adminNode.subRows.map((g) => g.name).sort()).toEqual(['Grille testowe', 'Ukryta podgrupa']);
    expect(adminNode.subRows.find((g) => g.id === hidden)!.subRows.map((g) => g.name)).toEqual(['Pod ukrytą']);
    expect((await call(customer, 'GET', '/api/prizes-groups?all=true')).statusCode).toBe(403);

    expect((await ok<PrizeGroup>(customer, 'GET', `/api/prizes-groups/${root}`)).subRows).toHaveLength(1);
    expect((await call(customer, 'GET', `/api/prizes-groups/${hidden}`)).statusCode).toBe(404);
    expect((await ok<PrizeGroup>(admin, 'GET', `/api/prizes-groups/${hidden}`)).isActive).toBe(false);
  });

  it('edits a group, refuses cycles and unknown parents, and deletes only empty groups (409)', async () => {
    const a = await makeGroup('A grupa');
    const b = await makeGroup('B grupa', { parentId: a });
    expect((await call(admin, 'PATCH', `/api/prizes-groups/${a}`, { parentId: b })).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', `/api/prizes-groups/${a}`, { parentId: a })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/prizes-groups', { name: 'X', parentId: 999999 })).statusCode).toBe(400);
    await ok(admin, 'PATCH', `/api/prizes-groups/${b}`, {
      name: 'B nowa',
      description: '<p onclick="x()">Opis<script>alert(1)</script></p>',
    });
    const node = await ok<PrizeGroup>(admin, 'GET', `/api/prizes-groups/${b}`);
    expect(node.name).toBe('B nowa');
    expect(node.description).toBe('<p>Opis</p>');

    const withSub = await call(admin, 'DELETE', `/api/prizes-groups/${a}`);
    expect(withSub.statusCode).toBe(409);
    expect(withSub.json().message).toMatch(/podgrupy: 1/);
    await makePrize({ groupId: b, name: 'W grupie B', pointsPrice: 10 });
    expect((await call(admin, 'DELETE', `/api/prizes-groups/${b}`)).statusCode).toBe(409);
    const empty = await makeGroup('Pusta');
    await ok(admin, 'DELETE', `/api/prizes-groups/${empty}`);
    expect((await call(admin, 'DELETE', `/api/prizes-groups/${empty}`)).statusCode).toBe(404);
  });
});

describe('prizes', () => {
  it('CRUD with a sanitised description; variants; details; delete', async () => {
    const g = await makeGroup('CRUD grupa');
    const created = await makePrize({
      groupId: g,
      name: 'Kask',
      pointsPrice: 700,
      plnPrice: 69.9,
      description:
        '<p>Dobry <strong>kask</strong><img src=x onerror="alert(1)"><a href="javascript:alert(1)">link</a><script>x()</script></p>',
    });
    expect(created.description).toBe('<p>Dobry <strong>kask</strong><a rel="noopener noreferrer">link</a></p>');
    expect(created.groupName).toBe('CRUD grupa');

    const m = await ok<{ id: number }>(
      admin,
      'POST',
      '/api/prizes/characteristic',
      { prizeId: created.id, name: 'Rozmiar', value: 'M' },
      201,
    );
    await ok(admin, 'POST', '/api/prizes/characteristic', { prizeId: created.id, name: 'Rozmiar', value: 'L', pos: 2 }, 201);
    expect((await call(admin, 'POST', '/api/prizes/characteristic', { prizeId: 999999, name: 'R', value: 'S' })).statusCode).toBe(409);
    let details = await ok<PrizeDetails>(customer, 'GET', `/api/prizes/${created.id}`);
    expect(details.characteristics.map((c) => c.value)).toEqual(['M', 'L']);
    expect(details.characteristicsCount).toBe(2);
    await ok(admin, 'PATCH', `/api/prizes/characteristic/${m.id}`, { value: 'S' });
    await ok(admin, 'DELETE', `/api/prizes/characteristic/${m.id}`);
    details = await ok<PrizeDetails>(customer, 'GET', `/api/prizes/${created.id}`);
    expect(details.characteristics.map((c) => c.value)).toEqual(['L']);

    const edited = await ok<PrizeDetails>(admin, 'PATCH', `/api/prizes/${created.id}`, {
      name: 'Kask ochronny',
      stock: 3,
      description: '<h2>Nowy</h2>',
    });
    expect([edited.name, edited.stock, edited.description]).toEqual(['Kask ochronny', 3, '<h2>Nowy</h2>']);
    expect((await call(admin, 'PATCH', `/api/prizes/${created.id}`, { groupId: 999999 })).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', '/api/prizes/999999', { name: 'x' })).statusCode).toBe(404);

    await ok(admin, 'DELETE', `/api/prizes/${created.id}`);
    expect((await call(admin, 'GET', `/api/prizes/${created.id}`)).statusCode).toBe(404);
  });

  it('without a points price it is computed from the PLN price and the converter; neither price is refused', async () => {
    await ok(admin, 'PUT', '/api/prizes/converter', { pointsPerPln: 10 });
    const p = await makePrize({ name: 'Tylko złotówki', plnPrice: 19.99 });
    expect(p.pointsPrice).toBe(200);
    const res = await call(admin, 'POST', '/api/prizes', { name: 'Bez ceny' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/Podaj cenę w punktach lub cenę w złotych/);
  });

  it('customers see only active prizes in active groups (ancestors included); admins see all and filter by isActive', async () => {
    const top = await makeGroup('Widoczność');
    const off = await makeGroup('Wyłączona', { parentId: top, isActive: false });
    const on = await makeGroup('Włączona', { parentId: top });
    await makePrize({ groupId: on, name: 'Widoczna', pointsPrice: 100 });
    const inactive = await makePrize({ groupId: on, name: 'Nieaktywna', pointsPrice: 100, isActive: false });
    const inOff = await makePrize({ groupId: off, name: 'W wyłączonej', pointsPrice: 100 });
    await makePrize({ name: 'Bez grupy', pointsPrice: 100 });

    expect(names(await list(customer, `?groupId=${top}`))).toEqual(['Widoczna']);
    expect(names(await list(customer, '?search=bez grupy'))).toEqual([]);
    expect((await call(customer, 'GET', `/api/prizes/${inactive.id}`)).statusCode).toBe(404);
    expect((await call(customer, 'GET', `/api/prizes/${inOff.id}`)).statusCode).toBe(404);
    expect(names(await list(admin, `?groupId=${top}`))).toEqual(['Nieaktywna', 'W wyłączonej', 'Widoczna']);
    expect(names(await list(admin, `?groupId=${top}&isActive=false`))).toEqual(['Nieaktywna']);
    expect(names(await list(admin, '?search=bez grupy'))).toEqual(['Bez grupy']);
    // A customer's isActive filter is ignored: it cannot reveal anything.
    expect(names(await list(customer, `?groupId=${top}&isActive=false`))).toEqual(['Widoczna']);

    // Switching the parent group off hides its subgroups' prizes at once (cache invalidated).
    await ok(admin, 'PATCH', `/api/prizes-groups/${top}`, { isActive: false });
    expect((await list(customer, `?groupId=${on}`)).total).toBe(0);
    expect((await ok<PrizeGroup[]>(customer, 'GET', '/api/prizes-groups')).some((g) => g.id === top)).toBe(false);
  });

  it('filters: group with subgroups, threshold, min/max points, search, shop number, paging', async () => {
    const demo = await list(customer);
    expect(demo.total).toBeGreaterThanOrEqual(8);
    const tools = (await ok<PrizeGroup[]>(customer, 'GET', '/api/prizes-groups')).find((g) => g.name === 'Narzędzia malarskie')!;
    expect(names(await list(customer, `?groupId=${tools.id}`))).toEqual([
      'Drabina aluminiowa',
      'Kurtka robocza',
      'Wałek malarski 25 cm',
      'Zestaw pędzli profesjonalnych',
    ]);
    expect(names(await list(customer, `?groupId=${tools.subRows[0]!.id}`))).toEqual([
      'Wałek malarski 25 cm',
      'Zestaw pędzli profesjonalnych',
    ]);

    const th = await ok<{ id: number }>(
      admin,
      'POST',
      '/api/prizes/threshold',
      { name: 'Od 4000 do 8000', minPoints: 4000, maxPoints: 8000 },
      201,
    );
    expect(names(await list(customer, `?thresholdId=${th.id}`))).toEqual(['Smartwatch', 'Wkrętarka akumulatorowa']);
    expect(names(await list(customer, '?minPoints=2000&maxPoints=4500'))).toEqual(['Drabina aluminiowa', 'Wkrętarka akumulatorowa']);
    expect((await call(customer, 'GET', '/api/prizes?thresholdId=999999')).statusCode).toBe(404);
    expect(names(await list(customer, '?search=KURTKA'))).toEqual(['Kurtka robocza']);
    expect(names(await list(admin, '?shopNumber=101'))).toEqual(['Drabina aluminiowa']);
    const page = await list(customer, `?groupId=${tools.id}&skip=1&take=2`);
    expect(page.total).toBe(4);
    expect(page.data).toHaveLength(2);

    const thresholds = await ok<Array<{ id: number; name: string }>>(customer, 'GET', '/api/prizes/thresholds');
    expect(thresholds.map((x) => x.name)).toContain('Od 4000 do 8000');
    await ok(admin, 'PATCH', `/api/prizes/threshold/${th.id}`, { name: 'Od 4000', minPoints: 4000, maxPoints: null });
    expect(names(await list(customer, `?thresholdId=${th.id}`))).toEqual(['Smartwatch', 'Wkrętarka akumulatorowa']);
    expect((await call(admin, 'POST', '/api/prizes/threshold', { name: 'Zły', minPoints: 10, maxPoints: 5 })).statusCode).toBe(400);
    await ok(admin, 'DELETE', `/api/prizes/threshold/${th.id}`);
    expect((await ok<Array<{ id: number }>>(customer, 'GET', '/api/prizes/thresholds')).some((x) => x.id === th.id)).toBe(false);
  });

  it('assign-category moves the chosen prizes into a group', async () => {
    const from = await makeGroup('Stara kategoria');
    const to = await makeGroup('Nowa kategoria');
    const a = await makePrize({ groupId: from, name: 'Przenoszona 1', pointsPrice: 5 });
    const b = await makePrize({ groupId: from, name: 'Przenoszona 2', pointsPrice: 5 });
    const res = await ok<{ updated: number }>(admin, 'PATCH', '/api/prizes/assign-category', { prizeIds: [a.id, b.id, a.id], groupId: to });
    expect(res.updated).toBe(2);
    expect(names(await list(customer, `?groupId=${to}`))).toEqual(['Przenoszona 1', 'Przenoszona 2']);
    expect((await call(admin, 'PATCH', '/api/prizes/assign-category', { prizeIds: [a.id], groupId: 999999 })).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', '/api/prizes/assign-category', { prizeIds: [], groupId: to })).statusCode).toBe(400);
  });
});

describe('converter', () => {
  it('convert-prizes sets ceil(PLN × rate) on every prize with a PLN price, and leaves the others', async () => {
    const g = await makeGroup('Przeliczane');
    const a = await makePrize({ groupId: g, name: 'Za 19,99', pointsPrice: 1, plnPrice: 19.99 });
    const b = await makePrize({ groupId: g, name: 'Za 0,01', pointsPrice: 1, plnPrice: 0.01 });
    const c = await makePrize({ groupId: g, name: 'Bez złotówek', pointsPrice: 333 });
    expect((await ok<{ pointsPerPln: number }>(admin, 'PUT', '/api/prizes/converter', { pointsPerPln: 12.5 })).pointsPerPln).toBe(12.5);
    expect((await ok<{ pointsPerPln: number }>(admin, 'GET', '/api/prizes/converter')).pointsPerPln).toBe(12.5);
    // Before convert-prizes nothing changes.
    expect((await ok<PrizeDetails>(customer, 'GET', `/api/prizes/${a.id}`)).pointsPrice).toBe(1);
    const res = await ok<{ updated: number }>(admin, 'POST', '/api/prizes/convert-prizes');
    const [withPln] = await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from prizes where pln_price is not null`);
    expect(res.updated).toBe(withPln!.n);
    const prices = Object.fromEntries((await list(customer, `?groupId=${g}`)).data.map((p) => [p.name, p.pointsPrice]));
    expect(prices).toEqual({ 'Za 19,99': 250, 'Za 0,01': 1, 'Bez złotówek': 333 }); // 249.875 → 250; 0.125 → 1
    void b;
    void c;
    expect((await call(admin, 'PUT', '/api/prizes/converter', { pointsPerPln: 0 })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', '/api/prizes/converter', { pointsPerPln: 'dziesięć' })).statusCode).toBe(400);
    await ok(admin, 'PUT', '/api/prizes/converter', { pointsPerPln: 10 });
  });
});

describe('favourites', () => {
  it('add / remove / list with isFavorite on the list and details; only visible prizes', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'fav' });
    const all = await list(m!.token);
    const [p1, p2] = all.data;
    expect(all.data.every((p) => p.isFavorite === false)).toBe(true);
    await ok(m!.token, 'POST', '/api/prizes/favorite/add', { prizeId: p1!.id });
    await ok(m!.token, 'POST', '/api/prizes/favorite/add', { prizeId: p2!.id });
    await ok(m!.token, 'POST', '/api/prizes/favorite/add', { prizeId: p2!.id }); // twice is fine
    const favs = await ok<PrizeListResponse>(m!.token, 'GET', '/api/prizes/favorites');
    expect(favs.data.map((p) => p.id).sort()).toEqual([p1!.id, p2!.id].sort());
    expect(favs.data.every((p) => p.isFavorite)).toBe(true);
    const after = await list(m!.token);
    expect(
      after.data
        .filter((p) => p.isFavorite)
        .map((p) => p.id)
        .sort(),
    ).toEqual([p1!.id, p2!.id].sort());
    expect((await ok<PrizeDetails>(m!.token, 'GET', `/api/prizes/${p1!.id}`)).isFavorite).toBe(true);
    // Someone else's list is not affected.
    expect((await list(customer)).data.some((p) => p.isFavorite && (p.id === p1!.id || p.id === p2!.id))).toBe(false);

    await ok(m!.token, 'POST', '/api/prizes/favorite/remove', { prizeId: p1!.id });
    expect((await list(m!.token)).data.filter((p) => p.isFavorite).map((p) => p.id)).toEqual([p2!.id]);
    expect((await ok<PrizeDetails>(m!.token, 'GET', `/api/prizes/${p1!.id}`)).isFavorite).toBe(false);

    // A prize switched off disappears from the favourites list; unknown prizes answer 404.
    await ok(admin, 'PATCH', `/api/prizes/${p2!.id}`, { isActive: false });
    expect((await ok<PrizeListResponse>(m!.token, 'GET', '/api/prizes/favorites')).data).toEqual([]);
    expect((await call(m!.token, 'POST', '/api/prizes/favorite/add', { prizeId: p2!.id })).statusCode).toBe(404);
    expect((await call(m!.token, 'POST', '/api/prizes/favorite/add', { prizeId: 999999 })).statusCode).toBe(404);
    await ok(admin, 'PATCH', `/api/prizes/${p2!.id}`, { isActive: true });
  });

  it('at most 100 favourites', async () => {
    const g = await makeGroup('Setka');
    const [m] = await makeMembers(t, 1, { prefix: 'fav100' });
    const values = Array.from({ length: 101 }, (_, i) => sql`(${g}, ${`Nagroda ${i}`}, 10)`);
    await t.db.db.execute(sql`insert into prizes (group_id, name, points_price) values ${sql.join(values, sql`, `)}`);
    await ok(admin, 'PATCH', '/api/prizes-groups/' + g, { pos: 1 }); // a write through the API drops the cache
    const ids = (await list(m!.token, `?groupId=${g}`)).data.map((p) => p.id);
    expect(ids).toHaveLength(101);
    await t.db.db.execute(
      sql`insert into favourites (user_id, prize_id) select ${m!.id}, id from prizes where group_id = ${g} and id <> ${ids[100]!}`,
    );
    const full = await call(m!.token, 'POST', '/api/prizes/favorite/add', { prizeId: ids[100] });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/najwyżej 100/);
    expect((await ok<PrizeListResponse>(m!.token, 'GET', '/api/prizes/favorites')).data).toHaveLength(100);
  });

  it.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    '30 parallel adds by one member with 90 favourites stop at exactly 100 (PostgreSQL; PGlite runs one transaction at a time)',
    async () => {
      const g = await makeGroup('Wyścig');
      const [m] = await makeMembers(t, 1, { prefix: 'race' });
      const values = Array.from({ length: 120 }, (_, i) => sql`(${g}, ${`Wyścig ${i}`}, 10)`);
      await t.db.db.execute(sql`insert into prizes (group_id, name, points_price) values ${sql.join(values, sql`, `)}`);
      await ok(admin, 'PATCH', `/api/prizes-groups/${g}`, { pos: 2 });
      const ids = (await list(m!.token, `?groupId=${g}`)).data.map((p) => p.id);
      await t.db.db.execute(
        sql`insert into favourites (user_id, prize_id) select ${m!.id}, unnest(${`{${ids.slice(0, 90).join(',')}}`}::int[])`,
      );
      const answers = await Promise.all(ids.slice(90).map((prizeId) => call(m!.token, 'POST', '/api/prizes/favorite/add', { prizeId })));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(20);
      const [n] = await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from favourites where user_id = ${m!.id}`);
      expect(n!.n).toBe(100);
    },
  );

  it('DTH, RDS and admins cannot keep favourites', async () => {
    for (const token of [dth, rds]) {
      expect((await call(token, 'POST', '/api/prizes/favorite/add', { prizeId: 1 })).statusCode).toBe(403);
      expect((await call(token, 'GET', '/api/prizes/favorites')).statusCode).toBe(403);
      // They may browse; nothing is a favourite for them.
      expect((await list(token)).data.every((p) => !p.isFavorite)).toBe(true);
    }
    expect((await call(admin, 'POST', '/api/prizes/favorite/add', { prizeId: 1 })).statusCode).toBe(403);
  });
});

describe('partner shops', () => {
  it('CRUD with a unique shopNumber (409); a shop with products cannot be deleted', async () => {
    const shop = await ok<{ id: number; shopNumber: number; prizesCount: number }>(
      admin,
      'POST',
      '/api/prizes/partner-shops',
      { shopNumber: 555, name: 'Farby Sp. z o.o.', email: 'Sklep@Farby.pl', url: 'https://farby.pl' },
      201,
    );
    expect(shop.prizesCount).toBe(0);
    const dup = await call(admin, 'POST', '/api/prizes/partner-shops', { shopNumber: 555, name: 'Drugi' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/555 już istnieje/);
    expect(
      (await call(admin, 'POST', '/api/prizes/partner-shops', { shopNumber: 556, name: 'Zły URL', url: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
    const shops = await ok<Array<{ shopNumber: number; email: string | null }>>(admin, 'GET', '/api/prizes/partner-shops');
    expect(shops.find((s) => s.shopNumber === 555)!.email).toBe('sklep@farby.pl');

    const product = await makePrize({ name: 'Produkt partnera', pointsPrice: 50, shopNumber: 555 });
    expect((await call(admin, 'POST', '/api/prizes', { name: 'Zły sklep', pointsPrice: 5, shopNumber: 9999 })).statusCode).toBe(400);
    expect(names(await list(admin, '?shopNumber=555'))).toEqual(['Produkt partnera']);
    expect((await call(admin, 'DELETE', `/api/prizes/partner-shops/${shop.id}`)).statusCode).toBe(409);
    await ok(admin, 'PATCH', `/api/prizes/partner-shops/${shop.id}`, { shopNumber: 555, name: 'Farby S.A.' });
    await ok(admin, 'DELETE', `/api/prizes/${product.id}`);
    await ok(admin, 'DELETE', `/api/prizes/partner-shops/${shop.id}`);
    expect((await call(admin, 'DELETE', `/api/prizes/partner-shops/${shop.id}`)).statusCode).toBe(404);
  });
});

describe('bad query strings and ids', () => {
  it('answer 400 in Polish, never 500', async () => {
    for (const url of [
      '/api/prizes?take=abc',
      '/api/prizes?take=100000',
      '/api/prizes?groupId=-1',
      '/api/prizes?isActive=tak',
      '/api/prizes?evil=1',
      '/api/prizes?minPoints=1e99',
      '/api/prizes/abc',
      '/api/prizes/0',
      '/api/prizes-groups?all=maybe',
      '/api/prizes-groups/x',
    ]) {
      const res = await call(admin, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toMatch(/[ąćęłńóśźż]|Nieprawidłow|Nieznane|Podaj|Najwy|Maksymalnie|liczb/i);
    }
  });
});

describe('authorisation', () => {
  it('customers, DTH and RDS get 403 on every admin write and admin read', async () => {
    const writes: Array<[Method, string, unknown]> = [
      ['POST', '/api/prizes-groups', { name: 'x' }],
      ['PATCH', '/api/prizes-groups/1', { name: 'x' }],
      ['DELETE', '/api/prizes-groups/1', undefined],
      ['POST', '/api/prizes', { name: 'x', pointsPrice: 1 }],
      ['PATCH', '/api/prizes/1', { name: 'x' }],
      ['DELETE', '/api/prizes/1', undefined],
      ['POST', '/api/prizes/characteristic', { prizeId: 1, name: 'a', value: 'b' }],
      ['PATCH', '/api/prizes/characteristic/1', { value: 'b' }],
      ['DELETE', '/api/prizes/characteristic/1', undefined],
      ['GET', '/api/prizes/converter', undefined],
      ['PUT', '/api/prizes/converter', { pointsPerPln: 3 }],
      ['POST', '/api/prizes/convert-prizes', undefined],
      ['POST', '/api/prizes/threshold', { name: 'a', minPoints: 1 }],
      ['PATCH', '/api/prizes/threshold/1', { name: 'a', minPoints: 1 }],
      ['DELETE', '/api/prizes/threshold/1', undefined],
      ['PATCH', '/api/prizes/assign-category', { prizeIds: [1], groupId: 1 }],
      ['GET', '/api/prizes/partner-shops', undefined],
      ['POST', '/api/prizes/partner-shops', { shopNumber: 7, name: 'a' }],
      ['PATCH', '/api/prizes/partner-shops/1', { shopNumber: 7, name: 'a' }],
      ['DELETE', '/api/prizes/partner-shops/1', undefined],
    ];
    for (const token of [customer, dth, rds]) {
      for (const [method, url, body] of writes) expect((await call(token, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url] of [
      ['GET', '/api/prizes'],
      ['GET', '/api/prizes-groups'],
      ['GET', '/api/prizes/thresholds'],
      ['GET', '/api/prizes/1'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    expect(ROLES.DTH).toBe(41);
  });
});

describe('cache', () => {
  it('a write is visible on the next read (the cached list and tree are dropped)', async () => {
    const g = await makeGroup('Cache');
    const p = await makePrize({ groupId: g, name: 'Przed zmianą', pointsPrice: 10 });
    // On PostgreSQL an admin write's NOTIFY goes out with its COMMIT, and this instance hears its
    // own a moment after the answer: let it land before filling the cache it would drop.
    if (t.driver === 'postgres') await new Promise((r) => setTimeout(r, 200));
    expect(names(await list(customer, `?groupId=${g}`))).toEqual(['Przed zmianą']);
    // A change behind the API's back is not seen: the list really comes from the cache…
    await t.db.db.execute(sql`update prizes set name = 'Za plecami' where id = ${p.id}`);
    expect(names(await list(customer, `?groupId=${g}`))).toEqual(['Przed zmianą']);
    // Stock changes with orders, outside this module: the details read it fresh.
    await t.db.db.execute(sql`update prizes set stock = 0 where id = ${p.id}`);
    expect((await ok<PrizeDetails>(customer, 'GET', `/api/prizes/${p.id}`)).stock).toBe(0);
    // …and any write through the API drops it.
    await ok(admin, 'PATCH', `/api/prizes/${p.id}`, { name: 'Po zmianie' });
    expect(names(await list(customer, `?groupId=${g}`))).toEqual(['Po zmianie']);
    await ok(admin, 'PATCH', `/api/prizes-groups/${g}`, { name: 'Cache 2' });
    expect((await ok<PrizeGroup[]>(customer, 'GET', '/api/prizes-groups')).some((x) => x.name === 'Cache 2')).toBe(true);
  });

  it.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'a write on one instance drops the cache of another (PostgreSQL LISTEN/NOTIFY; PGlite has one process only)',
    async () => {
      const other = await buildApp({ config: t.config, db: t.db });
      await other.ready();
      try {
        const g = await makeGroup('Dwie instancje');
        const p = await makePrize({ groupId: g, name: 'Wersja 1', pointsPrice: 10 });
        const readOther = async () =>
          (await other.inject({ method: 'GET', url: `/api/prizes?groupId=${g}`, headers: bearer(customer) })).json() as PrizeListResponse;
        // Wait until the second instance's LISTEN is up (it caches only then), then fill its cache.
        for (let i = 0; i < 50 && !other.sessionCache.isListening; i++) await new Promise((r) => setTimeout(r, 20));
        expect(names(await readOther())).toEqual(['Wersja 1']);
        await t.db.db.execute(sql`update prizes set name = 'Za plecami' where id = ${p.id}`);
        expect(names(await readOther())).toEqual(['Wersja 1']); // the second instance serves its cache
        await ok(admin, 'PATCH', `/api/prizes/${p.id}`, { name: 'Wersja 2' }); // written through the first instance
        let seen: string[] = [];
        for (let i = 0; i < 100; i++) {
          seen = names(await readOther());
          if (seen[0] === 'Wersja 2') break;
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(seen).toEqual(['Wersja 2']);
      } finally {
        await other.close();
      }
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ROLES } from '@klub/contracts';
import { bearer, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { openAdminApp } from '../../testing/admin-app';
import { makeMembers } from '../../testing/fixtures';
import { linkIn } from '../../testing/smtp';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
const member = (over: Record<string, unknown> = {}) => ({
  email: 'nowy.czlonek@example.pl',
  type: 21,
  firstname: 'Ewa',
  lastname: 'Szpachla',
  phone: '600 111 222',
  companyName: 'Szpachla s.c.',
  nip: '526-025-09-95',
  city: 'Wrocław',
  postCode: '50-001',
  street: 'Rynek 1',
  regionId: 1,
  ...over,
});

describe('club members (admin)', () => {
  it('adds a member who sets their own password from the e-mailed link', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(admin), payload: member() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'nowy.czlonek@example.pl',
      status: 'ACTIVE',
      nip: '5260250995',
      regionName: 'dolnośląskie',
      type: 21,
    });
    const link = linkIn(await t.mailbox.waitFor('nowy.czlonek@example.pl', 'Ustaw swoje hasło'));
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/confirm?token=${link.searchParams.get('token')}&userId=${link.searchParams.get('userId')}`,
      payload: { password: 'Wlasne12345' },
    });
    expect(ok.statusCode).toBe(200);
    expect(await t.signIn('nowy.czlonek@example.pl', 'Wlasne12345')).toBeTypeOf('string');
    expect((await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(admin), payload: member() })).statusCode).toBe(409);
  });

  it('10 parallel additions with one e-mail: one account (201), nine refusals (409 in Polish), never a 500', async () => {
    const email = 'rownolegly@example.pl';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/users',
          headers: bearer(admin),
          payload: member({ email, lastname: 'Równoległy', companyName: null, nip: null, regionId: null }),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().message === ERROR_CODES.EMAIL_TAKEN.message)).toBe(true);
    expect((await get(`/api/users?search=${email}`)).json().total).toBe(1);
  });

  it('lists with server-side filters, sorting and paging', async () => {
    await makeMembers(t, 5, { prefix: 'lista', regionId: 7 });
    const page = (await get('/api/users?regionId=7&take=2&sort=email&order=desc')).json();
    expect(page.total).toBe(5);
    expect(page.data).toHaveLength(2);
    expect(page.data[0].email > page.data[1].email).toBe(true);
    const all0 = (await get('/api/users?take=1')).json();
    expect((await get('/api/users?search=Szpachla')).json().data.map((m: { email: string }) => m.email)).toEqual([
      'nowy.czlonek@example.pl',
    ]);
    expect((await get('/api/users?search=5260250995')).json().total).toBe(1);
    expect((await get('/api/users?role=41')).json().data.map((m: { email: string }) => m.email)).toEqual([DEMO_USERS.dth.email]);
    expect((await get('/api/users?status=NOT_ACTIVE')).json().total).toBe(0);
    const employees = (await get('/api/users?employees=true&sort=email')).json();
    expect(employees.data.map((m: { email: string }) => m.email)).toEqual([DEMO_USERS.dth.email, DEMO_USERS.rds.email]);
    expect(employees.total).toBe(2);
    const others = (await get('/api/users?employees=false&take=100')).json();
    expect(others.data.some((m: { type: number }) => m.type === ROLES.DTH || m.type === ROLES.RDS)).toBe(false);
    expect(others.total + employees.total).toBe(all0.total);
    expect((await get('/api/users?employees=tak')).statusCode).toBe(400);
    const all = (await get('/api/users?take=100')).json();
    expect(all.data.some((m: { type: number }) => m.type === ROLES.ADMIN)).toBe(false);
    expect((await get('/api/users?sort=hasło')).statusCode).toBe(400);
  });

  it('confirms a member, toggles gold and premium, shows DTH and RDS', async () => {
    const list = (await get(`/api/users?search=${encodeURIComponent(DEMO_USERS.contractor.email)}`)).json();
    const id = list.data[0].id;
    const details = (await get(`/api/users/${id}`)).json();
    const dth = (await get(`/api/users/${id}/dth`)).json();
    const rds = (await get(`/api/users/${id}/rds`)).json();
    expect(dth.fullName).toBe('Damian Doradca');
    expect(rds.fullName).toBe('Robert Dyrektor');
    expect(details).toMatchObject({ dthName: 'Damian Doradca', rdsName: 'Robert Dyrektor' });
    const gold = await t.app.inject({ method: 'PATCH', url: `/api/users/gold/${id}`, headers: bearer(admin), payload: { isGold: true } });
    expect(gold.json().isGold).toBe(true);
    const premium = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/premium/${id}`,
      headers: bearer(admin),
      payload: { isPremium: true },
    });
    expect(premium.json()).toMatchObject({ isGold: true, isPremium: true });

    const created = (await get('/api/users?search=Szpachla')).json().data[0];
    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${created.id}`,
      headers: bearer(admin),
      payload: member({ status: 'ACTIVE_CONFIRMED', dthId: dth.id }),
    });
    expect(confirmed.json()).toMatchObject({ status: 'ACTIVE_CONFIRMED', dthName: 'Damian Doradca' });
    const notDth = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${created.id}`,
      headers: bearer(admin),
      payload: member({ dthId: id }),
    });
    expect(notDth.statusCode).toBe(400);
  });

  it('deactivating a member ends their sessions at once', async () => {
    const [m] = await makeMembers(t, 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me-client', headers: bearer(m!.token) })).statusCode).toBe(200);
    const row = (await get(`/api/users/${m!.id}`)).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${m!.id}`,
      headers: bearer(admin),
      payload: { ...member({ email: row.email, postCode: '30-001', phone: '600000000', city: 'Kraków' }), status: 'NOT_ACTIVE' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me-client', headers: bearer(m!.token) })).statusCode).toBe(401);
  });

  it('changes status alone, even for a member with an incomplete profile or an employee', async () => {
    const [m] = await makeMembers(t, 1); // no phone and no post code: the full edit form would refuse
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${m!.id}/status`,
      headers: bearer(admin),
      payload: { status: 'ACTIVE_CONFIRMED' },
    });
    expect(res.json().status).toBe('ACTIVE_CONFIRMED');
    const dthId = (await get('/api/users?role=41')).json().data[0].id;
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${dthId}/status`,
      headers: bearer(admin),
      payload: { status: 'NOT_ACTIVE' },
    });
    expect(off.json().status).toBe('NOT_ACTIVE');
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/users/${m!.id}/status`, headers: bearer(admin), payload: { status: 'MAYBE' } }))
        .statusCode,
    ).toBe(400);
  });

  it('deletes (anonymises) a member', async () => {
    const [m] = await makeMembers(t, 1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${m!.id}`, headers: bearer(admin) })).json().message).toBe(
      'Konto zostało usunięte',
    );
    expect((await get(`/api/users/${m!.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me-client', headers: bearer(m!.token) })).statusCode).toBe(401);
  });
});

describe('employees', () => {
  it('creates a DTH under an RDS, refuses a DTH without an RDS, edits it', async () => {
    const rdsId = (await get('/api/users?role=61')).json().data[0].id;
    const body = { email: 'nowy.dth@klub.test', type: 41, firstname: 'Tomasz', lastname: 'Handlowy', phone: '601000041', rdsId };
    const noRds = await t.app.inject({
      method: 'POST',
      url: '/api/users/employee',
      headers: bearer(admin),
      payload: { ...body, rdsId: null },
    });
    expect(noRds.statusCode).toBe(400);
    expect(noRds.json().message).toBe('Wskaż RDS, któremu podlega DTH');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/employee', headers: bearer(admin), payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 41, status: 'ACTIVE_CONFIRMED', rdsName: 'Robert Dyrektor' });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/employee',
      headers: bearer(admin),
      payload: { ...body, id: res.json().id, lastname: 'Handlowski' },
    });
    expect(edited.json().lastname).toBe('Handlowski');
    const asMember = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${res.json().id}`,
      headers: bearer(admin),
      payload: member({ email: 'nowy.dth@klub.test' }),
    });
    expect(asMember.statusCode).toBe(400);
  });
});

describe('regions and districts', () => {
  it('adds, renames and deletes only the chosen region; a region in use cannot go', async () => {
    const r = (await t.app.inject({ method: 'POST', url: '/api/regions', headers: bearer(admin), payload: { name: 'Testowe' } })).json();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/regions', headers: bearer(admin), payload: { name: 'Testowe' } })).statusCode,
    ).toBe(409);
    const renamed = (
      await t.app.inject({ method: 'PATCH', url: `/api/regions/${r.id}`, headers: bearer(admin), payload: { name: 'Testowe 2' } })
    ).json();
    expect(renamed.name).toBe('Testowe 2');
    const d = await t.app.inject({
      method: 'POST',
      url: '/api/districts',
      headers: bearer(admin),
      payload: { name: 'powiat testowy', regionId: r.id },
    });
    expect(d.json()).toMatchObject({ name: 'powiat testowy', regionName: 'Testowe 2' });
    const inUse = await t.app.inject({ method: 'DELETE', url: `/api/regions/${r.id}`, headers: bearer(admin) });
    expect(inUse.statusCode).toBe(409);
    await t.app.inject({ method: 'DELETE', url: `/api/districts/${d.json().id}`, headers: bearer(admin) });
    const before = (await t.app.inject({ method: 'GET', url: '/api/regions' })).json().length;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/regions/${r.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/users/regions' })).json();
    expect(after).toHaveLength(before - 1);
    expect(after.some((x: { id: number }) => x.id === r.id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/regions/7', headers: bearer(admin) })).json().message).toMatch(
      /Region jest używany/,
    );
    expect(ERROR_CODES.CONFLICT.status).toBe(409);
  });

  it('lists regions and districts in Polish alphabetical order (Ł after L, Ś after S, Ż after Z), not by bytes', async () => {
    const names = ['Żabia test', 'Zabrze test', 'Śląsk test', 'Sopot test', 'Łowicz test', 'Lublin test', 'Mazury test'];
    const ids: number[] = [];
    for (const name of names) {
      ids.push((await t.app.inject({ method: 'POST', url: '/api/regions', headers: bearer(admin), payload: { name } })).json().id);
    }
    const polishOrder = ['Lublin test', 'Łowicz test', 'Mazury test', 'Sopot test', 'Śląsk test', 'Zabrze test', 'Żabia test'];
    for (const url of ['/api/regions', '/api/users/regions']) {
      const listed = (await t.app.inject({ method: 'GET', url })).json() as Array<{ name: string }>;
      expect(listed.map((r) => r.name).filter((n) => names.includes(n))).toEqual(polishOrder);
      const at = (name: string) => listed.findIndex((r) => r.name === name);
      expect(at('łódzkie')).toBeLessThan(at('małopolskie'));
      expect(at('świętokrzyskie')).toBeLessThan(at('warmińsko-mazurskie'));
    }
    for (const name of ['żniński', 'zgierski', 'łowicki', 'lubelski']) {
      await t.app.inject({ method: 'POST', url: '/api/districts', headers: bearer(admin), payload: { name, regionId: ids[0] } });
    }
    const districts = (await t.app.inject({ method: 'GET', url: `/api/districts?regionId=${ids[0]}`, headers: bearer(admin) })).json();
    expect(districts.map((d: { name: string }) => d.name)).toEqual(['lubelski', 'łowicki', 'zgierski', 'żniński']);
  });
});

describe('CSV export', () => {
  it('exports members as Polish-Excel CSV with formula cells neutralised (a +48 phone is a number, kept as it is); the mailing export has only consenting members', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(admin),
      payload: member({ email: 'formula@example.pl', companyName: '=HYPERLINK("http://x")', marketingConsent: false }),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(admin),
      payload: member({ email: 'zgoda@example.pl', phone: '+48 601 234 567', marketingConsent: true }),
    });
    const res = await get('/api/users/csv-export');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).trim().split(/\r?\n/);
    expect(lines[0]!.split(';').slice(0, 4)).toEqual(['id', 'e-mail', 'imię', 'nazwisko']);
    const formula = lines.find((l) => l.includes('formula@example.pl'))!;
    expect(formula).toContain(`'=HYPERLINK`);
    const phone = lines.find((l) => l.includes('zgoda@example.pl'))!;
    expect(phone.split(';')[4]).toBe('+48601234567');
    expect(res.body).not.toContain('admin@klub.test');
    const mailing = (await get('/api/users/csv-export-mailing')).body;
    expect(mailing).toContain('zgoda@example.pl');
    expect(mailing).not.toContain('formula@example.pl');
  });
});

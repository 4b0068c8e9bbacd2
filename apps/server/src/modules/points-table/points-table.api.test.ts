import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../testing/test-app';
import { openAdminApp } from '../../testing/admin-app';
import { makeCodes } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
let member = '';
beforeAll(async () => ({ t, admin, contractor: member } = await openAdminApp({ contractor: true })));
afterAll(() => t?.close());

const pkg = (over: Record<string, unknown> = {}) => ({
  name: 'Farba 10 l',
  groupName: '"Farby wewnętrzne"',
  points: 40,
  orderPoints: 4,
  expiresAt: '2030-12-31',
  pos: 2,
  ...over,
});

describe('points table', () => {
  it('groups: add appends, rename updates, members see only active groups', async () => {
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/points/groups',
      headers: bearer(admin),
      payload: { name: 'Farby wewnętrzne' },
    });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/points/groups',
      headers: bearer(admin),
      payload: { name: 'Grunty', isActive: false },
    });
    expect(a.json()).toMatchObject({ name: 'Farby wewnętrzne', isActive: true });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/points/groups/${b.json().id}`,
      headers: bearer(admin),
      payload: { name: 'Grunty i podkłady', isActive: false },
    });
    expect(renamed.json().name).toBe('Grunty i podkłady');
    const forAdmin = await t.app.inject({ method: 'GET', url: '/api/points/groups', headers: bearer(admin) });
    expect(forAdmin.json().map((g: { name: string }) => g.name)).toEqual(['Farby wewnętrzne', 'Grunty i podkłady']);
    const forMember = await t.app.inject({ method: 'GET', url: '/api/points/groups', headers: bearer(member) });
    expect(forMember.json().map((g: { name: string }) => g.name)).toEqual(['Farby wewnętrzne']);
  });

  it('packages: adding returns the whole list sorted by pos, update returns the entry, members see only current offers', async () => {
    await t.app.inject({ method: 'POST', url: '/api/points', headers: bearer(admin), payload: pkg({ name: 'B', pos: 5 }) });
    const list = await t.app.inject({ method: 'POST', url: '/api/points', headers: bearer(admin), payload: pkg({ name: 'A', pos: 1 }) });
    expect(list.json().map((p: { name: string }) => p.name)).toEqual(['A', 'B']);
    const b = list.json().find((p: { name: string }) => p.name === 'B');
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/points/${b.id}`,
      headers: bearer(admin),
      payload: pkg({ name: 'B', pos: 0, isNotActual: true }),
    });
    expect(updated.json()).toMatchObject({ name: 'B', pos: 0, isNotActual: true, codesCount: 0 });
    const forMember = await t.app.inject({ method: 'GET', url: '/api/points', headers: bearer(member) });
    expect(forMember.json().map((p: { name: string }) => p.name)).toEqual(['A']);
    expect(forMember.json()[0]).not.toHaveProperty('codesCount');
  });

  it('renaming a group renames it on its packages, so they stay in the group', async () => {
    const g = (
      await t.app.inject({ method: 'POST', url: '/api/points/groups', headers: bearer(admin), payload: { name: 'Lakiery' } })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/points',
      headers: bearer(admin),
      payload: pkg({ name: 'Lakier 1 l', groupName: ' "Lakiery" ' }),
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/points/groups/${g.id}`,
      headers: bearer(admin),
      payload: { name: 'Lakiery i bejce' },
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/points', headers: bearer(admin) })).json();
    expect(list.find((p: { name: string }) => p.name === 'Lakier 1 l').groupName).toBe('Lakiery i bejce');
  });

  it('refuses to delete a package that has codes, deletes one without', async () => {
    const list = (
      await t.app.inject({ method: 'POST', url: '/api/points', headers: bearer(admin), payload: pkg({ name: 'Z kodami' }) })
    ).json();
    const withCodes = list.find((p: { name: string }) => p.name === 'Z kodami');
    await makeCodes(t.db.db, withCodes.id, 3);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/points/${withCodes.id}`, headers: bearer(admin) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('oznacz go jako nieaktualny');
    const a = list.find((p: { name: string }) => p.name === 'A');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/points/${a.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/points/${a.id}`, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('validates packages in Polish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/points',
      headers: bearer(admin),
      payload: pkg({ points: -5, expiresAt: '31.12.2030', name: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining([
        'points: Wartość nie może być ujemna',
        'expiresAt: Podaj datę w formacie rrrr-mm-dd',
        'name: To pole jest wymagane',
      ]),
    );
  });
});

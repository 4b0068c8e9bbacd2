import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PostSummaryList, PublicBannerList } from '@klub/contracts';
import { buildApp } from '../app';
import { bearer, type TestApp } from '../testing/test-app';
import { makeMembers } from '../testing/fixtures';
import { openAdminApp } from '../testing/admin-app';

let t: TestApp;
let admin = '';
let member = '';
beforeAll(async () => ({ t, admin, member } = await openAdminApp({ member: 'content-cache' })));
afterAll(() => t?.close());

const titles = async (app = t.app, url = '/api/news') =>
  ((await app.inject({ method: 'GET', url, headers: bearer(member) })).json() as { data: { title: string }[] }).data.map((p) => p.title);
const write = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: number };
};
const published = { body: '<p>x</p>', status: 'PUBLISHED' };
/** On PostgreSQL this instance hears its own NOTIFY a moment after the answer: let it land before filling the cache it would drop. */
const settle = () => (t.driver === 'postgres' ? new Promise((r) => setTimeout(r, 200)) : Promise.resolve());

describe('the content cache (news, banners, texts, FAQ, registration photos)', () => {
  it('serves members from the cache, and every write through the API drops it', async () => {
    const a = await write('POST', '/api/news', { title: 'Pierwsza', ...published });
    await settle();
    expect(await titles()).toEqual(['Pierwsza']);
    // A change behind the API's back is not seen: the list really comes from the cache…
    await t.db.db.execute(sql`update posts set title = 'Za plecami' where id = ${a.id}`);
    expect(await titles()).toEqual(['Pierwsza']);
    // …and any content write drops it, even of another kind of content.
    await write('POST', '/api/faq/groups', { name: 'Grupa cache' });
    expect(await titles()).toEqual(['Za plecami']);
    await write('PATCH', `/api/news/${a.id}`, { title: 'Po zmianie', ...published });
    expect(await titles()).toEqual(['Po zmianie']);
    await write('DELETE', `/api/news/${a.id}`);
    expect(await titles()).toEqual([]);

    // The member's lists are sent as pre-built JSON text (no serialiser checks them): they keep to the contracts.
    await write('POST', '/api/news', { title: 'Zgodna z kontraktem', lead: 'Wstęp', ...published });
    await write('POST', '/api/banners', { title: 'Baner', image: 'baner_1.webp', link: '/group', status: 'PUBLISHED' });
    for (const [url, schema] of [
      ['/api/news?take=5', PostSummaryList],
      ['/api/banners', PublicBannerList],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(member) });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json();
      expect(schema.strict().parse(body)).toEqual(body);
      expect(body.total).toBe(1);
    }

    // A text by key, for anyone.
    const text = await write('POST', '/api/texts', { key: 'contact', title: 'Kontakt', ...published });
    await settle();
    const read = async () => (await t.app.inject({ method: 'GET', url: '/api/texts/key/contact' })).json().title as string;
    expect(await read()).toBe('Kontakt');
    await t.db.db.execute(sql`update texts set title = 'Za plecami' where id = ${text.id}`);
    expect(await read()).toBe('Kontakt');
    await write('PATCH', `/api/texts/${text.id}`, { key: 'contact', title: 'Kontakt z nami', ...published });
    expect(await read()).toBe('Kontakt z nami');
  });

  it("an admin's change of a member's gold or premium membership shows in their lists at once (their cached view is dropped)", async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'content-gold' });
    const goldOnly = { audience: { roles: [], gold: true, premium: false } };
    await write('POST', '/api/news', { title: 'Dla złotych', ...published, ...goldOnly });
    await write('POST', '/api/articles', { title: 'Dla premium', ...published, audience: { roles: [], gold: false, premium: true } });
    await settle();
    const read = async (url: string) =>
      ((await t.app.inject({ method: 'GET', url, headers: bearer(m!.token) })).json() as { data: { title: string }[] }).data.map(
        (p) => p.title,
      );
    expect(await read('/api/news')).not.toContain('Dla złotych');
    expect(await read('/api/articles')).not.toContain('Dla premium');
    await write('PATCH', `/api/users/gold/${m!.id}`, { isGold: true });
    expect(await read('/api/news')).toContain('Dla złotych');
    await write('POST', `/api/premium-group/accept/${m!.id}`);
    expect(await read('/api/articles')).toContain('Dla premium');
  });

  it.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'a write on one instance drops the content cache of another (PostgreSQL LISTEN/NOTIFY; PGlite has one process only)',
    async () => {
      const other = await buildApp({ config: t.config, db: t.db });
      await other.ready();
      try {
        const a = await write('POST', '/api/articles', { title: 'Wersja 1', ...published });
        for (let i = 0; i < 50 && !other.sessionCache.isListening; i++) await new Promise((r) => setTimeout(r, 20));
        await settle();
        expect(await titles(other, '/api/articles')).toEqual(['Wersja 1']);
        await t.db.db.execute(sql`update posts set title = 'Za plecami' where id = ${a.id}`);
        expect(await titles(other, '/api/articles')).toEqual(['Wersja 1']); // the second instance serves its cache
        await write('PATCH', `/api/articles/${a.id}`, { title: 'Wersja 2', ...published }); // through the first instance
        let seen: string[] = [];
        for (let i = 0; i < 100; i++) {
          seen = await titles(other, '/api/articles');
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

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, FILE_MESSAGES, NOT_FOUND_MESSAGES } from '@klub/contracts';
import { banners, users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
let member = '';
let gold = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  const [m, g] = await makeMembers(t, 2, { prefix: 'banner' });
  await t.db.db.update(users).set({ isGold: true }).where(eq(users.id, g!.id));
  member = m!.token;
  gold = g!.token;
});
afterAll(() => t?.close());
afterEach(async () => {
  vi.useRealTimers();
  await t.db.db.delete(banners);
});

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
async function newBanner(body: Record<string, unknown>) {
  const res = await send('POST', '/api/banners', { title: 'Baner', image: 'baner_1.webp', status: 'PUBLISHED', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; pos: number; endsAt: string | null };
}
const shown = async (token: string) =>
  ((await get('/api/banners', token)).json() as { data: Array<{ title: string }> }).data.map((b) => b.title);

describe('banners', () => {
  it('a member sees the published ones of their audience, in order, from the start until the end (the clock set by the test)', async () => {
    const start = new Date(Date.now() + 3600_000);
    const end = new Date(start.getTime() + 86_400_000);
    await newBanner({ title: 'Zawsze', link: '/group' });
    await newBanner({
      title: 'Od za godziny do jutra',
      publishAt: start.toISOString(),
      endsAt: end.toISOString(),
      link: 'https://klub.pl/x',
    });
    await newBanner({ title: 'Szkic', status: 'DRAFT' });
    await newBanner({ title: 'Złoci', audience: { roles: [], gold: true, premium: false } });

    expect(await shown(member)).toEqual(['Zawsze']);
    expect(await shown(gold)).toEqual(['Zawsze', 'Złoci']);
    expect((await get('/api/banners', member)).json().data[0]).toEqual({
      id: expect.any(Number),
      title: 'Zawsze',
      image: 'baner_1.webp',
      link: '/group',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    expect(await shown(member)).toEqual(['Zawsze', 'Od za godziny do jutra']);
    vi.setSystemTime(new Date(end.getTime() - 1));
    expect(await shown(member)).toEqual(['Zawsze', 'Od za godziny do jutra']);
    vi.setSystemTime(end);
    expect(await shown(member)).toEqual(['Zawsze']);
    vi.useRealTimers();
    // The admin sees every one, with its period.
    const all = (await get('/api/banners')).json();
    expect(all.data.map((b: { title: string; pos: number }) => [b.title, b.pos])).toEqual([
      ['Zawsze', 1],
      ['Od za godziny do jutra', 2],
      ['Szkic', 3],
      ['Złoci', 4],
    ]);
    expect(all.data[1].endsAt).toBe(end.toISOString());
  });

  it('moves a banner up and down the order in one step each; at the ends nothing changes; edits keep the place', async () => {
    const a = await newBanner({ title: 'A' });
    const b = await newBanner({ title: 'B' });
    const c = await newBanner({ title: 'C' });
    const titles = (r: { json: () => { data: Array<{ title: string }> } }) => r.json().data.map((x) => x.title);
    expect(titles(await send('POST', `/api/banners/${c.id}/move`, { direction: 'up' }))).toEqual(['A', 'C', 'B']);
    expect(titles(await send('POST', `/api/banners/${a.id}/move`, { direction: 'down' }))).toEqual(['C', 'A', 'B']);
    expect(titles(await send('POST', `/api/banners/${c.id}/move`, { direction: 'up' }))).toEqual(['C', 'A', 'B']);
    expect(titles(await send('POST', `/api/banners/${b.id}/move`, { direction: 'down' }))).toEqual(['C', 'A', 'B']);
    // Two admins moving at once: both moves apply, one after the other, and the order stays 1…n.
    await Promise.all([
      send('POST', `/api/banners/${b.id}/move`, { direction: 'up' }),
      send('POST', `/api/banners/${c.id}/move`, { direction: 'down' }),
    ]);
    const after = (await get('/api/banners')).json().data as Array<{ title: string; pos: number }>;
    expect(after.map((x) => x.pos)).toEqual([1, 2, 3]);
    expect(new Set(after.map((x) => x.title))).toEqual(new Set(['A', 'B', 'C']));
    await send('PATCH', `/api/banners/${a.id}`, { title: 'A2', image: 'baner_2.webp' });
    expect((await get(`/api/banners/${a.id}`)).json()).toMatchObject({
      title: 'A2',
      pos: after.find((x) => x.title === 'A')!.pos,
      status: 'PUBLISHED',
    });
    const missing = await send('POST', '/api/banners/999999/move', { direction: 'up' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, NOT_FOUND_MESSAGES.banner]);
  });

  it('refuses bad input in Polish: a link elsewhere, an end before the start (also against the stored start), a bad picture; members cannot write', async () => {
    const bad = async (body: object, message: string, method: 'POST' | 'PATCH' = 'POST', url = '/api/banners') => {
      const res = await send(method, url, { title: 'Baner', image: 'baner_1.webp', ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await bad({ link: 'javascript:alert(1)' }, CONTENT_MESSAGES.bannerLink);
    await bad({ link: '//zly.example/x' }, CONTENT_MESSAGES.bannerLink);
    await bad({ image: '../x.png' }, FILE_MESSAGES.badKey);
    await bad({ image: undefined }, '');
    await bad({ publishAt: '2027-01-02T00:00:00.000Z', endsAt: '2027-01-01T00:00:00.000Z' }, CONTENT_MESSAGES.bannerEnds);
    const b = await newBanner({ publishAt: '2027-01-02T00:00:00.000Z' });
    await bad({ endsAt: '2027-01-01T00:00:00.000Z' }, CONTENT_MESSAGES.bannerEnds, 'PATCH', `/api/banners/${b.id}`);
    await bad({ direction: 'left' }, CONTENT_MESSAGES.bannerMove, 'POST', `/api/banners/${b.id}/move`);
    expect((await send('POST', '/api/banners', { title: 'x', image: 'a_1.png' }, member)).statusCode).toBe(403);
    expect((await send('POST', `/api/banners/${b.id}/move`, { direction: 'up' }, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/banners' })).statusCode).toBe(401);
  });
});

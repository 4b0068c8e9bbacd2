import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, ERROR_CODES, FIELD_MESSAGES, FILE_MESSAGES, NOT_FOUND_MESSAGES, POST_BODY_MAX, ROLES } from '@klub/contracts';
import { posts, users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
let contractor = '';
let members: Record<'plain' | 'gold' | 'architect', string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  contractor = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
  const [plain, gold] = await makeMembers(t, 2, { prefix: 'posts' });
  const [architect] = await makeMembers(t, 1, { prefix: 'posts-arch', role: ROLES.ARCHITECT });
  await t.db.db.update(users).set({ isGold: true }).where(eq(users.id, gold!.id));
  members = { plain: plain!.token, gold: gold!.token, architect: architect!.token };
});
afterAll(() => t?.close());
afterEach(async () => {
  vi.useRealTimers();
  await t.db.db.delete(posts);
});

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

interface Made {
  id: number;
  title: string;
  body: string;
  status: string;
  publishAt: string;
  reads: number;
  audience: object;
}
async function newPost(body: Record<string, unknown>, path = '/api/news') {
  const res = await send('POST', path, { title: 'Tytuł', body: '<p>Treść</p>', status: 'PUBLISHED', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Made;
}
const titles = async (token: string, url = '/api/news') => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Array<{ title: string }> }).data.map((p) => p.title);
};

describe('news and articles', () => {
  it('admin: adds, lists newest first with search and status, edits keeping what it does not send, deletes; the kinds stay apart', async () => {
    const older = await newPost({ title: 'Stara promocja', lead: 'Wiosną', publishAt: '2026-03-01T08:00:00.000Z' });
    const newer = await newPost({
      title: 'Nowa farba',
      body: '<h2>Nagłówek</h2><p>Zobacz <a href="https://klub.pl/farba">stronę</a></p><img src="/api/files/download/abc_DEF-1.webp" alt="Puszka">',
      image: 'abc_DEF-1.webp',
      publishAt: '2026-11-01T08:00:00.000Z',
    });
    const draft = await newPost({ title: 'Szkic zimowy', status: undefined });
    expect(draft).toMatchObject({ status: 'DRAFT', reads: 0, audience: { roles: [], gold: false, premium: false } });
    expect(newer.body).toBe(
      '<h2>Nagłówek</h2><p>Zobacz <a href="https://klub.pl/farba" rel="noopener noreferrer">stronę</a></p><img src="/api/files/download/abc_DEF-1.webp" alt="Puszka" />',
    );

    // Newest first: the draft (dated now), then November, then March; no body in the list.
    const list = (await get('/api/news')).json();
    expect(list.total).toBe(3);
    expect(list.data.map((p: { title: string }) => p.title)).toEqual(['Szkic zimowy', 'Nowa farba', 'Stara promocja']);
    expect(list.data[0]).not.toHaveProperty('body');
    expect(await titles(admin, '/api/news?status=PUBLISHED&take=1&skip=1')).toEqual(['Stara promocja']);
    expect(await titles(admin, '/api/news?search=WIOSN')).toEqual(['Stara promocja']); // the lead too
    expect((await get('/api/news?search=50%25')).json()).toEqual({ total: 0, data: [] });

    // An edit without publication fields keeps them.
    const edited = await send('PATCH', `/api/news/${older.id}`, { title: 'Stara promocja (koniec)', body: '<p>Już po</p>' });
    expect(edited.json()).toMatchObject({ title: 'Stara promocja (koniec)', lead: '', status: 'PUBLISHED', publishAt: older.publishAt });

    // An article is not a news item, and the other way round.
    const article = await newPost({ title: 'Jak malować sufit' }, '/api/articles');
    expect(await titles(admin, '/api/articles')).toEqual(['Jak malować sufit']);
    expect((await get(`/api/news/${article.id}`)).json().message).toBe(NOT_FOUND_MESSAGES.news);
    expect((await send('DELETE', `/api/articles/${newer.id}`)).json().message).toBe(NOT_FOUND_MESSAGES.article);

    expect((await send('DELETE', `/api/news/${newer.id}`)).statusCode).toBe(200);
    expect((await get(`/api/news/${newer.id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/news/${newer.id}`, { title: 'x', body: '<p>x</p>' })).statusCode).toBe(404);
  });

  it('a member gets only published, due posts of their audience, 24 to a page, each new until opened', async () => {
    const base = Date.parse('2026-06-01T08:00:00Z');
    for (let i = 0; i < 30; i++) await newPost({ title: `Aktualność ${i}`, publishAt: new Date(base + i * 3600_000).toISOString() });
    await newPost({ title: 'Szkic', status: 'DRAFT' });
    await newPost({ title: 'Jutro', publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    await newPost({ title: 'Dla złotych', audience: { roles: [], gold: true, premium: false } });
    await newPost({ title: 'Dla architektów', audience: { roles: [ROLES.ARCHITECT], gold: false, premium: false } });
    await newPost({ title: 'Artykuł' }, '/api/articles');

    const first = (await get('/api/news', members.plain)).json();
    expect(first.total).toBe(30);
    expect(first.data).toHaveLength(24);
    expect(first.data[0]).toMatchObject({ title: 'Aktualność 29', isNew: true });
    expect(first.data[0]).not.toHaveProperty('status');
    const second = (await get('/api/news?skip=24', members.plain)).json();
    expect(second.data.map((p: { title: string }) => p.title)).toEqual([5, 4, 3, 2, 1, 0].map((i) => `Aktualność ${i}`));
    expect((await get('/api/news?take=10', members.plain)).json().data).toHaveLength(10); // the home page's 10
    expect((await get('/api/news?status=DRAFT', members.plain)).json().total).toBe(30); // a member cannot ask for drafts

    expect((await titles(members.gold)).slice(0, 1)).toEqual(['Dla złotych']);
    expect((await get('/api/news', members.gold)).json().total).toBe(31);
    expect((await titles(members.architect)).slice(0, 1)).toEqual(['Dla architektów']);
    expect(await titles(members.plain, '/api/articles')).toEqual(['Artykuł']);

    // Not readable: a draft, a future one, another audience's → 404, the same as a missing one.
    const all = (await get('/api/news?take=100')).json().data as Array<{ id: number; title: string }>;
    const id = (title: string) => all.find((p) => p.title === title)!.id;
    for (const title of ['Szkic', 'Jutro', 'Dla złotych', 'Dla architektów']) {
      const res = await get(`/api/news/${id(title)}`, members.plain);
      expect([res.statusCode, res.json().message], title).toEqual([404, NOT_FOUND_MESSAGES.news]);
    }

    // Opening marks it read: new the first time, not after; another member still sees it new.
    const opened = (await get(`/api/news/${id('Aktualność 29')}`, members.plain)).json();
    expect(opened).toMatchObject({ title: 'Aktualność 29', isNew: true, body: '<p>Treść</p>' });
    expect((await get(`/api/news/${id('Aktualność 29')}`, members.plain)).json().isNew).toBe(false);
    expect((await get('/api/news?take=1', members.plain)).json().data[0].isNew).toBe(false);
    expect((await get('/api/news?take=1', members.gold)).json().data[1]).toBeUndefined();
    expect((await get('/api/news?take=2', members.gold)).json().data[1]).toMatchObject({ title: 'Aktualność 29', isNew: true });
    expect((await get(`/api/news/${id('Aktualność 29')}`)).json().reads).toBe(1);
  });

  it('a post dated later appears by itself at that time (the clock set by the test)', async () => {
    const at = new Date(Date.now() + 2 * 3600_000);
    const p = await newPost({ title: 'Za dwie godziny', publishAt: at.toISOString() });
    expect(await titles(members.plain)).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at.getTime() - 1000));
    expect(await titles(members.plain)).toEqual([]);
    expect((await get(`/api/news/${p.id}`, members.plain)).statusCode).toBe(404);
    vi.setSystemTime(at);
    expect(await titles(members.plain)).toEqual(['Za dwie godziny']);
    expect((await get(`/api/news/${p.id}`, members.plain)).statusCode).toBe(200);
  });

  it('stores the body sanitised: pictures only from our uploads, no script, handler, javascript: link, SVG or style', async () => {
    const p = await newPost({
      body:
        '<h2 onclick="alert(1)">Tytuł</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>' +
        '<img src="https://zly.example/a.png"><img src="/api/files/download/ok_1.png" onerror="alert(1)" style="x">' +
        '<svg onload=alert(1)></svg><p style="background:url(javascript:alert(1))">Tekst</p><iframe src="https://x"></iframe>',
    });
    expect(p.body).toBe('<h2>Tytuł</h2><a rel="noopener noreferrer">x</a><img src="/api/files/download/ok_1.png" /><p>Tekst</p>');
  });

  it('refuses bad input in Polish (NUL bytes, a body over the cap, a 2 MB request, a bad picture key) and the wrong caller', async () => {
    const bad = async (body: object, message: string, status = 400) => {
      const res = await send('POST', '/api/news', { title: 'Tytuł', body: '<p>a</p>', ...body });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
      expect(res.body).toContain(message);
    };
    await bad({ title: '' }, FIELD_MESSAGES.required);
    await bad({ body: '<p>&nbsp;</p>' }, FIELD_MESSAGES.required);
    await bad({ title: 'a\u0000b' }, FIELD_MESSAGES.forbiddenChars);
    await bad({ body: '<p>a\u0000</p>' }, FIELD_MESSAGES.forbiddenChars);
    await bad({ body: `<p>${'ż'.repeat(POST_BODY_MAX)}</p>` }, FIELD_MESSAGES.tooLong(POST_BODY_MAX));
    await bad({ body: `<p>${'x'.repeat(2_000_000)}</p>` }, ERROR_CODES.PAYLOAD_TOO_LARGE.message, 413);
    await bad({ image: '../etc/passwd' }, FILE_MESSAGES.badKey);
    await bad({ status: 'LIVE' }, CONTENT_MESSAGES.status);
    await bad({ publishAt: 'jutro' }, CONTENT_MESSAGES.publishAt);
    await bad({ extra: 1 }, '');
    // A long article (150 000 characters of Polish text, ≈ 300 KB) is stored whole.
    const long = await newPost({ title: 'Długi', body: `<p>${'ąę '.repeat(50_000)}</p>` });
    expect(long.body.length).toBeGreaterThan(150_000);
    expect((await get('/api/news')).json().total).toBe(1);

    expect((await send('POST', '/api/news', { title: 'x', body: '<p>x</p>' }, contractor)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/news/${long.id}`, undefined, contractor)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/news' })).statusCode).toBe(401);
    expect((await get('/api/news/0')).statusCode).toBe(400);
  });
});

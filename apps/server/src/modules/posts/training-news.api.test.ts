import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGES, ROLES } from '@klub/contracts';
import { posts, trainings } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';

/** Training news (kind TRAINING, /api/trainings/news): the notice board of /trainings, never among news or articles. */

let t: TestApp;
let admin = '';
let contractor = '';
let architect = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  const [c] = await makeMembers(t, 1, { prefix: 'tn-con' });
  const [a] = await makeMembers(t, 1, { prefix: 'tn-arch', role: ROLES.ARCHITECT });
  contractor = c!.token;
  architect = a!.token;
});
afterAll(() => t?.close());
afterEach(async () => {
  await t.db.db.delete(posts);
  await t.db.db.delete(trainings);
});

const get = (url: string, token: string | null = admin) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });
const ids = async (url: string, token: string) => ((await get(url, token)).json() as { data: { id: number }[] }).data.map((p) => p.id);
const hour = 3_600_000;

async function newPost(path: string, body: Record<string, unknown>) {
  const res = await send('POST', path, { body: '<p>Treść</p>', status: 'PUBLISHED', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe('training news', () => {
  it('are kept apart from news and articles, both ways, for admins and members', async () => {
    const training = await newPost('/api/trainings/news', { title: 'Nowe terminy szkoleń' });
    const news = await newPost('/api/news', { title: 'Promocja' });
    const article = await newPost('/api/articles', { title: 'Porada' });

    expect(await ids('/api/trainings/news', admin)).toEqual([training.id]);
    expect(await ids('/api/trainings/news', contractor)).toEqual([training.id]);
    for (const token of [admin, contractor]) {
      expect(await ids('/api/news', token)).toEqual([news.id]);
      expect(await ids('/api/articles', token)).toEqual([article.id]);
    }
    // One kind's post is not found under another kind's path, and the other way round.
    expect((await get(`/api/news/${training.id}`, contractor)).statusCode).toBe(404);
    expect((await get(`/api/articles/${training.id}`)).statusCode).toBe(404);
    const wrong = await get(`/api/trainings/news/${news.id}`, contractor);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ message: NOT_FOUND_MESSAGES.trainingNews });
    expect((await send('PATCH', `/api/news/${training.id}`, { title: 'X', body: '<p>x</p>' })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/trainings/news/${article.id}`)).statusCode).toBe(404);

    const opened = await get(`/api/trainings/news/${training.id}`, contractor);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ title: 'Nowe terminy szkoleń', body: '<p>Treść</p>', isNew: true });
    expect(((await get('/api/trainings/news', contractor)).json() as { data: { isNew: boolean }[] }).data[0]!.isNew).toBe(false);
  });

  it('a member sees the published ones of their audience, newest first; drafts and scheduled ones stay hidden', async () => {
    const older = await newPost('/api/trainings/news', { title: 'Starsze', publishAt: new Date(Date.now() - 48 * hour).toISOString() });
    const newer = await newPost('/api/trainings/news', { title: 'Nowsze', publishAt: new Date(Date.now() - hour).toISOString() });
    const forArchitects = await newPost('/api/trainings/news', {
      title: 'Dla architektów',
      audience: { roles: [ROLES.ARCHITECT], regions: [], gold: false, premium: false, groups: [] },
    });
    const draft = await newPost('/api/trainings/news', { title: 'Szkic', status: 'DRAFT' });
    await newPost('/api/trainings/news', { title: 'Jutro', publishAt: new Date(Date.now() + 24 * hour).toISOString() });

    expect(await ids('/api/trainings/news', contractor)).toEqual([newer.id, older.id]);
    expect(await ids('/api/trainings/news', architect)).toEqual([forArchitects.id, newer.id, older.id]);
    expect((await get(`/api/trainings/news/${forArchitects.id}`, contractor)).statusCode).toBe(404);
    expect((await get(`/api/trainings/news/${draft.id}`, contractor)).statusCode).toBe(404);
    expect((await get('/api/trainings/news', admin)).json().total).toBe(5);
    expect((await get('/api/trainings/news?status=DRAFT', admin)).json().data).toMatchObject([{ id: draft.id }]);
  });

  it('only admins write; anonymous callers get 401; the trainings routes still answer beside them', async () => {
    const made = await newPost('/api/trainings/news', { title: 'Ogłoszenie' });
    expect((await send('POST', '/api/trainings/news', { title: 'X', body: '<p>x</p>' }, contractor)).statusCode).toBe(403);
    expect((await send('PATCH', `/api/trainings/news/${made.id}`, { title: 'X', body: '<p>x</p>' }, contractor)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/trainings/news/${made.id}`, undefined, contractor)).statusCode).toBe(403);
    expect((await get('/api/trainings/news', null)).statusCode).toBe(401);
    const bad = await send('POST', '/api/trainings/news', { title: '', body: '<p>x</p>' });
    expect(bad.statusCode).toBe(400);

    const training = await send('POST', '/api/trainings', {
      title: 'Szkolenie',
      body: '<p>x</p>',
      startsAt: new Date(Date.now() + 10 * 24 * hour).toISOString(),
      place: 'Kraków',
      capacity: 2,
      status: 'PUBLISHED',
    });
    const id = training.json().id as number;
    expect((await get(`/api/trainings/${id}`, contractor)).json()).toMatchObject({ id, title: 'Szkolenie' });
    expect((await get('/api/trainings', contractor)).json().total).toBe(1);
    expect((await send('DELETE', `/api/trainings/news/${made.id}`)).statusCode).toBe(200);
  });
});

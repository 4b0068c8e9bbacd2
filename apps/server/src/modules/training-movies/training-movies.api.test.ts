import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGES, ROLES, TRAINING_MOVIE_MESSAGES } from '@klub/contracts';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
});
afterAll(() => t?.close());

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const film = (over: Record<string, unknown> = {}) => ({
  title: 'Gruntowanie ścian',
  description: 'Jak i czym gruntować przed malowaniem.',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  status: 'PUBLISHED',
  ...over,
});

describe('training films', () => {
  it('admin adds, edits, lists and deletes; any other address than YouTube or Vimeo is refused in Polish', async () => {
    const bad = await send('POST', '/api/trainings-movies', film({ videoUrl: 'https://example.com/film.mp4' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(TRAINING_MOVIE_MESSAGES.url);
    const made = await send('POST', '/api/trainings-movies', film());
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect(made.json()).toMatchObject({ embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', status: 'PUBLISHED' });
    const edited = await send('PATCH', `/api/trainings-movies/${id}`, film({ videoUrl: 'https://vimeo.com/76979871' }));
    expect(edited.json()).toMatchObject({ embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1' });
    const list = (await get('/api/trainings-movies?search=grunt')).json();
    expect(list.total).toBe(1);
    // The admin's list is the admin's shape (the address as given, the publication), not the member's.
    expect(list.data[0]).toMatchObject({ videoUrl: 'https://vimeo.com/76979871', status: 'PUBLISHED', audience: { roles: [] } });
    expect((await send('DELETE', `/api/trainings-movies/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/trainings-movies/${id}`)).json()).toMatchObject({ message: NOT_FOUND_MESSAGES.trainingMovie });
  });

  it('a member gets the published films of their audience with the player address only; the customer pages allow those players in frames', async () => {
    const [contractor] = await makeMembers(t, 1, { prefix: 'mv-c' });
    const [architect] = await makeMembers(t, 1, { prefix: 'mv-a', role: ROLES.ARCHITECT });
    await send(
      'POST',
      '/api/trainings-movies',
      film({ title: 'Dla wykonawców', audience: { roles: [ROLES.CONTRACTOR], regions: [], gold: false, premium: false, groups: [] } }),
    );
    await send('POST', '/api/trainings-movies', film({ title: 'Szkic', status: 'DRAFT' }));
    const mine = (await get('/api/trainings-movies', contractor!.token)).json();
    expect(mine.data.map((m: { title: string }) => m.title)).toEqual(['Dla wykonawców']);
    expect(mine.data[0]).not.toHaveProperty('videoUrl');
    expect((await get('/api/trainings-movies', architect!.token)).json().total).toBe(0);
    expect((await get(`/api/trainings-movies/1`, contractor!.token)).statusCode).toBe(403);
    expect((await send('POST', '/api/trainings-movies', film(), contractor!.token)).statusCode).toBe(403);

    const page = await t.app.inject({ method: 'GET', url: '/trainings/movies' });
    const csp = String(page.headers['content-security-policy'] ?? '');
    expect(csp).toMatch(/frame-src[^;]*https:\/\/www\.youtube-nocookie\.com[^;]*https:\/\/player\.vimeo\.com/);
  });
});

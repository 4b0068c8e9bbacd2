import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, FILE_MESSAGES, NOT_FOUND_MESSAGES, ROLES, TRAINING_MOVIE_MESSAGES } from '@klub/contracts';
import { fileChunks, files } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { adminRequests, openAdminApp } from '../../testing/admin-app';
import { makeMembers } from '../../testing/fixtures';
import { multipartBody, PNG_1PX } from '../../testing/multipart';
import { MP4_FILM } from '../../testing/film-mp4';
import { CHUNK_BYTES } from '../files/file-chunks';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const { get, send } = adminRequests(() => ({ t, admin }));
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

describe('uploaded training films (MP4 kept in parts, served with byte ranges)', () => {
  const upload = (content: Buffer, token = admin, name = 'gruntowanie.mp4') => {
    const { payload, headers } = multipartBody({ name, content, type: 'video/mp4' });
    return t.app.inject({ method: 'POST', url: '/api/files/upload-video', payload, headers: { ...headers, ...bearer(token) } });
  };
  // A real film's header followed by 2.5 MiB: three parts of 1 MiB, the last one half full.
  const big = Buffer.concat([MP4_FILM, randomBytes(2.5 * CHUNK_BYTES - MP4_FILM.length)]);

  it('an admin uploads an MP4; it is kept in 1 MiB parts and any byte range — across parts, open-ended, from the end — comes back exactly', async () => {
    const res = await upload(big);
    expect(res.statusCode, res.body).toBe(200);
    const up = res.json();
    expect(up).toMatchObject({ mimeType: 'video/mp4', size: big.length, originalName: 'gruntowanie.mp4' });
    const [row] = await t.db.db.select({ id: files.id, content: files.content }).from(files).where(eq(files.key, up.key));
    expect(row!.content.length).toBe(0);
    const parts = await t.db.db.select({ n: fileChunks.n }).from(fileChunks).where(eq(fileChunks.fileId, row!.id));
    expect(parts.map((p) => p.n).sort()).toEqual([0, 1, 2]);

    const whole = await t.app.inject({ method: 'GET', url: up.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(big)).toBe(true);

    const cases: [string, number, number][] = [
      ['bytes=0-1', 0, 1],
      [`bytes=${CHUNK_BYTES - 10}-${CHUNK_BYTES + 9}`, CHUNK_BYTES - 10, CHUNK_BYTES + 9],
      [`bytes=${CHUNK_BYTES}-`, CHUNK_BYTES, big.length - 1],
      ['bytes=-100', big.length - 100, big.length - 1],
      [`bytes=5-${big.length + 1000}`, 5, big.length - 1],
      // Two ranges that touch are one.
      ['bytes=10-19,20-29', 10, 29],
    ];
    for (const [range, start, end] of cases) {
      const part = await t.app.inject({ method: 'GET', url: up.url, headers: { range } });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/${big.length}`);
      expect(Number(part.headers['content-length']), range).toBe(end - start + 1);
      expect(part.rawPayload.equals(big.subarray(start, end + 1)), range).toBe(true);
    }
    const past = await t.app.inject({ method: 'GET', url: up.url, headers: { range: `bytes=${big.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${big.length}`);
    expect(past.json().message).toBe(ERROR_CODES.RANGE_NOT_SATISFIABLE.message);
    // A header that cannot be read, or ranges far apart: the whole film (a server may ignore Range).
    for (const range of ['bytes=abc', 'items=0-1', 'bytes=0-1,100-200']) {
      const all = await t.app.inject({ method: 'GET', url: up.url, headers: { range } });
      expect(all.statusCode, range).toBe(200);
      expect(all.rawPayload.length, range).toBe(big.length);
    }
  });

  it('anything but an MP4 is refused in Polish and leaves nothing; a member or nobody may not upload', async () => {
    const before = (await t.db.db.select({ id: files.id }).from(files)).length;
    const png = await upload(PNG_1PX);
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe(FILE_MESSAGES.videoType);
    const renamed = await upload(Buffer.from('<html><script>alert(1)</script></html>'.repeat(10)), admin, 'film.mp4');
    expect(renamed.statusCode).toBe(415);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect((await t.db.db.select({ id: files.id }).from(files)).length).toBe(before);

    const [member] = await makeMembers(t, 1, { prefix: 'mv-up' });
    expect((await upload(MP4_FILM, member!.token)).statusCode).toBe(403);
    const { payload, headers } = multipartBody({ name: 'a.mp4', content: MP4_FILM });
    expect((await t.app.inject({ method: 'POST', url: '/api/files/upload-video', payload, headers })).statusCode).toBe(401);
  });

  it('a film with an uploaded MP4: the member gets its address; replacing it by a link deletes the old file; a key of a photo or of nothing is refused', async () => {
    const up = (await upload(MP4_FILM)).json();
    const photo = await (async () => {
      const { payload, headers } = multipartBody({ name: 'a.png', content: PNG_1PX });
      return (await t.app.inject({ method: 'POST', url: '/api/files/upload', payload, headers: { ...headers, ...bearer(admin) } })).json();
    })();
    const noSource = await send('POST', '/api/trainings-movies', film({ videoUrl: null }));
    expect(noSource.statusCode).toBe(400);
    expect(noSource.body).toContain(TRAINING_MOVIE_MESSAGES.source);
    const both = await send('POST', '/api/trainings-movies', film({ videoFileKey: up.key }));
    expect(both.body).toContain(TRAINING_MOVIE_MESSAGES.bothSources);
    const notVideo = await send('POST', '/api/trainings-movies', film({ videoUrl: null, videoFileKey: photo.key }));
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().message).toBe(TRAINING_MOVIE_MESSAGES.notVideo);

    const made = await send('POST', '/api/trainings-movies', film({ title: 'Film z pliku', videoUrl: '', videoFileKey: up.key }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ videoUrl: null, embedUrl: null, videoFile: { key: up.key, url: up.url, size: MP4_FILM.length } });
    const [member] = await makeMembers(t, 1, { prefix: 'mv-pl' });
    const seen = (await get('/api/trainings-movies?take=1000', member!.token)).json();
    expect(seen.data.find((m: { title: string }) => m.title === 'Film z pliku')).toMatchObject({ embedUrl: null, fileUrl: up.url });

    const id = made.json().id as number;
    const relinked = await send('PATCH', `/api/trainings-movies/${id}`, film({ title: 'Film z pliku' }));
    expect(relinked.json()).toMatchObject({ videoFile: null, embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect((await t.app.inject({ method: 'GET', url: up.url })).statusCode).toBe(404);
  });
});

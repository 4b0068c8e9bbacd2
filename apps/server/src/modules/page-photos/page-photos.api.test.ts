import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, FILE_MESSAGES, NOT_FOUND_MESSAGES, PAGE_PHOTO_MESSAGES } from '@klub/contracts';
import { bearer, type TestApp } from '../../testing/test-app';
import { openAdminApp } from '../../testing/admin-app';
import { multipartBody, PDF_DOC, PNG_1PX } from '../../testing/multipart';

let t: TestApp;
let admin = '';
let contractor = '';
beforeAll(async () => ({ t, admin, contractor } = await openAdminApp({ contractor: true })));
afterAll(() => t?.close());

const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });
const gallery = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/page/photos' })).json() as { id: number; title: string | null; current: boolean }[];
async function uploaded(content: Buffer, name: string, visibility = 'PUBLIC'): Promise<string> {
  const { payload, headers } = multipartBody({ name, content });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/files/upload?visibility=${visibility}`,
    payload,
    headers: { ...headers, ...bearer(admin) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().key as string;
}

describe('the registration photo gallery (/api/page/photos, /api/page/photo)', () => {
  it('an admin adds photos and chooses the one the registration screen shows; removing it hands the screen to the first', async () => {
    expect(await gallery()).toEqual([]);
    const a = await send('POST', '/api/page/photo', { image: await uploaded(PNG_1PX, 'a.png'), title: 'Ekipa na budowie' });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toEqual([
      {
        id: expect.any(Number),
        url: expect.stringMatching(/^\/api\/files\/download\/[\w-]+\.png$/),
        title: 'Ekipa na budowie',
        current: true,
      },
    ]);
    const b = (await send('POST', '/api/page/photo', { image: await uploaded(PNG_1PX, 'b.png') })).json();
    const [first, second] = b;
    expect([first.title, first.current, second.title, second.current]).toEqual(['Ekipa na budowie', true, null, false]);

    // Choose the second: anyone (the registration screen) now gets it first.
    const chosen = await send('PUT', `/api/page/photo/${second.id}/current`);
    expect(chosen.json().map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect((await gallery()).map((p) => [p.id, p.current])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // The settings form shows the same choice.
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json().registrationPhotoId).toBe(
      second.id,
    );

    const renamed = await send('PATCH', `/api/page/photo/${second.id}`, { title: 'Malarz przy pracy' });
    expect(renamed.json()[0]).toMatchObject({ id: second.id, title: 'Malarz przy pracy' });

    const removed = await send('DELETE', `/api/page/photo/${second.id}`);
    expect(removed.json()).toEqual([expect.objectContaining({ id: first.id, current: true })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json().registrationPhotoId).toBeNull();
    await send('DELETE', `/api/page/photo/${first.id}`);
    expect(await gallery()).toEqual([]);
  });

  it('refuses what is not an uploaded public photo, bad text and unknown photos with Polish messages, losing nothing', async () => {
    const cases: [object, string][] = [
      [{ image: await uploaded(PDF_DOC, 'r.pdf') }, PAGE_PHOTO_MESSAGES.notPhoto],
      [{ image: await uploaded(PNG_1PX, 'tylko-admin.png', 'ADMIN') }, PAGE_PHOTO_MESSAGES.notPhoto],
      [{ image: 'niemaTakiego_1.png' }, PAGE_PHOTO_MESSAGES.notPhoto],
      [{ image: '../etc/passwd' }, FILE_MESSAGES.badKey],
      [{ image: await uploaded(PNG_1PX, 'c.png'), title: 'a\u0000b' }, FIELD_MESSAGES.forbiddenChars],
      [{ image: await uploaded(PNG_1PX, 'd.png'), title: 'x'.repeat(201) }, FIELD_MESSAGES.tooLong(200)],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/api/page/photo', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect([res.json().message].flat().join(), JSON.stringify(body)).toContain(message);
    }
    const huge = await send('POST', '/api/page/photo', { image: 'a.png', title: 'x'.repeat(110_000) });
    expect(huge.statusCode).toBe(413);
    expect(await gallery()).toEqual([]);

    for (const [method, url, body] of [
      ['PUT', '/api/page/photo/999999/current', undefined],
      ['PATCH', '/api/page/photo/999999', { title: 'x' }],
      ['DELETE', '/api/page/photo/999999', undefined],
    ] as const) {
      const res = await send(method, url, body);
      expect([res.statusCode, res.json().message], url).toEqual([404, NOT_FOUND_MESSAGES.pagePhoto]);
    }
  });

  it('lets only admins change the gallery', async () => {
    const image = await uploaded(PNG_1PX, 'e.png');
    expect((await send('POST', '/api/page/photo', { image }, contractor)).statusCode).toBe(403);
    expect((await send('POST', '/api/page/photo', { image }, null)).statusCode).toBe(401);
    const [made] = (await send('POST', '/api/page/photo', { image })).json();
    expect((await send('PUT', `/api/page/photo/${made.id}/current`, undefined, contractor)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/page/photo/${made.id}`, undefined, contractor)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/page/photo/${made.id}`)).statusCode).toBe(200);
  });
});

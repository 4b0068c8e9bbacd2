import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, FIELD_MESSAGES, NOT_FOUND_MESSAGES, TEXT_BODY_MAX } from '@klub/contracts';
import { bearer, type TestApp } from '../../testing/test-app';
import { openAdminApp } from '../../testing/admin-app';

let t: TestApp;
let admin = '';
let contractor = '';
beforeAll(async () => ({ t, admin, contractor } = await openAdminApp({ contractor: true })));
afterAll(() => t?.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

describe('texts', () => {
  it('an admin writes a text by key; anyone reads it once published; a draft or a missing key is 404', async () => {
    const made = await send('POST', '/api/texts', {
      key: 'about-program',
      title: 'O programie',
      body: '<h2>Dla kogo</h2><p>Dla każdego</p>',
    });
    expect(made.statusCode, made.body).toBe(201);
    const text = made.json();
    expect(text).toMatchObject({ key: 'about-program', status: 'DRAFT', body: '<h2>Dla kogo</h2><p>Dla każdego</p>' });

    // A draft is not public.
    const draft = await get('/api/texts/key/about-program');
    expect([draft.statusCode, draft.json().message]).toEqual([404, NOT_FOUND_MESSAGES.text]);

    const published = await send('PATCH', `/api/texts/${text.id}`, {
      key: 'about-program',
      title: 'O programie',
      body: '<p>Nowa treść<script>alert(1)</script></p>',
      status: 'PUBLISHED',
    });
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', body: '<p>Nowa treść</p>' });
    // Without a token, and with a member's: the same public answer.
    expect((await get('/api/texts/key/about-program')).json()).toEqual({
      key: 'about-program',
      title: 'O programie',
      body: '<p>Nowa treść</p>',
    });
    expect((await get('/api/texts/key/about-program', contractor)).statusCode).toBe(200);
    // An edit without a status keeps it.
    const kept = await send('PATCH', `/api/texts/${text.id}`, { key: 'about-program', title: 'O Klubie', body: '<p>x</p>' });
    expect(kept.json().status).toBe('PUBLISHED');

    const list = (await get('/api/texts', admin)).json();
    expect(list).toMatchObject({ total: 1, data: [{ key: 'about-program', title: 'O Klubie', status: 'PUBLISHED' }] });
    expect(list.data[0]).not.toHaveProperty('body');

    const taken = await send('POST', '/api/texts', { key: 'about-program', title: 'Drugi', body: '<p>x</p>' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, CONTENT_MESSAGES.textKeyTaken]);

    expect((await send('DELETE', `/api/texts/${text.id}`)).statusCode).toBe(200);
    expect((await get('/api/texts/key/about-program')).statusCode).toBe(404);
    expect((await get(`/api/texts/${text.id}`, admin)).json().message).toBe(NOT_FOUND_MESSAGES.text);
  });

  it('refuses bad input in Polish and members on the admin side', async () => {
    const bad = async (body: object, message: string) => {
      const res = await send('POST', '/api/texts', { key: 'kontakt', title: 'Kontakt', body: '<p>a</p>', ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await bad({ key: 'O Programie' }, CONTENT_MESSAGES.textKey);
    await bad({ key: '../etc' }, CONTENT_MESSAGES.textKey);
    await bad({ title: '' }, FIELD_MESSAGES.required);
    await bad({ body: '<p> </p>' }, FIELD_MESSAGES.required);
    await bad({ body: 'a\u0000' }, FIELD_MESSAGES.forbiddenChars);
    await bad({ body: 'x'.repeat(TEXT_BODY_MAX + 1) }, FIELD_MESSAGES.tooLong(TEXT_BODY_MAX));
    expect((await get('/api/texts/key/Zly%20klucz')).statusCode).toBe(400);

    expect((await get('/api/texts', contractor)).statusCode).toBe(403);
    expect((await send('POST', '/api/texts', { key: 'a', title: 'a', body: '<p>a</p>' }, contractor)).statusCode).toBe(403);
    expect((await get('/api/texts')).statusCode).toBe(401);
  });
});

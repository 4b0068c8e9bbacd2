import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, ERROR_CODES, NOT_FOUND_MESSAGES } from '@klub/contracts';
import { regulationAcceptances, users } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';
import { multipartBody, PDF_DOC, PNG_1PX } from '../../testing/multipart';
import { lodzkieId, signupBody } from '../auth/auth.test-helpers';
import { openAdminApp } from '../../testing/admin-app';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

async function upload(content: Buffer, name: string): Promise<string> {
  const { payload, headers } = multipartBody({ name, content });
  const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', payload, headers: { ...headers, ...bearer(admin) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().key as string;
}
const me = async (token: string) =>
  (await get('/api/users/me-client', token)).json() as { regulationsToAccept: { id: number; version: string } | null };

describe('regulations', () => {
  it('a draft, published, becomes current: members are asked to accept it once; the registration accepts the current one; counts per version', async () => {
    const [m1, m2] = await makeMembers(t, 2, { prefix: 'reg' });
    expect((await get('/api/regulations/current')).statusCode).toBe(404);
    expect((await me(m1!.token)).regulationsToAccept).toBeNull(); // nothing published yet

    const pdf = await upload(PDF_DOC, 'regulamin-2027.pdf');
    const made = await send('POST', '/api/regulations', { version: '2027/1', summary: 'Nowe zasady wygasania punktów.', fileKey: pdf });
    expect(made.statusCode, made.body).toBe(201);
    const v1 = made.json();
    expect(v1).toMatchObject({
      version: '2027/1',
      publishedAt: null,
      isCurrent: false,
      accepted: 0,
      fileUrl: `/api/files/download/${pdf}`,
    });
    expect((await me(m1!.token)).regulationsToAccept).toBeNull(); // a draft asks nothing

    const published = await send('POST', `/api/regulations/${v1.id}/publish`);
    expect(published.json()).toMatchObject({ isCurrent: true });
    expect((await get('/api/regulations/current')).json()).toEqual({
      id: v1.id,
      version: '2027/1',
      summary: 'Nowe zasady wygasania punktów.',
      fileUrl: `/api/files/download/${pdf}`,
    });
    expect((await me(m1!.token)).regulationsToAccept).toMatchObject({ id: v1.id, version: '2027/1' });

    // m1 accepts; the prompt is gone for them, not for m2.
    const ok = await send('POST', `/api/regulations/${v1.id}/accept`, undefined, m1!.token);
    expect([ok.statusCode, ok.json().message]).toEqual([200, CONTENT_MESSAGES.regulationAccepted]);
    expect((await me(m1!.token)).regulationsToAccept).toBeNull();
    expect((await me(m2!.token)).regulationsToAccept).toMatchObject({ id: v1.id });
    const [row] = await t.db.db.select().from(users).where(eq(users.id, m1!.id));
    expect(row!.acceptedRegulationId).toBe(v1.id);
    expect(row!.regulationsAcceptedAt).not.toBeNull();
    // Accepting twice records it once.
    await send('POST', `/api/regulations/${v1.id}/accept`, undefined, m1!.token);
    expect(await t.db.db.select().from(regulationAcceptances).where(eq(regulationAcceptances.userId, m1!.id))).toHaveLength(1);

    // A new registration accepts the current version.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody(await lodzkieId(t.db.db), { email: 'reg.nowy@example.pl' }),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const [registered] = await t.db.db.select().from(users).where(eq(users.email, 'reg.nowy@example.pl'));
    expect(registered!.acceptedRegulationId).toBe(v1.id);

    // A second version: everyone is asked again; accepting the old one now is refused (a stale page).
    const v2 = (await send('POST', '/api/regulations', { version: '2027/2', fileKey: pdf })).json();
    await send('POST', `/api/regulations/${v2.id}/publish`);
    expect((await me(m1!.token)).regulationsToAccept).toMatchObject({ id: v2.id, version: '2027/2' });
    const stale = await send('POST', `/api/regulations/${v1.id}/accept`, undefined, m2!.token);
    expect([stale.statusCode, stale.json().message]).toEqual([409, CONTENT_MESSAGES.regulationNotCurrent]);

    const list = (await get('/api/regulations', admin)).json();
    expect(list.data.map((r: { version: string; isCurrent: boolean; accepted: number }) => [r.version, r.isCurrent, r.accepted])).toEqual([
      ['2027/2', true, 0],
      ['2027/1', false, 2],
    ]);
    expect(list.members).toBeGreaterThanOrEqual(3);
  });

  it('until a member accepts the current version the API refuses their writes (403), not their reads; accepting, the password and leaving stay open', async () => {
    // The first test left 2027/2 current; a member who never accepted it:
    const [m] = await makeMembers(t, 1, { prefix: 'regw' });
    const current = (await get('/api/regulations/current')).json() as { id: number };
    expect((await get('/api/news', m!.token)).statusCode).toBe(200);
    const refused = await send('PATCH', '/api/users/me', {}, m!.token);
    expect([refused.statusCode, refused.json().message]).toEqual([403, ERROR_CODES.REGULATIONS_NOT_ACCEPTED.message]);
    const code = await send('POST', '/api/users/me/codes', { code: 'ABCD-EFGH' }, m!.token);
    expect(code.statusCode).toBe(403);
    // Open before accepting: the password (its own check answers), then the acceptance itself.
    const password = await send(
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'zle-haslo-1', newPassword: 'NoweHaslo123' },
      m!.token,
    );
    expect(password.statusCode).not.toBe(403);
    expect((await send('POST', `/api/regulations/${current.id}/accept`, undefined, m!.token)).statusCode).toBe(200);
    // Accepted: the same write reaches its own validation at once (the cached session was dropped).
    expect((await send('PATCH', '/api/users/me', {}, m!.token)).statusCode).toBe(400);
    // Admins are not members: their writes never wait for an acceptance.
    expect((await send('POST', '/api/regulations', { version: '2027/9', fileKey: 'x.pdf' })).statusCode).not.toBe(403);
  });

  it('a published version never changes; bad input is refused in Polish; only admins write, only members accept', async () => {
    const pdf = await upload(PDF_DOC, 'r.pdf');
    const png = await upload(PNG_1PX, 'r.png');
    const notPdf = await send('POST', '/api/regulations', { version: 'X/1', fileKey: png });
    expect([notPdf.statusCode, notPdf.json().message]).toEqual([400, CONTENT_MESSAGES.regulationPdf]);
    const draft = (await send('POST', '/api/regulations', { version: 'X/1', fileKey: pdf })).json();
    const taken = await send('POST', '/api/regulations', { version: 'x/1', fileKey: pdf });
    expect([taken.statusCode, taken.json().message]).toEqual([409, CONTENT_MESSAGES.regulationTaken]);
    expect(
      (await send('PATCH', `/api/regulations/${draft.id}`, { version: 'X/1', summary: 'Poprawka', fileKey: pdf })).json().summary,
    ).toBe('Poprawka');
    await send('POST', `/api/regulations/${draft.id}/publish`);
    for (const res of [
      await send('PATCH', `/api/regulations/${draft.id}`, { version: 'X/1', fileKey: pdf }),
      await send('DELETE', `/api/regulations/${draft.id}`),
      await send('POST', `/api/regulations/${draft.id}/publish`),
    ])
      expect([res.statusCode, res.json().message]).toEqual([409, CONTENT_MESSAGES.regulationPublished]);
    const other = (await send('POST', '/api/regulations', { version: 'X/2', fileKey: pdf })).json();
    expect((await send('DELETE', `/api/regulations/${other.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/regulations/${other.id}`)).json().message).toBe(NOT_FOUND_MESSAGES.regulation);
    expect((await send('POST', '/api/regulations', { version: '', fileKey: '../x' })).statusCode).toBe(400);

    const [m] = await makeMembers(t, 1, { prefix: 'reg-role' });
    expect((await send('POST', '/api/regulations', { version: 'Y', fileKey: pdf }, m!.token)).statusCode).toBe(403);
    expect((await get('/api/regulations', m!.token)).statusCode).toBe(403);
    expect((await send('POST', `/api/regulations/${draft.id}/accept`)).statusCode).toBe(403); // the admin is no member
    expect((await t.app.inject({ method: 'POST', url: `/api/regulations/${draft.id}/accept` })).statusCode).toBe(401);
  });
});

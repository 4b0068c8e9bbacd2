import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FILE_KEY_PATTERN, FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@klub/contracts';
import { files, users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';
import { multipartBody, PDF_DOC, PNG_1PX } from '../../testing/multipart';

let t: TestApp;
let admin = '';
let customer = '';
let gold: { id: number; token: string };
let plain: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  customer = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
  [gold, plain] = (await makeMembers(t, 2, { prefix: 'files' })) as [typeof gold, typeof plain];
  await t.db.db.update(users).set({ isGold: true }).where(eq(users.id, gold.id));
});
afterAll(() => t?.close());

function upload(
  token: string | null,
  file: Parameters<typeof multipartBody>[0],
  opts: { query?: string; fields?: Record<string, string> } = {},
) {
  const { payload, headers } = multipartBody(file, opts.fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/files/upload${opts.query ?? ''}`,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}
const download = (key: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/files/download/${key}`, headers: token ? bearer(token) : {} });

describe('POST /api/files/upload', () => {
  it('stores an image under a generated key and serves it to anyone', async () => {
    const res = await upload(customer, { name: 'Moje zdjęcie.jpg', content: PNG_1PX, type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ originalName: 'Moje zdjęcie.jpg', mimeType: 'image/png', size: PNG_1PX.length });
    // The extension comes from the content (PNG), never from the uploader's name.
    expect(body.key).toMatch(FILE_KEY_PATTERN);
    expect(body.key).toMatch(/\.png$/);
    expect(body.key).not.toContain('zdj');
    expect(body.url).toBe(`/api/files/download/${body.key}`);

    const got = await download(body.key);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toContain('public');
    expect(got.headers['content-disposition']).toBe(`inline; filename="Moje zdjecie.jpg"; filename*=UTF-8''Moje%20zdj%C4%99cie.jpg`);
    expect(got.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it('accepts a PDF from an admin and strips any path from the original name', async () => {
    const res = await upload(admin, { name: '..\\..\\Regulamin 2026 (wersja ß).pdf', content: PDF_DOC, type: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mimeType: 'application/pdf', originalName: 'Regulamin 2026 (wersja ß).pdf' });
    expect(res.json().key).toMatch(/\.pdf$/);
    const got = await download(res.json().key);
    expect(got.headers['content-disposition']).toBe(
      `inline; filename="Regulamin 2026 (wersja ).pdf"; filename*=UTF-8''Regulamin%202026%20%28wersja%20%C3%9F%29.pdf`,
    );
  });

  it('refuses content that is not an allowed kind, whatever its name says (415, Polish)', async () => {
    for (const [name, content] of [
      ['zdjecie.jpg', Buffer.from('<html><script>alert(1)</script></html>')],
      ['rysunek.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['program.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
      ['archiwum.docx', Buffer.from('PK\u0003\u0004 not really a document')],
    ] as const) {
      const res = await upload(customer, { name, content, type: 'image/jpeg' });
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toBe(FILE_MESSAGES.badType);
    }
    const empty = await upload(customer, { name: 'pusty.png', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(FILE_MESSAGES.empty);
  });

  it('refuses a file over 10 MB (413, Polish) and stores nothing', async () => {
    const before = await t.db.db.$count(files);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(MAX_UPLOAD_BYTES, 0)]);
    const res = await upload(customer, { name: 'duzy.png', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(FILE_MESSAGES.tooLarge);
    expect(await t.db.db.$count(files)).toBe(before);
  });

  it('refuses a request without a file, with JSON, or without signing in', async () => {
    const none = await upload(customer, null, { fields: { visibility: 'PUBLIC' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(FILE_MESSAGES.noFile);
    const wrongField = await upload(customer, { field: 'obrazek', name: 'a.png', content: PNG_1PX });
    expect(wrongField.statusCode).toBe(400);
    const asJson = await t.app.inject({ method: 'POST', url: '/api/files/upload', payload: { file: 'abc' }, headers: bearer(customer) });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json().message).toBe(FILE_MESSAGES.notMultipart);
    expect((await upload(null, { name: 'a.png', content: PNG_1PX })).statusCode).toBe(401);
  });

  it('lets only admins restrict visibility (query or a field before the file)', async () => {
    const byQuery = await upload(customer, { name: 'a.png', content: PNG_1PX }, { query: '?visibility=GOLD' });
    expect(byQuery.statusCode).toBe(403);
    expect(byQuery.json().message).toBe(FILE_MESSAGES.visibilityAdminOnly);
    const byField = await upload(customer, { name: 'a.png', content: PNG_1PX }, { fields: { visibility: 'ADMIN' } });
    expect(byField.statusCode).toBe(403);
    const bad = await upload(admin, { name: 'a.png', content: PNG_1PX }, { query: '?visibility=SECRET' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/files/download/:key', () => {
  it('refuses odd keys with 400 before looking them up, and answers 404 for an unknown one', async () => {
    for (const key of [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2F..',
      'a.b.png',
      'abc',
      'plik.PNG',
      'pl%20ik.png',
      'a.toolong',
      'x%00.png',
      'a%2Fb.png',
      '%2E%2E.png',
    ]) {
      const res = await download(key);
      expect(res.statusCode, key).toBe(400);
      expect([res.json().message].flat().join(), key).toContain(FILE_MESSAGES.badKey);
    }
    // A bare `..` is resolved by the router before any route: no file route answers it.
    expect((await download('..')).statusCode).toBe(404);
    const missing = await download('nieMaTakiego_1.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FILE_MESSAGES.notFound);
  });

  it('serves a GOLD file to gold members and admins only; an ADMIN file to admins only', async () => {
    const goldFile = (await upload(admin, { name: 'dla-gold.pdf', content: PDF_DOC }, { query: '?visibility=GOLD' })).json().key as string;
    expect((await download(goldFile)).statusCode).toBe(401);
    const refused = await download(goldFile, plain.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(FILE_MESSAGES.goldOnly);
    const ok = await download(goldFile, gold.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect((await download(goldFile, admin)).statusCode).toBe(200);
    expect((await download(goldFile, 'zly.token.tu')).statusCode).toBe(401);

    const adminFile = (await upload(admin, { name: 'wewn.png', content: PNG_1PX }, { fields: { visibility: 'ADMIN' } })).json()
      .key as string;
    expect((await download(adminFile, gold.token)).statusCode).toBe(403);
    expect((await download(adminFile, admin)).statusCode).toBe(200);
  });
});

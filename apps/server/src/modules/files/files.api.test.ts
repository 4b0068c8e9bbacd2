import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { FILE_KEY_PATTERN, FILE_MESSAGES, IMAGE_WIDTHS, MAX_UPLOAD_BYTES } from '@klub/contracts';
import { fileVariants, files, users } from '@klub/db';
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

describe('photo widths (GET /api/files/download/{key}?w=)', () => {
  // A real 2400 × 1600 photo-like JPEG (a gradient with noise), as a phone would upload.
  const bigJpeg = () =>
    sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#7a4', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer();

  it('keeps WebP copies of 320, 640 and 1280 px made at upload, each far smaller than the photo, cached for a year', async () => {
    const jpeg = await bigJpeg();
    const { key } = (await upload(admin, { name: 'budowa.jpg', content: jpeg })).json() as { key: string };
    const [file] = await t.db.db.select({ id: files.id }).from(files).where(eq(files.key, key));
    const stored = await t.db.db.select({ width: fileVariants.width }).from(fileVariants).where(eq(fileVariants.fileId, file!.id));
    expect(stored.map((v) => v.width).sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS]);

    for (const w of IMAGE_WIDTHS) {
      const res = await t.app.inject({ method: 'GET', url: `/api/files/download/${key}?w=${w}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: w, height: Math.round((w * 1600) / 2400) });
      expect(res.rawPayload.length).toBeLessThan(jpeg.length / 3);
    }
    // Without a width: the original, byte for byte.
    expect((await download(key)).rawPayload.equals(jpeg)).toBe(true);
  });

  it('never enlarges a small photo, and makes a missing copy at the first request (a photo uploaded before copies existed)', async () => {
    const { key } = (await upload(customer, { name: 'kropka.png', content: PNG_1PX })).json() as { key: string };
    const [file] = await t.db.db.select({ id: files.id }).from(files).where(eq(files.key, key));
    await t.db.db.delete(fileVariants).where(eq(fileVariants.fileId, file!.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/files/download/${key}?w=640` });
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1);
    const kept = await t.db.db.select({ width: fileVariants.width }).from(fileVariants).where(eq(fileVariants.fileId, file!.id));
    expect(kept).toEqual([{ width: 640 }]);
  });

  it('sends a GIF and a document as they are, and refuses a width it does not keep with a Polish message', async () => {
    const gif = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#00f' } })
      .gif()
      .toBuffer();
    const { key } = (await upload(customer, { name: 'anim.gif', content: gif })).json() as { key: string };
    const res = await t.app.inject({ method: 'GET', url: `/api/files/download/${key}?w=320` });
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.rawPayload.equals(gif)).toBe(true);
    const pdf = (await upload(admin, { name: 'a.pdf', content: PDF_DOC })).json().key as string;
    expect((await t.app.inject({ method: 'GET', url: `/api/files/download/${pdf}?w=320` })).headers['content-type']).toBe(
      'application/pdf',
    );

    for (const w of ['999', 'abc', '640.5', '-320']) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/files/download/${key}?w=${w}` });
      expect(bad.statusCode, w).toBe(400);
      expect([bad.json().message].flat().join(), w).toContain(FILE_MESSAGES.badWidth);
    }
  });

  it('keeps no copy of a file that is not a readable photo (a PNG header over garbage is stored, not resized)', async () => {
    const broken = Buffer.concat([PNG_1PX.subarray(0, 33), Buffer.alloc(200, 7)]);
    const res = await upload(customer, { name: 'zepsute.png', content: broken });
    expect(res.statusCode, res.body).toBe(200);
    const got = await t.app.inject({ method: 'GET', url: `/api/files/download/${res.json().key}?w=320` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
  });
});

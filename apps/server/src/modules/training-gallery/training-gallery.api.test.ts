import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, GALLERY_LIMITS, GALLERY_MESSAGES, NOT_FOUND_MESSAGES } from '@klub/contracts';
import { files, trainingGalleryPhotos } from '@klub/db';
import { eq } from 'drizzle-orm';
import { bearer, type TestApp } from '../../testing/test-app';
import { multipartBody, PDF_DOC, PNG_1PX } from '../../testing/multipart';
import { openAdminApp } from '../../testing/admin-app';

let t: TestApp;
let admin = '';
let member = '';
beforeAll(async () => ({ t, admin, member } = await openAdminApp({ member: 'gal' })));
afterAll(() => t?.close());

const BASE = '/api/trainings-photogallery';
const get = (url: string, token: string | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url, headers: token === null ? {} : bearer(token), ...(payload === undefined ? {} : { payload }) });

async function upload(content: Buffer = PNG_1PX, name = 'zdjecie.png', visibility?: string): Promise<string> {
  const { payload, headers } = multipartBody({ name, content });
  const url = `/api/files/upload${visibility ? `?visibility=${visibility}` : ''}`;
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(admin) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().key as string;
}

async function makeGroup(name: string): Promise<number> {
  const res = await send('POST', `${BASE}/groups`, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function addPhoto(groupId: number, caption?: string): Promise<number> {
  const res = await send('POST', BASE, { groupId, fileKey: await upload(), ...(caption ? { caption } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('training photo galleries: groups', () => {
  it('admin adds, edits, lists and deletes a group; bad input gets a Polish 400', async () => {
    const empty = await send('POST', `${BASE}/groups`, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(FIELD_MESSAGES.required);
    const long = await send('POST', `${BASE}/groups`, { name: 'x'.repeat(GALLERY_LIMITS.name + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(FIELD_MESSAGES.tooLong(GALLERY_LIMITS.name));
    expect((await send('POST', `${BASE}/groups`, { name: 'A', extra: 1 })).statusCode).toBe(400);

    const made = await send('POST', `${BASE}/groups`, { name: 'Szkolenie z tynków', description: 'Kraków, marzec' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      name: 'Szkolenie z tynków',
      description: 'Kraków, marzec',
      photoCount: 0,
      coverUrl: null,
      photos: [],
    });
    const id = made.json().id as number;

    const edited = await send('PATCH', `${BASE}/groups/${id}`, { name: 'Tynki 2026', description: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Tynki 2026', description: null, position: made.json().position });
    const badPosition = await send('PATCH', `${BASE}/groups/${id}`, { name: 'Tynki', position: -1 });
    expect(badPosition.statusCode).toBe(400);
    expect(badPosition.body).toContain(FIELD_MESSAGES.numberRange(0, GALLERY_LIMITS.position));

    const list = (await get(`${BASE}/groups?search=tynki`)).json();
    expect(list.data.map((g: { id: number }) => g.id)).toContain(id);

    const missing = await send('PATCH', `${BASE}/groups/999999`, { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(NOT_FOUND_MESSAGES.galleryGroup);
    expect((await get(`${BASE}/groups/abc`)).statusCode).toBe(400);

    expect((await send('DELETE', `${BASE}/groups/${id}`)).statusCode).toBe(200);
    expect((await get(`${BASE}/groups/${id}`)).json()).toMatchObject({ message: NOT_FOUND_MESSAGES.galleryGroup });
    expect((await send('DELETE', `${BASE}/groups/${id}`)).statusCode).toBe(404);
  });

  it('roles: anonymous 401, a member reads but may not write, members see only groups with photos', async () => {
    const full = await makeGroup('Galeria z fotkami');
    const empty = await makeGroup('Galeria pusta');
    const photo = await addPhoto(full, 'Uczestnicy');

    expect((await get(`${BASE}/groups`, null)).statusCode).toBe(401);
    expect((await get(`${BASE}/groups/${full}`, null)).statusCode).toBe(401);
    expect((await send('POST', `${BASE}/groups`, { name: 'X' }, null)).statusCode).toBe(401);

    expect((await send('POST', `${BASE}/groups`, { name: 'X' }, member)).statusCode).toBe(403);
    expect((await send('PATCH', `${BASE}/groups/${full}`, { name: 'X' }, member)).statusCode).toBe(403);
    expect((await send('DELETE', `${BASE}/groups/${full}`, undefined, member)).statusCode).toBe(403);
    expect((await get(BASE, member)).statusCode).toBe(403);
    expect((await get(`${BASE}/${photo}`, member)).statusCode).toBe(403);
    expect((await send('POST', BASE, { groupId: full, fileKey: await upload() }, member)).statusCode).toBe(403);
    expect((await send('PATCH', `${BASE}/${photo}`, { groupId: full }, member)).statusCode).toBe(403);
    expect((await send('DELETE', `${BASE}/${photo}`, undefined, member)).statusCode).toBe(403);

    const mine = (await get(`${BASE}/groups`, member)).json();
    const ids = mine.data.map((g: { id: number }) => g.id);
    expect(ids).toContain(full);
    expect(ids).not.toContain(empty);
    const shown = mine.data.find((g: { id: number }) => g.id === full);
    expect(shown).toMatchObject({ photoCount: 1, coverUrl: expect.stringMatching(/^\/api\/files\/download\//) });
    const detail = (await get(`${BASE}/groups/${full}`, member)).json();
    expect(detail.photos).toEqual([expect.objectContaining({ id: photo, caption: 'Uczestnicy' })]);
    // An empty group is not on a member's list and not open to them either.
    expect((await get(`${BASE}/groups/${empty}`, member)).statusCode).toBe(404);
    // The admin sees both.
    const all = (await get(`${BASE}/groups`)).json().data.map((g: { id: number }) => g.id);
    expect(all).toEqual(expect.arrayContaining([full, empty]));
  });
});

describe('training photo galleries: photos', () => {
  it('refuses a key of no file, of a document or of a restricted file, a missing group and a long caption in Polish', async () => {
    const group = await makeGroup('Galeria walidacji');
    const noFile = await send('POST', BASE, { groupId: group, fileKey: 'nieistnieje123.png' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(GALLERY_MESSAGES.fileMissing);
    const pdf = await send('POST', BASE, { groupId: group, fileKey: await upload(PDF_DOC, 'dok.pdf') });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(GALLERY_MESSAGES.notImage);
    const restricted = await send('POST', BASE, { groupId: group, fileKey: await upload(PNG_1PX, 'a.png', 'ADMIN') });
    expect(restricted.statusCode).toBe(400);
    expect(restricted.json().message).toBe(GALLERY_MESSAGES.notPublic);
    const noGroup = await send('POST', BASE, { groupId: 999999, fileKey: await upload() });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().message).toBe(NOT_FOUND_MESSAGES.galleryGroup);
    const badKey = await send('POST', BASE, { groupId: group, fileKey: '../etc/passwd' });
    expect(badKey.statusCode).toBe(400);
    const long = await send('POST', BASE, { groupId: group, fileKey: await upload(), caption: 'x'.repeat(GALLERY_LIMITS.caption + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(FIELD_MESSAGES.tooLong(GALLERY_LIMITS.caption));
    const noGroupChosen = await send('POST', BASE, { fileKey: await upload() });
    expect(noGroupChosen.statusCode).toBe(400);
    expect(noGroupChosen.body).toContain(GALLERY_MESSAGES.pickGroup);
    const noPhotoChosen = await send('POST', BASE, { groupId: group, fileKey: null });
    expect(noPhotoChosen.statusCode).toBe(400);
    expect(noPhotoChosen.body).toContain(GALLERY_MESSAGES.pickPhoto);
    expect((await get(`${BASE}?groupId=abc`)).statusCode).toBe(400);
    expect((await send('PATCH', `${BASE}/999999`, { groupId: group })).json()).toMatchObject({ message: NOT_FOUND_MESSAGES.galleryPhoto });
    expect((await send('DELETE', `${BASE}/999999`)).statusCode).toBe(404);
    expect((await get(`${BASE}?groupId=${group}`)).json().total).toBe(0);
  });

  it('keeps photos in position order, moves them between groups, edits captions; deleting a group removes its photos', async () => {
    const a = await makeGroup('Galeria A');
    const b = await makeGroup('Galeria B');
    const p1 = await addPhoto(a, 'Pierwsze');
    const p2 = await addPhoto(a);
    const p3 = await addPhoto(a);
    const order = async (group: number) => (await get(`${BASE}/groups/${group}`)).json().photos.map((p: { id: number }) => p.id);
    expect(await order(a)).toEqual([p1, p2, p3]);

    // p3 to the front; position ties fall back to the id.
    const moved = await send('PATCH', `${BASE}/${p3}`, { groupId: a, caption: 'Teraz pierwsze', position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ caption: 'Teraz pierwsze', position: 0 });
    expect(await order(a)).toEqual([p3, p1, p2]);
    expect((await get(`${BASE}?groupId=${a}`)).json().data.map((p: { id: number }) => p.id)).toEqual([p3, p1, p2]);
    // The group's cover is its first photo.
    const cover = (await get(`${BASE}/groups/${a}`)).json();
    expect(cover.coverUrl).toBe(cover.photos[0].url);

    // Moved to another group without a position: to that group's end; the caption is cleared by an empty one.
    const p4 = await addPhoto(b);
    const toB = await send('PATCH', `${BASE}/${p1}`, { groupId: b, caption: '' });
    expect(toB.json()).toMatchObject({ groupId: b, caption: null });
    expect(await order(b)).toEqual([p4, p1]);
    expect(await order(a)).toEqual([p3, p2]);
    const toNowhere = await send('PATCH', `${BASE}/${p2}`, { groupId: 999999 });
    expect(toNowhere.statusCode).toBe(400);
    expect(toNowhere.json().message).toBe(NOT_FOUND_MESSAGES.galleryGroup);

    const fileId = (
      await t.db.db.select({ fileId: trainingGalleryPhotos.fileId }).from(trainingGalleryPhotos).where(eq(trainingGalleryPhotos.id, p2))
    )[0]!.fileId;
    expect((await send('DELETE', `${BASE}/groups/${a}`)).statusCode).toBe(200);
    expect((await get(`${BASE}/${p2}`)).statusCode).toBe(404);
    expect((await get(`${BASE}/${p3}`)).statusCode).toBe(404);
    expect((await get(`${BASE}?groupId=${a}`)).json().total).toBe(0);
    expect(await order(b)).toEqual([p4, p1]);
    // The uploaded file stays (other content may use it).
    expect(await t.db.db.select({ id: files.id }).from(files).where(eq(files.id, fileId))).toHaveLength(1);

    expect((await send('DELETE', `${BASE}/${p4}`)).statusCode).toBe(200);
    expect(await order(b)).toEqual([p1]);
  });

  it(`a group holds at most ${GALLERY_LIMITS.groupPhotos} photos`, async () => {
    const group = await makeGroup('Galeria pełna');
    const first = await addPhoto(group);
    const [{ fileId }] = await t.db.db
      .select({ fileId: trainingGalleryPhotos.fileId })
      .from(trainingGalleryPhotos)
      .where(eq(trainingGalleryPhotos.id, first));
    await t.db.db
      .insert(trainingGalleryPhotos)
      .values(Array.from({ length: GALLERY_LIMITS.groupPhotos - 1 }, (_, i) => ({ groupId: group, fileId, position: i + 2 })));
    const over = await send('POST', BASE, { groupId: group, fileKey: await upload() });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(GALLERY_MESSAGES.groupFull(GALLERY_LIMITS.groupPhotos));
    expect((await get(`${BASE}/groups/${group}`)).json().photoCount).toBe(GALLERY_LIMITS.groupPhotos);
  });
});

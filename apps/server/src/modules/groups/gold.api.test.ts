import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { FILE_MESSAGES, GOLD_MESSAGES, type GoldDoc, type GoldSubgroup } from '@klub/contracts';
import { files, users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';
import { multipartBody, PDF_DOC } from '../../testing/multipart';

let t: TestApp;
let admin = '';
let goldA: { id: number; token: string };
let goldB: { id: number; token: string };
let goldNone: { id: number; token: string };
let plain: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  [goldA, goldB, goldNone, plain] = (await makeMembers(t, 4, { prefix: 'gold' })) as [
    typeof goldA,
    typeof goldA,
    typeof goldA,
    typeof goldA,
  ];
  await t.db.db
    .update(users)
    .set({ isGold: true })
    .where(inArray(users.id, [goldA.id, goldB.id, goldNone.id]));
});
afterAll(() => t?.close());

const as = (token: string) => ({ headers: bearer(token) });
const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, ...as(token) });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.app.inject({ method, url, payload: payload as object, ...as(token) });

async function uploadGold(name: string): Promise<string> {
  const { payload, headers } = multipartBody({ name, content: PDF_DOC });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload?visibility=GOLD',
    payload,
    headers: { ...headers, ...bearer(admin) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().key as string;
}

describe('gold subgroups', () => {
  it('are created, read, renamed, counted and deleted; names are unique', async () => {
    const created = await send('POST', '/api/gold-groups', { name: '  Mazowsze  ', description: 'Wykonawcy z Mazowsza' });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json() as GoldSubgroup;
    expect(group).toMatchObject({ name: 'Mazowsze', description: 'Wykonawcy z Mazowsza', memberCount: 0, documentCount: 0 });

    const dup = await send('POST', '/api/gold-groups', { name: 'Mazowsze' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(GOLD_MESSAGES.subgroupTaken);

    const renamed = await send('PATCH', `/api/gold-groups/${group.id}`, { name: 'Mazowsze Północ', description: '' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: group.id, name: 'Mazowsze Północ', description: null });
    expect((await get(`/api/gold-groups/${group.id}`)).json().name).toBe('Mazowsze Północ');
    expect((await get('/api/gold-groups')).json().map((g: GoldSubgroup) => g.name)).toContain('Mazowsze Północ');

    expect((await send('PATCH', '/api/gold-groups/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await get('/api/gold-groups/999999')).statusCode).toBe(404);
    expect((await send('POST', '/api/gold-groups', { name: '' })).statusCode).toBe(400);

    const deleted = await send('DELETE', `/api/gold-groups/${group.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/gold-groups/${group.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/gold-groups/${group.id}`)).statusCode).toBe(404);
  });

  it('members are listed, filtered by subgroup and assigned; a subgroup in use cannot be deleted', async () => {
    const g = (await send('POST', '/api/gold-groups', { name: 'Śląsk' })).json() as GoldSubgroup;
    const assign = await send('PATCH', `/api/gold-groups/members/${goldA.id}`, { subgroupId: g.id });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json()).toMatchObject({ id: goldA.id, subgroupId: g.id, subgroupName: 'Śląsk' });

    const notGold = await send('PATCH', `/api/gold-groups/members/${plain.id}`, { subgroupId: g.id });
    expect(notGold.statusCode).toBe(409);
    expect(notGold.json().message).toBe(GOLD_MESSAGES.memberNotGold);
    expect((await send('PATCH', `/api/gold-groups/members/${goldA.id}`, { subgroupId: 999999 })).statusCode).toBe(400);

    const all = (await get('/api/gold-groups/members?take=100')).json();
    const ids = all.data.map((m: { id: number }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([goldA.id, goldB.id, goldNone.id]));
    expect(ids).not.toContain(plain.id);
    expect(all.total).toBe(all.data.length);
    const inGroup = (await get(`/api/gold-groups/members?subgroupId=${g.id}`)).json();
    expect(inGroup.data.map((m: { id: number }) => m.id)).toEqual([goldA.id]);
    const outside = (await get('/api/gold-groups/members?subgroupId=none')).json();
    expect(outside.data.map((m: { id: number }) => m.id)).not.toContain(goldA.id);
    const paged = (await get('/api/gold-groups/members?take=1&skip=1')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(all.total);
    expect((await get('/api/gold-groups/members?subgroupId=abc')).statusCode).toBe(400);

    expect((await get(`/api/gold-groups/${g.id}`)).json().memberCount).toBe(1);
    const refused = await send('DELETE', `/api/gold-groups/${g.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('członkowie: 1');

    await send('PATCH', `/api/gold-groups/members/${goldA.id}`, { subgroupId: null });
    expect((await send('DELETE', `/api/gold-groups/${g.id}`)).statusCode).toBe(200);
  });
});

describe('gold documents', () => {
  it('only gold members read them: the whole group, or their own subgroup', async () => {
    const north = (await send('POST', '/api/gold-groups', { name: 'Północ' })).json() as GoldSubgroup;
    const south = (await send('POST', '/api/gold-groups', { name: 'Południe' })).json() as GoldSubgroup;
    await send('PATCH', `/api/gold-groups/members/${goldA.id}`, { subgroupId: north.id });
    await send('PATCH', `/api/gold-groups/members/${goldB.id}`, { subgroupId: south.id });

    const created = await send('POST', '/api/gold-docs', {
      title: 'Cennik Gold 2026',
      description: 'Dla wszystkich',
      fileKey: await uploadGold('cennik.pdf'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const forAll = created.json() as GoldDoc;
    expect(forAll).toMatchObject({ title: 'Cennik Gold 2026', subgroupId: null, originalName: 'cennik.pdf', mimeType: 'application/pdf' });
    const forNorth = (
      await send('POST', '/api/gold-docs', { title: 'Szkolenie Północ', fileKey: await uploadGold('polnoc.pdf'), subgroupId: north.id })
    ).json() as GoldDoc;

    const titles = async (token: string) => ((await get('/api/gold-docs/me', token)).json() as GoldDoc[]).map((d) => d.title).sort();
    expect(await titles(goldA.token)).toEqual(['Cennik Gold 2026', 'Szkolenie Północ']);
    expect(await titles(goldB.token)).toEqual(['Cennik Gold 2026']);
    expect(await titles(goldNone.token)).toEqual(['Cennik Gold 2026']);
    const refused = await get('/api/gold-docs/me', plain.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GOLD_MESSAGES.notGold);

    // Downloads follow the same rule.
    const dl = (key: string, token: string) => get(`/api/files/download/${key}`, token);
    expect((await dl(forNorth.fileKey, goldA.token)).statusCode).toBe(200);
    const otherSubgroup = await dl(forNorth.fileKey, goldB.token);
    expect(otherSubgroup.statusCode).toBe(403);
    expect(otherSubgroup.json().message).toBe(FILE_MESSAGES.goldOnly);
    expect((await dl(forAll.fileKey, goldB.token)).statusCode).toBe(200);
    expect((await dl(forAll.fileKey, plain.token)).statusCode).toBe(403);

    // A subgroup with documents cannot be deleted.
    const inUse = await send('DELETE', `/api/gold-groups/${north.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toContain('dokumenty: 1');

    // The admin list shows everything; a filter narrows it.
    expect(((await get('/api/gold-docs')).json() as GoldDoc[]).length).toBe(2);
    expect(((await get(`/api/gold-docs?subgroupId=${north.id}`)).json() as GoldDoc[]).map((d) => d.id)).toEqual([forNorth.id]);
    expect(((await get('/api/gold-docs?subgroupId=none')).json() as GoldDoc[]).map((d) => d.id)).toEqual([forAll.id]);

    // Deleting a document deletes its file.
    expect((await send('DELETE', `/api/gold-docs/${forNorth.id}`)).statusCode).toBe(200);
    expect((await dl(forNorth.fileKey, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/gold-docs/${forNorth.id}`)).statusCode).toBe(404);
    expect(await titles(goldA.token)).toEqual(['Cennik Gold 2026']);
  });

  it('a document makes its file GOLD even when it was uploaded as PUBLIC; a missing file or subgroup is refused', async () => {
    const { payload, headers } = multipartBody({ name: 'publiczny.pdf', content: PDF_DOC });
    const key = (
      await t.app.inject({ method: 'POST', url: '/api/files/upload', payload, headers: { ...headers, ...bearer(admin) } })
    ).json().key as string;
    expect((await send('POST', '/api/gold-docs', { title: 'Był publiczny', fileKey: key })).statusCode).toBe(201);
    const [row] = await t.db.db.select({ visibility: files.visibility }).from(files).where(eq(files.key, key));
    expect(row!.visibility).toBe('GOLD');
    expect((await t.app.inject({ method: 'GET', url: `/api/files/download/${key}` })).statusCode).toBe(401);

    const missing = await send('POST', '/api/gold-docs', { title: 'Brak pliku', fileKey: 'nieMa_0.pdf' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(GOLD_MESSAGES.fileMissing);
    expect((await send('POST', '/api/gold-docs', { title: 'Zła podgrupa', fileKey: key, subgroupId: 999999 })).statusCode).toBe(400);
    expect((await send('POST', '/api/gold-docs', { title: 'Zły klucz', fileKey: '../etc.pdf' })).statusCode).toBe(400);

    // A member's private upload (a /contact attachment) is not the admins' to publish to the gold group.
    const own = multipartBody({ name: 'moja-faktura.pdf', content: PDF_DOC, type: 'application/pdf' });
    const attached = await t.app.inject({
      method: 'POST',
      url: '/api/messages/contact/attachment',
      payload: own.payload,
      headers: { ...own.headers, ...bearer(plain.token) },
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const privateKey = attached.json().key as string;
    const refused = await send('POST', '/api/gold-docs', { title: 'Cudza faktura', fileKey: privateKey });
    expect([refused.statusCode, refused.json().message]).toEqual([400, GOLD_MESSAGES.fileMissing]);
    const [still] = await t.db.db.select({ visibility: files.visibility }).from(files).where(eq(files.key, privateKey));
    expect(still!.visibility).toBe('PRIVATE');
  });

  it('customers get 403 on every admin route, admins get 403 on the customer list', async () => {
    for (const [method, url] of [
      ['GET', '/api/gold-groups'],
      ['GET', '/api/gold-groups/members'],
      ['GET', '/api/gold-docs'],
      ['POST', '/api/gold-groups'],
      ['PATCH', `/api/gold-groups/members/${goldA.id}`],
      ['POST', '/api/gold-docs'],
      ['DELETE', '/api/gold-docs/1'],
      ['DELETE', '/api/gold-groups/1'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        ...as(goldA.token),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await get('/api/gold-docs/me', admin)).statusCode).toBe(403);
  });
});

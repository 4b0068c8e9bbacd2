import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FIELD_MESSAGES, GOLD_MESSAGES, MAX_TAKE, NOT_FOUND_MESSAGES, ROLES } from '@klub/contracts';
import { users } from '@klub/db';
import { bearer, type TestApp } from '../testing/test-app';
import { adminRequests, openAdminApp } from '../testing/admin-app';
import { makeMembers } from '../testing/fixtures';
import { multipartBody, PDF_DOC } from '../testing/multipart';

/**
 * The API as a client following the specification calls it (issue 39): the spec's own fetch sizes
 * (§9), plain dates (§7), `GET {id}` of every CRUD resource, and no zod default text in an answer.
 */

let t: TestApp;
let admin = '';
let contractor = '';
beforeAll(async () => ({ t, admin, contractor } = await openAdminApp({ contractor: true })));
afterAll(() => t?.close());

const { get, send } = adminRequests(() => ({ t, admin }));
const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

/** zod's own texts (its pl locale and English): never in an answer. */
const GENERIC =
  /Zbyt (duż|mał)|Za (duża|mała) wartość|oczekiwano, że|Nieprawidłow\(y\/a\/e\)|Nieprawidłowe dane wejściowe|Invalid input|Too big/;

describe('page sizes (spec §9)', () => {
  it("serves the spec's fetch sizes: orders and points 99 999, members, codes and prizes 10 000, distributors and customer articles 9 999", async () => {
    const contractorId = (await t.db.db.select({ id: users.id }).from(users).where(eq(users.role, ROLES.CONTRACTOR)))[0]!.id;
    const asAdmin = [
      '/api/orders?take=99999',
      `/api/codes/history?userId=${contractorId}&take=99999`,
      '/api/users?take=10000',
      '/api/codes?take=10000',
      '/api/distributors?take=9999',
      '/api/news?take=10000',
      '/api/messages/received?take=10000',
    ];
    const asMember = [
      '/api/users/me/orders?take=99999',
      '/api/users/me/points/history?take=99999',
      '/api/users/me/codes?take=10000',
      '/api/prizes?take=10000',
      '/api/articles?take=9999',
      '/api/messages?take=1000',
      '/api/trainings?take=1000',
      '/api/ranking/0?skip=0&take=20',
    ];
    for (const [url, token] of [...asAdmin.map((u) => [u, admin]), ...asMember.map((u) => [u, contractor])] as const) {
      const res = await get(url, token);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it("cuts a take above a list's own page to it, without an error (the total says how many there are)", async () => {
    // The inbox pages by 1000 at most (spec §9 "messages 1000 each").
    const res = await get('/api/messages?take=99999', contractor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: expect.any(Number) });
  });

  it('refuses a take above 99 999 or below 0 with a Polish message of ours', async () => {
    for (const url of ['/api/orders?take=100000', '/api/users?take=-1', '/api/lists?take=1e9']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const message = ([] as string[]).concat(res.json().message).join('\n');
      expect(message).toContain(FIELD_MESSAGES.numberRange(0, MAX_TAKE));
      expect(message).not.toMatch(GENERIC);
    }
  });
});

describe('out-of-range values answer with our own Polish texts', () => {
  it('a body and a query string far outside their ranges', async () => {
    const answers = [
      await send('POST', '/api/points', { name: 'x'.repeat(500), groupName: '', points: 1e12, pos: -5, expiresAt: '2026-13-45' }),
      await send('POST', '/api/points/groups', { name: 123, isActive: 'tak' }),
      await send('POST', '/api/regions', { name: 'y'.repeat(10_000) }),
      await get('/api/users?skip=99999999999&take=abc'),
      await get('/api/distributors?isAuthorized=może'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      const message = ([] as string[]).concat(res.json().message).join('\n');
      expect(message.length).toBeGreaterThan(0);
      expect(message, res.body).not.toMatch(GENERIC);
    }
  });
});

describe('dates as yyyy-MM-dd (spec §7)', () => {
  const contest = (startsAt: string, endsAt: string) => ({
    title: 'Konkurs z datami',
    lead: '',
    rules: '<p>Zasady</p>',
    startsAt,
    endsAt,
    askText: true,
    maxPhotos: 0,
    askReceipt: false,
    pointsAccepted: 10,
    pointsWinner: 100,
    entriesPerMember: 1,
  });

  it('a contest takes plain days: from midnight of the first to the end of the last, Polish time', async () => {
    const made = await send('POST', '/api/contests', contest('2026-05-01', '2026-05-31'));
    expect(made.statusCode, made.body).toBe(201);
    const one = (await get(`/api/contests/${made.json().id}`)).json();
    expect(new Date(one.startsAt).toISOString()).toBe('2026-04-30T22:00:00.000Z');
    expect(new Date(one.endsAt).toISOString()).toBe('2026-05-31T21:59:59.999Z');
    // Winter time, and a day the clocks change on (29 March 2026: midnight is still winter time).
    const winter = await send('POST', '/api/contests', contest('2026-03-29', '2026-12-31'));
    expect(winter.statusCode, winter.body).toBe(201);
    const w = (await get(`/api/contests/${winter.json().id}`)).json();
    expect(new Date(w.startsAt).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(w.endsAt).toISOString()).toBe('2026-12-31T22:59:59.999Z');
  });

  it('still takes ISO moments, and refuses other text and impossible order with Polish messages', async () => {
    expect((await send('POST', '/api/contests', contest('2026-05-01T10:00:00+02:00', '2026-05-02T10:00:00Z'))).statusCode).toBe(201);
    const bad = await send('POST', '/api/contests', contest('1.05.2026', '2026-05-31'));
    expect(bad.statusCode).toBe(400);
    expect(([] as string[]).concat(bad.json().message).join('\n')).toMatch(/rrrr-mm-dd/);
    const backwards = await send('POST', '/api/contests', contest('2026-05-31', '2026-05-01'));
    expect(backwards.statusCode).toBe(400);
  });
});

describe('GET {id} of the CRUD resources (spec §7)', () => {
  it('/api/points/{id} and /api/points/groups/{id}: admins any, members only current ones, 404 in Polish', async () => {
    const packages = (await send('POST', '/api/points', { name: 'Farba testowa 10 l', groupName: 'Farby', points: 40 })).json() as {
      id: number;
      name: string;
    }[];
    const pkg = packages.find((p) => p.name === 'Farba testowa 10 l')!;
    const old = (await send('POST', '/api/points', { name: 'Stara farba', groupName: 'Farby', points: 5, isNotActual: true })).json() as {
      id: number;
      name: string;
    }[];
    const oldPkg = old.find((p) => p.name === 'Stara farba')!;
    expect((await get(`/api/points/${pkg.id}`)).json()).toMatchObject({ id: pkg.id, points: 40, codesCount: 0 });
    const forMember = await get(`/api/points/${pkg.id}`, contractor);
    expect(forMember.statusCode).toBe(200);
    expect(forMember.json()).not.toHaveProperty('codesCount');
    expect((await get(`/api/points/${oldPkg.id}`)).statusCode).toBe(200);
    const hidden = await get(`/api/points/${oldPkg.id}`, contractor);
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, NOT_FOUND_MESSAGES.pointsPackage]);
    expect((await get('/api/points/999999')).json().message).toBe(NOT_FOUND_MESSAGES.pointsPackage);
    expect((await anonymous(`/api/points/${pkg.id}`)).statusCode).toBe(401);

    const group = (await send('POST', '/api/points/groups', { name: 'Grunty' })).json() as { id: number };
    const off = (await send('POST', '/api/points/groups', { name: 'Wycofane', isActive: false })).json() as { id: number };
    expect((await get(`/api/points/groups/${group.id}`, contractor)).json()).toEqual({ id: group.id, name: 'Grunty', isActive: true });
    expect((await get(`/api/points/groups/${off.id}`)).json()).toMatchObject({ isActive: false });
    const offForMember = await get(`/api/points/groups/${off.id}`, contractor);
    expect([offForMember.statusCode, offForMember.json().message]).toEqual([404, NOT_FOUND_MESSAGES.pointsGroup]);
    expect((await get('/api/points/groups/abc')).statusCode).toBe(400);
  });

  it('/api/regions/{id} (public, as the list) and /api/districts/{id} (signed in, as the list)', async () => {
    const regions = (await anonymous('/api/regions')).json() as { id: number; name: string }[];
    expect((await anonymous(`/api/regions/${regions[0]!.id}`)).json()).toEqual(regions[0]);
    const noRegion = await anonymous('/api/regions/999999');
    expect([noRegion.statusCode, noRegion.json().message]).toEqual([404, NOT_FOUND_MESSAGES.region]);

    const district = (await send('POST', '/api/districts', { name: 'Powiat testowy', regionId: regions[0]!.id })).json() as { id: number };
    expect((await get(`/api/districts/${district.id}`, contractor)).json()).toEqual({
      id: district.id,
      name: 'Powiat testowy',
      regionId: regions[0]!.id,
      regionName: regions[0]!.name,
    });
    expect((await anonymous(`/api/districts/${district.id}`)).statusCode).toBe(401);
    const noDistrict = await get('/api/districts/999999');
    expect([noDistrict.statusCode, noDistrict.json().message]).toEqual([404, NOT_FOUND_MESSAGES.district]);
  });

  it('/api/messages/{id}: a member reads a message of their own inbox (not marking it read); others get 404, admins 403', async () => {
    const [a, b] = await makeMembers(t, 2, { prefix: 'inbox-one' });
    const sent = await send('POST', '/api/messages', { userId: a!.id, topic: 'Witaj', body: '<p>Dzień dobry</p>' });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as number;
    const one = await get(`/api/messages/${id}`, a!.token);
    expect(one.json()).toMatchObject({ id, topic: 'Witaj', read: false, createdAt: expect.any(String) });
    expect((await get(`/api/messages/${id}`, a!.token)).json().read).toBe(false);
    const notTheirs = await get(`/api/messages/${id}`, b!.token);
    expect([notTheirs.statusCode, notTheirs.json().message]).toEqual([404, NOT_FOUND_MESSAGES.message]);
    expect((await get(`/api/messages/${id}`, admin)).statusCode).toBe(403);
  });

  it('/api/gold-docs/{id}: admins, as the list; 404 in Polish', async () => {
    const { payload, headers } = multipartBody({ name: 'cennik.pdf', content: PDF_DOC });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?visibility=GOLD',
      payload,
      headers: { ...headers, ...bearer(admin) },
    });
    const doc = (await send('POST', '/api/gold-docs', { title: 'Cennik Gold', fileKey: upload.json().key })).json() as { id: number };
    expect((await get(`/api/gold-docs/${doc.id}`)).json()).toMatchObject({ id: doc.id, title: 'Cennik Gold', originalName: 'cennik.pdf' });
    expect((await get(`/api/gold-docs/${doc.id}`, contractor)).statusCode).toBe(403);
    const missing = await get('/api/gold-docs/999999');
    expect([missing.statusCode, missing.json().message]).toEqual([404, GOLD_MESSAGES.docMissing]);
    // The member's own list stays where it was.
    expect((await get('/api/gold-docs/me', contractor)).statusCode).not.toBe(404);
  });
});

describe('the OpenAPI document shows what a client sends', () => {
  type Body = { content: Record<string, { schema: Record<string, unknown> & { properties?: Record<string, { format?: string }> } }> };
  let paths: Record<
    string,
    Record<string, { requestBody?: Body; responses: Record<string, { content: Record<string, { schema: unknown }> }> }>
  >;
  beforeAll(async () => {
    paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
  });

  it('the three uploads as multipart with a binary `file`, the three CSV imports as text/csv with their columns', () => {
    for (const path of ['/api/files/upload', '/api/files/upload-video', '/api/messages/contact/attachment']) {
      const body = paths[path]!.post!.requestBody!.content['multipart/form-data']!.schema;
      expect(body, path).toMatchObject({ type: 'object', required: ['file'] });
      expect(body.properties!.file!.format, path).toBe('binary');
    }
    const columns = (path: string) => {
      const schema = paths[path]!.post!.requestBody!.content['text/csv']!.schema;
      expect(schema.type, path).toBe('string');
      expect(schema.description, path).toMatch(/Kolumny: /);
      return (schema['x-klub-csv-columns'] as { name: string; required: boolean }[]).filter((c) => c.required).map((c) => c.name);
    };
    expect(columns('/api/codes/import')).toEqual(['kod']);
    expect(columns('/api/distributors/csv-import')).toEqual(['nazwa']);
    expect(columns('/api/users/csv-import').length).toBeGreaterThan(0);
  });

  it('contest dates: a day or a moment in, a moment out', () => {
    const body = paths['/api/contests']!.post!.requestBody!.content['application/json']!.schema as {
      properties: Record<string, { anyOf?: { format: string }[] }>;
    };
    for (const field of ['startsAt', 'endsAt']) {
      expect(body.properties[field]!.anyOf!.map((b) => b.format).sort(), field).toEqual(['date', 'date-time']);
    }
    const answer = JSON.stringify(paths['/api/contests/{id}']!.get!.responses['200']);
    expect(answer).toContain('"startsAt":{"type":"string","format":"date-time"}');
  });

  it('documents the new GET {id} routes with their 404', () => {
    for (const path of [
      '/api/points/{id}',
      '/api/points/groups/{id}',
      '/api/messages/{id}',
      '/api/regions/{id}',
      '/api/districts/{id}',
      '/api/gold-docs/{id}',
    ]) {
      expect(Object.keys(paths[path]!.get!.responses), path).toEqual(expect.arrayContaining(['200', '404']));
    }
  });
});

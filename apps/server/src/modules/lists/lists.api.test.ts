import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LISTS_MESSAGES, NOT_FOUND_MESSAGES } from '@klub/contracts';
import { queryRows } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { adminRequests, openAdminApp } from '../../testing/admin-app';

let t: TestApp;
let admin = '';
let customer = '';
beforeAll(async () => ({ t, admin, contractor: customer } = await openAdminApp({ contractor: true })));
afterAll(() => t?.close());

const { get, send } = adminRequests(() => ({ t, admin }));
const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

async function newList(name: string, description?: string) {
  const res = await send('POST', '/api/lists', { name, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
}
async function newItem(listId: number, body: object) {
  const res = await send('POST', `/api/lists/${listId}/items`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; pos: number };
}

describe('lists (słowniki)', () => {
  it('the forms read their lists by key: active items in order; such a list keeps its items editable but cannot be deleted', async () => {
    const reasons = await get('/api/lists/key/points-reasons/items', customer);
    expect(reasons.statusCode).toBe(200);
    expect(names(reasons.json())).toEqual([
      'Reklamacja — brakujące punkty za kod',
      'Nagroda w konkursie',
      'Akcja promocyjna',
      'Korekta po błędzie w systemie',
    ]);
    const list = (await get('/api/lists?search=przyznania')).json().data[0] as { id: number; key: string | null };
    expect(list.key).toBe('points-reasons');
    // An admin retires one and adds one: the form offers the change at once.
    const [retired] = reasons.json() as { id: number }[];
    expect(
      (await send('PATCH', `/api/lists/items/${retired!.id}`, { name: 'Reklamacja — brakujące punkty za kod', isActive: false }))
        .statusCode,
    ).toBe(200);
    await newItem(list.id, { name: 'Urodziny firmy' });
    expect(names((await get('/api/lists/key/points-reasons/items')).json())).toEqual([
      'Nagroda w konkursie',
      'Akcja promocyjna',
      'Korekta po błędzie w systemie',
      'Urodziny firmy',
    ]);
    const refused = await send('DELETE', `/api/lists/${list.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, LISTS_MESSAGES.usedByForm]);
    expect(names((await get('/api/lists/key/website-reject-reasons/items')).json())).toHaveLength(3);
    const unknown = await get('/api/lists/key/nie-ma/items');
    expect(unknown.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/lists/key/points-reasons/items' })).statusCode).toBe(401);
  });

  it('adds, lists, searches, pages, edits and reads a list', async () => {
    const trades = await newList('  Branże  ', 'Branża wykonawcy w formularzu');
    expect(trades).toMatchObject({ name: 'Branże', description: 'Branża wykonawcy w formularzu', itemCount: 0 });
    const sizes = await newList('Rozmiary odzieży', '');
    expect(sizes).toMatchObject({ description: null });
    await newList('Kanały kontaktu');

    const all = (await get('/api/lists')).json();
    // Beside the two lists the forms read (migration 0026).
    expect(all.total).toBe(5);
    expect(names(all.data)).toEqual([
      'Branże',
      'Kanały kontaktu',
      'Powody odrzucenia wizytówki',
      'Powody przyznania punktów',
      'Rozmiary odzieży',
    ]);
    expect(names((await get('/api/lists?search=ODZ')).json().data)).toEqual(['Rozmiary odzieży']);
    expect(names((await get('/api/lists?search=wykonawcy')).json().data)).toEqual(['Branże']); // the description too
    expect((await get('/api/lists?search=100%25')).json()).toEqual({ total: 0, data: [] });
    expect((await get('/api/lists?take=1&skip=1')).json()).toMatchObject({ total: 5, data: [{ name: 'Kanały kontaktu' }] });

    const edited = await send('PATCH', `/api/lists/${sizes.id}`, { name: 'Rozmiary', description: 'Koszulki i kurtki' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: sizes.id, name: 'Rozmiary', description: 'Koszulki i kurtki' });
    expect((await get(`/api/lists/${sizes.id}`)).json()).toMatchObject({ name: 'Rozmiary', items: [] });
  });

  it('keeps items in pos order: a new item without pos goes last, an edit keeps what it does not send', async () => {
    const list = await newList('Województwa dostawy');
    const b = await newItem(list.id, { name: 'Beta' });
    const a = await newItem(list.id, { name: 'Alfa' });
    expect([b.pos, a.pos]).toEqual([1, 2]);
    const first = await newItem(list.id, { name: 'Zero', pos: 0 });
    const hidden = await newItem(list.id, { name: 'Ukryta', isActive: false });
    expect(hidden.pos).toBe(3);

    const details = (await get(`/api/lists/${list.id}`)).json();
    expect(details.itemCount).toBe(4);
    expect(names(details.items)).toEqual(['Zero', 'Beta', 'Alfa', 'Ukryta']);
    expect(details.items[0]).toMatchObject({ id: first.id, listId: list.id, listName: 'Województwa dostawy', isActive: true });

    // Alfa moves to the front; its state stays. Beta is switched off; its place stays.
    expect((await send('PATCH', `/api/lists/items/${a.id}`, { name: 'Alfa', pos: 0 })).json()).toMatchObject({ pos: 0, isActive: true });
    const off = await send('PATCH', `/api/lists/items/${b.id}`, { name: 'Beta 2', isActive: false });
    expect(off.json()).toMatchObject({ name: 'Beta 2', pos: 1, isActive: false });
    expect((await get(`/api/lists/items/${b.id}`)).json()).toMatchObject({ name: 'Beta 2', listName: 'Województwa dostawy' });
    expect(names((await get(`/api/lists/${list.id}`)).json().items)).toEqual(['Alfa', 'Zero', 'Beta 2', 'Ukryta']);

    // A form reads only the active items, in the same order: any signed-in user.
    const options = await get(`/api/lists/${list.id}/items`, customer);
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual([
      { id: a.id, name: 'Alfa' },
      { id: first.id, name: 'Zero' },
    ]);
    expect((await get(`/api/lists/${list.id}/items`)).json()).toHaveLength(2);

    expect((await send('DELETE', `/api/lists/items/${first.id}`)).statusCode).toBe(200);
    expect((await get(`/api/lists/items/${first.id}`)).statusCode).toBe(404);
    expect(names((await get(`/api/lists/${list.id}`)).json().items)).toEqual(['Alfa', 'Beta 2', 'Ukryta']);
  });

  it('refuses duplicate names in Polish (409), whatever the letter case', async () => {
    const list = await newList('Źródła wiedzy o klubie');
    const dup = await send('POST', '/api/lists', { name: 'źródła WIEDZY o klubie' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(LISTS_MESSAGES.nameTaken);
    const other = await newList('Inna lista');
    expect((await send('PATCH', `/api/lists/${other.id}`, { name: 'Źródła wiedzy o klubie' })).json().message).toBe(
      LISTS_MESSAGES.nameTaken,
    );

    const tv = await newItem(list.id, { name: 'Telewizja' });
    const again = await send('POST', `/api/lists/${list.id}/items`, { name: 'telewizja' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LISTS_MESSAGES.itemTaken);
    const net = await newItem(list.id, { name: 'Internet' });
    const rename = await send('PATCH', `/api/lists/items/${net.id}`, { name: 'TELEWIZJA' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(LISTS_MESSAGES.itemTaken);
    // The same name in another list is fine.
    await newItem(other.id, { name: 'Telewizja' });
    expect((await send('PATCH', `/api/lists/items/${tv.id}`, { name: 'Telewizja', pos: 5 })).statusCode).toBe(200);
  });

  it('deletes a list with its items', async () => {
    const list = await newList('Do usunięcia');
    const item = await newItem(list.id, { name: 'Pozycja' });
    expect((await send('DELETE', `/api/lists/${list.id}`)).json()).toEqual({ message: expect.any(String) });
    expect((await get(`/api/lists/${list.id}`)).statusCode).toBe(404);
    expect((await get(`/api/lists/items/${item.id}`)).statusCode).toBe(404);
    const [left] = await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from list_items where list_id = ${list.id}`);
    expect(left!.n).toBe(0);
  });

  it('answers 404 in Polish for a missing list or item, 400 for bad input', async () => {
    const missingList = [
      await get('/api/lists/999999'),
      await send('PATCH', '/api/lists/999999', { name: 'X' }),
      await send('DELETE', '/api/lists/999999'),
      await send('POST', '/api/lists/999999/items', { name: 'X' }),
      await get('/api/lists/999999/items', customer),
    ];
    for (const res of missingList) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND_MESSAGES.list);
    }
    const missingItem = [
      await get('/api/lists/items/999999'),
      await send('PATCH', '/api/lists/items/999999', { name: 'X' }),
      await send('DELETE', '/api/lists/items/999999'),
    ];
    for (const res of missingItem) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND_MESSAGES.listItem);
    }
    const list = await newList('Walidacja');
    expect((await send('POST', '/api/lists', { name: '   ' })).statusCode).toBe(400);
    expect((await send('POST', `/api/lists/${list.id}/items`, { name: 'A', pos: -1 })).statusCode).toBe(400);
    expect((await send('POST', `/api/lists/${list.id}/items`, { name: 'A', listId: 1 })).statusCode).toBe(400);
    expect((await get('/api/lists?take=1001')).statusCode).toBe(200);
    expect((await get('/api/lists?take=100000')).statusCode).toBe(400);
  });

  it('only an admin manages lists; a customer may read the active items only', async () => {
    const list = await newList('Tylko admin');
    const item = await newItem(list.id, { name: 'A' });
    const adminOnly: Array<[string, string, object?]> = [
      ['GET', '/api/lists'],
      ['POST', '/api/lists', { name: 'Klient' }],
      ['GET', `/api/lists/${list.id}`],
      ['PATCH', `/api/lists/${list.id}`, { name: 'Klient' }],
      ['DELETE', `/api/lists/${list.id}`],
      ['POST', `/api/lists/${list.id}/items`, { name: 'B' }],
      ['GET', `/api/lists/items/${item.id}`],
      ['PATCH', `/api/lists/items/${item.id}`, { name: 'B' }],
      ['DELETE', `/api/lists/items/${item.id}`],
    ];
    for (const [method, url, payload] of adminOnly) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(customer), ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method: method as 'GET', url })).statusCode, `${method} ${url} without a token`).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/lists/${list.id}/items` })).statusCode).toBe(401);
    expect((await get(`/api/lists/${list.id}/items`, customer)).json()).toEqual([{ id: item.id, name: 'A' }]);
  });
});

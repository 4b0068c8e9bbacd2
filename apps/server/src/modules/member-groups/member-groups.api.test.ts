import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_GROUP_MESSAGES, NOT_FOUND_MESSAGES, REGION_MESSAGES } from '@klub/contracts';
import { DEMO_USERS, type TestApp } from '../../testing/test-app';
import { adminRequests, openAdminApp } from '../../testing/admin-app';
import { makeMembers } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const { get, send } = adminRequests(() => ({ t, admin }));

async function newGroup(name: string, description?: string) {
  const res = await send('POST', '/api/groups', { name, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; memberCount: number };
}
async function newsFor(title: string, audience: object) {
  const res = await send('POST', '/api/news', { title, body: '<p>Treść</p>', status: 'PUBLISHED', audience });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; audience: object };
}
const newsTitles = async (token: string) => {
  const res = await get('/api/news?take=100', token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Array<{ title: string }> }).data.map((p) => p.title);
};
const everyone = { roles: [], gold: false, premium: false };

describe('member groups (/api/groups)', () => {
  it('admin: adds, finds, renames and deletes groups; names are unique whatever the case', async () => {
    const painters = await newGroup('Malarze — Mazowsze', 'Akcja wiosenna');
    expect(painters).toMatchObject({ name: 'Malarze — Mazowsze', memberCount: 0 });
    const taken = await send('POST', '/api/groups', { name: 'MALARZE — mazowsze' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, MEMBER_GROUP_MESSAGES.nameTaken]);
    await newGroup('Architekci VIP');

    const found = (await get('/api/groups?search=wiosen')).json();
    expect(found.data.map((g: { name: string }) => g.name)).toEqual(['Malarze — Mazowsze']);
    const renamed = await send('PATCH', `/api/groups/${painters.id}`, { name: 'Malarze — Mazowsze 2026' });
    expect(renamed.json()).toMatchObject({ name: 'Malarze — Mazowsze 2026', description: null });
    expect((await get(`/api/groups/${painters.id}`)).json().name).toBe('Malarze — Mazowsze 2026');

    expect((await send('DELETE', `/api/groups/${painters.id}`)).statusCode).toBe(200);
    const gone = await get(`/api/groups/${painters.id}`);
    expect([gone.statusCode, gone.json().message]).toEqual([404, NOT_FOUND_MESSAGES.memberGroup]);
    expect((await send('PATCH', `/api/groups/${painters.id}`, { name: 'x' })).statusCode).toBe(404);
  });

  it('members join by id or by a pasted list of e-mails, once each; staff and strangers are named back, not added', async () => {
    const group = await newGroup('Grupa e-mailowa');
    const people = await makeMembers(t, 3, { prefix: 'grp' });
    const emails = (await Promise.all(people.map((p) => get(`/api/users/${p.id}`)))).map((r) => r.json().email as string);
    const first = await send('POST', `/api/groups/${group.id}/members`, { userIds: [people[0]!.id] });
    expect(first.json()).toEqual({ added: 1, already: 0, unknown: [] });
    const pasted = await send('POST', `/api/groups/${group.id}/members`, {
      emails: [emails[0]!.toUpperCase(), emails[1], emails[1], 'nikt@example.pl', DEMO_USERS.admin.email],
      userIds: [people[2]!.id, 2_000_000],
    });
    expect(pasted.json()).toEqual({ added: 2, already: 1, unknown: ['2000000', 'nikt@example.pl', DEMO_USERS.admin.email] });
    expect((await get(`/api/groups/${group.id}`)).json().memberCount).toBe(3);

    const list = (await get(`/api/groups/${group.id}/members?take=2`)).json();
    expect(list.total).toBe(3);
    expect(list.data).toHaveLength(2);
    expect(list.data[0]).toMatchObject({ fullName: expect.stringMatching(/^Imię\d Nazwisko\d$/), email: expect.any(String) });
    const search = (await get(`/api/groups/${group.id}/members?search=${encodeURIComponent(emails[1]!)}`)).json();
    expect(search.data.map((m: { id: number }) => m.id)).toEqual([people[1]!.id]);

    expect((await send('DELETE', `/api/groups/${group.id}/members/${people[1]!.id}`)).statusCode).toBe(200);
    const again = await send('DELETE', `/api/groups/${group.id}/members/${people[1]!.id}`);
    expect([again.statusCode, again.json().message]).toEqual([404, NOT_FOUND_MESSAGES.memberGroupMember]);

    // A deleted account is nobody in the club any more.
    const [gone] = await makeMembers(t, 1, { prefix: 'grpdel' });
    expect((await send('DELETE', `/api/users/${gone!.id}`)).statusCode).toBe(200);
    expect((await send('POST', `/api/groups/${group.id}/members`, { userIds: [gone!.id] })).json()).toEqual({
      added: 0,
      already: 0,
      unknown: [String(gone!.id)],
    });

    const nobody = await send('POST', `/api/groups/${group.id}/members`, { userIds: [], emails: [] });
    expect([nobody.statusCode, nobody.json().message]).toEqual([400, [MEMBER_GROUP_MESSAGES.nobodyToAdd]]);
    const badEmail = await send('POST', `/api/groups/${group.id}/members`, { emails: ['nie-email'] });
    expect(badEmail.statusCode).toBe(400);
    const noGroup = await send('POST', '/api/groups/2000000/members', { userIds: [people[0]!.id] });
    expect([noGroup.statusCode, noGroup.json().message]).toEqual([404, NOT_FOUND_MESSAGES.memberGroup]);
  });

  it('content for a group reaches its members only, from the moment they join until they leave', async () => {
    const group = await newGroup('Odbiorcy akcji');
    const [inside, outside] = await makeMembers(t, 2, { prefix: 'aud' });
    const news = await newsFor('Tylko dla grupy akcji', { ...everyone, groups: [group.id] });
    expect(news.audience).toEqual({ roles: [], regions: [], gold: false, premium: false, groups: [group.id] });

    // Read once before joining: the member's cached view must not hide the news after they join.
    expect(await newsTitles(inside!.token)).not.toContain('Tylko dla grupy akcji');
    await send('POST', `/api/groups/${group.id}/members`, { userIds: [inside!.id] });
    expect(await newsTitles(inside!.token)).toContain('Tylko dla grupy akcji');
    expect((await get(`/api/news/${news.id}`, inside!.token)).statusCode).toBe(200);
    expect(await newsTitles(outside!.token)).not.toContain('Tylko dla grupy akcji');
    expect((await get(`/api/news/${news.id}`, outside!.token)).statusCode).toBe(404);

    // Gold or the group: a gold member outside the group reads it as well.
    await send('PATCH', `/api/news/${news.id}`, {
      title: 'Tylko dla grupy akcji',
      body: '<p>x</p>',
      audience: { ...everyone, gold: true, groups: [group.id] },
    });
    await send('PATCH', `/api/users/gold/${outside!.id}`, { isGold: true });
    expect(await newsTitles(outside!.token)).toContain('Tylko dla grupy akcji');

    // A group content is for cannot be deleted: its items would reach everyone.
    const refused = await send('DELETE', `/api/groups/${group.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, MEMBER_GROUP_MESSAGES.inAudience(1)]);

    await send('DELETE', `/api/groups/${group.id}/members/${inside!.id}`);
    expect(await newsTitles(inside!.token)).not.toContain('Tylko dla grupy akcji');

    await send('PATCH', `/api/news/${news.id}`, { title: 'Tylko dla grupy akcji', body: '<p>x</p>', audience: everyone });
    expect((await send('DELETE', `/api/groups/${group.id}`)).statusCode).toBe(200);
  });

  it('content for a region reaches the members of that region; unknown regions and groups are refused', async () => {
    const region = (await send('POST', '/api/regions', { name: 'Region odbiorców' })).json() as { id: number };
    const [local] = await makeMembers(t, 1, { prefix: 'reg', regionId: region.id });
    const [elsewhere] = await makeMembers(t, 1, { prefix: 'reg' });
    await newsFor('Dla regionu odbiorców', { ...everyone, regions: [region.id] });
    expect(await newsTitles(local!.token)).toContain('Dla regionu odbiorców');
    expect(await newsTitles(elsewhere!.token)).not.toContain('Dla regionu odbiorców');

    const regionRefused = await send('DELETE', `/api/regions/${region.id}`);
    expect(regionRefused.statusCode).toBe(409);

    const unknownRegion = await send('POST', '/api/news', {
      title: 'x',
      body: '<p>x</p>',
      audience: { ...everyone, regions: [2_000_000] },
    });
    expect([unknownRegion.statusCode, unknownRegion.json().message]).toEqual([400, MEMBER_GROUP_MESSAGES.unknownRegions]);
    const unknownGroup = await send('POST', '/api/faq', {
      groupId: 1,
      question: 'x?',
      answer: '<p>x</p>',
      audience: { ...everyone, groups: [2_000_000] },
    });
    expect(unknownGroup.statusCode).toBe(400);
    const badId = await send('POST', '/api/news', { title: 'x', body: '<p>x</p>', audience: { ...everyone, groups: ['1'] } });
    expect(badId.statusCode).toBe(400);
    expect(REGION_MESSAGES.regionInAudience(1)).toContain('odbiorcą');
  });
});

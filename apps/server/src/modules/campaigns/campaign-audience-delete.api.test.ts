import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_GROUP_MESSAGES, REGION_MESSAGES } from '@klub/contracts';
import { bearer, type TestApp } from '../../testing/test-app';
import { openAdminApp } from '../../testing/admin-app';
import { ALWAYS, campaignMaker, EVERYONE } from './campaigns.test-support';

/**
 * A region or a member group a campaign's current terms are for cannot be deleted, as one content
 * is for (lib/publication.ts countAudienceUses): the bonus would otherwise go to everyone. A version
 * a newer one replaced, and an ended campaign (never changed again), do not hold it.
 */
let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload === undefined ? {} : { payload }) });
const campaign = campaignMaker(() => ({ t, admin }));

async function made(url: string, payload: object): Promise<number> {
  const res = await call('POST', url, payload);
  // (a region answers 200, a group 201)
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().id as number;
}
const refusal = async (url: string) => {
  const res = await call('DELETE', url);
  return [res.statusCode, res.json().message] as const;
};
const audience = (regions: number[], groups: number[]) => ({ ...EVERYONE, regions, groups });
const terms = (over: object) => ({
  name: 'Akcja dla regionu',
  ...ALWAYS,
  packageIds: [],
  groupNames: [],
  audience: EVERYONE,
  multiplier: 1,
  fixedBonus: 5,
  memberCap: null,
  budget: null,
  ...over,
});

describe('deleting a region or a member group a campaign is for', () => {
  it('is refused while a campaign`s current terms name it (draft or active), with content counted apart', async () => {
    const region = await made('/api/regions', { name: 'Region akcji' });
    const group = await made('/api/groups', { name: 'Grupa akcji' });
    const active = await campaign({ name: 'Aktywna dla regionu', fixedBonus: 5, audience: audience([region], [group]) });
    await campaign({ name: 'Szkic dla grupy', fixedBonus: 5, audience: audience([], [group]) }, 'DRAFT');

    expect(await refusal(`/api/regions/${region}`)).toEqual([409, REGION_MESSAGES.regionInAudience(0, 1)]);
    expect(await refusal(`/api/groups/${group}`)).toEqual([409, MEMBER_GROUP_MESSAGES.inAudience(0, 2)]);
    expect(MEMBER_GROUP_MESSAGES.inAudience(0, 2)).toBe(
      'Ta grupa jest odbiorcą akcji punktowych (2) — zmień ich odbiorców, zanim ją usuniesz (inaczej trafiłyby do wszystkich)',
    );

    // Content for the region too: both are named.
    const news = await call('POST', '/api/news', { title: 'Dla regionu akcji', body: '<p>x</p>', audience: audience([region], []) });
    expect(news.statusCode, news.body).toBe(201);
    expect(await refusal(`/api/regions/${region}`)).toEqual([409, REGION_MESSAGES.regionInAudience(1, 1)]);
    expect(REGION_MESSAGES.regionInAudience(1, 1)).toContain('Region jest odbiorcą treści (1) i akcji punktowych (1)');
    await call('DELETE', `/api/news/${news.json().id}`);

    // The active campaign's terms changed to everyone: a new version; the replaced one holds nothing.
    const changed = await call('PUT', `/api/campaigns/${active}`, terms({ name: 'Aktywna dla regionu' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().campaign.version).toBe(2);
    expect((await call('DELETE', `/api/regions/${region}`)).statusCode).toBe(200);
    expect(await refusal(`/api/groups/${group}`)).toEqual([409, MEMBER_GROUP_MESSAGES.inAudience(0, 1)]);
  });

  it('is allowed when the only campaign naming it has ended', async () => {
    const region = await made('/api/regions', { name: 'Region po akcji' });
    const group = await made('/api/groups', { name: 'Grupa po akcji' });
    await campaign({ name: 'Zakończona', fixedBonus: 5, audience: audience([region], [group]) }, 'ENDED');
    expect((await call('DELETE', `/api/regions/${region}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/groups/${group}`)).statusCode).toBe(200);
  });
});

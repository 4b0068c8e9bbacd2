import { expect } from 'vitest';
import type { CampaignTermsInput } from '@klub/contracts';
import { bearer, type TestApp } from '../../testing/test-app';

/** Campaigns in API tests: terms that apply always, to everyone, and a campaign made in a status. */

export const ALWAYS = { startsOn: '2000-01-01', endsOn: '2999-12-31' };
export const EVERYONE = { roles: [], regions: [], gold: false, premium: false, groups: [] };

export type MadeStatus = 'ACTIVE' | 'PAUSED' | 'ENDED' | 'DRAFT';

/** `campaign(terms, status)`: adds a campaign through the API (the admin's token) and moves it to `status`; its id. */
export function campaignMaker(file: () => { t: TestApp; admin: string }) {
  return async (over: Partial<CampaignTermsInput>, status: MadeStatus = 'ACTIVE') => {
    const { t, admin } = file();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(admin),
      payload: {
        name: 'Akcja',
        ...ALWAYS,
        packageIds: [],
        groupNames: [],
        audience: EVERYONE,
        multiplier: 1,
        fixedBonus: 0,
        memberCap: null,
        budget: null,
        ...over,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().campaign.id as number;
    const steps: MadeStatus[] = { DRAFT: [], ACTIVE: ['ACTIVE'], PAUSED: ['ACTIVE', 'PAUSED'], ENDED: ['ACTIVE', 'ENDED'] }[
      status
    ] as MadeStatus[];
    for (const step of steps) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/campaigns/${id}/status`,
        headers: bearer(admin),
        payload: { status: step },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return id;
  };
}

/** The instant Polish day `day` (yyyy-MM-dd) begins: 00:00 Europe/Warsaw, in winter (+01:00) or summer (+02:00) time. */
export function warsawMidnight(day: string): Date {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23' });
  for (const offset of ['+01:00', '+02:00']) {
    const at = new Date(`${day}T00:00:00${offset}`);
    if (hour.format(at) === '00') return at;
  }
  throw new Error(`no Polish midnight found for ${day}`);
}

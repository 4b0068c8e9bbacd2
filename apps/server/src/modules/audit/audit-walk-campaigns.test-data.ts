import { bearer } from '../../testing/test-app';
import type { Sample } from './audit-walk.test-types';

const terms = (name: string, multiplier: number) => ({
  name,
  startsOn: '2027-03-01',
  endsOn: '2027-03-31',
  packageIds: [],
  groupNames: [],
  audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
  multiplier,
  fixedBonus: 0,
  memberCap: null,
  budget: null,
});

/** The audit walk's samples of the bonus-point campaigns (audit-walk.test-data.ts spreads them in, in this order). */
export const CAMPAIGN_SAMPLES: Record<string, Sample> = {
  'POST /api/campaigns': {
    request: () => ({ url: '/api/campaigns', payload: terms('Akcja audytu', 2) }),
    made: (body, c) => {
      c.ids.campaign = (body as { campaign: { id: number } }).campaign.id;
    },
  },
  'PUT /api/campaigns/:id': { request: (c) => ({ url: `/api/campaigns/${c.ids.campaign}`, payload: terms('Akcja audytu 2', 3) }) },
  'POST /api/campaigns/:id/status': { request: (c) => ({ url: `/api/campaigns/${c.ids.campaign}/status`, payload: { status: 'ACTIVE' } }) },
  'DELETE /api/campaigns/:id': {
    request: async (c) => {
      const made = await c.t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: bearer(c.admin),
        payload: terms('Szkic do usuniecia', 2),
      });
      return { url: `/api/campaigns/${made.json().campaign.id}` };
    },
  },
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberCampaignList, POINTS_ROLES } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import { activeCampaigns } from './member-campaigns.service';

const tags = ['Campaigns'];
/** Members who collect points (as /api/users/me/points): employees (RDS/DTH) earn no bonuses. */
const member = { access: ACCESS.customer(POINTS_ROLES) };

/** The member's side of the bonus-point campaigns (docs/domain.md "Akcje punktowe"). */
export function memberCampaignRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getCampaignsActive = spec(member, tags, ok(MemberCampaignList), {
      summary: 'Trwające akcje punktowe zalogowanego uczestnika',
      description:
        'Akcje aktywne, których okres (dni polskie, Europe/Warsaw) obejmuje dziś, do których odbiorców należy uczestnik ' +
        'i których budżet nie jest wyczerpany: za kod wpisany teraz dostałby z nich bonus. Z każdą: nagroda, produkty ' +
        'i grupy, których dotyczy, oraz ile zostało z jego limitu.',
    });
    app.get('/api/campaigns/active', getCampaignsActive, (req) => activeCampaigns(deps.db, authOf(req).userId));
  };
}

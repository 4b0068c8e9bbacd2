import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAMPAIGN_MESSAGES,
  CampaignDetails,
  CampaignIdParam,
  CampaignList,
  CampaignSaved,
  CampaignStatusBody,
  CampaignTerms,
  MessageResponse,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { created, ok, spec, withMessage } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './campaigns.service';

const tags = ['Campaigns'];
const program = { access: ACCESS.admin('program') };

/** /api/campaigns: bonus-point campaigns, "Akcje punktowe" (docs/domain.md). */
export function campaignRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getCampaigns = spec(program, tags, ok(CampaignList), { summary: 'Akcje punktowe (bieżące warunki)' });
    app.get('/api/campaigns', getCampaigns, () => service.listCampaigns(deps.db));

    const postCampaigns = spec(program, tags, created(CampaignSaved), { summary: 'Dodaje akcję punktową (szkic)', body: CampaignTerms });
    app.post('/api/campaigns', postCampaigns, async (req, reply) =>
      reply
        .status(201)
        .send({ campaign: await service.createCampaign(deps.db, req.body, authOf(req).userId), message: CAMPAIGN_MESSAGES.created }),
    );

    const getCampaignsById = spec(program, tags, ok(CampaignDetails, 404), {
      summary: 'Akcja punktowa z wersjami warunków',
      params: CampaignIdParam,
    });
    app.get('/api/campaigns/:id', getCampaignsById, (req) => service.campaignDetails(deps.db, req.params.id));

    const putCampaignsById = spec(program, tags, ok(CampaignSaved, 404, 409), {
      summary: 'Zmienia warunki akcji (szkic: w miejscu; aktywna lub wstrzymana: nowa wersja)',
      params: CampaignIdParam,
      body: CampaignTerms,
    });
    app.put('/api/campaigns/:id', putCampaignsById, (req) => service.updateCampaign(deps.db, req.params.id, req.body, authOf(req).userId));

    const postCampaignsByIdStatus = spec(program, tags, ok(CampaignSaved, 404, 409), {
      summary: 'Uruchamia, wstrzymuje albo kończy akcję',
      params: CampaignIdParam,
      body: CampaignStatusBody,
    });
    app.post('/api/campaigns/:id/status', postCampaignsByIdStatus, (req) =>
      service.setCampaignStatus(deps.db, req.params.id, req.body.status),
    );

    const deleteCampaignsById = spec(program, tags, ok(MessageResponse, 404, 409), {
      summary: 'Usuwa szkic akcji',
      params: CampaignIdParam,
    });
    app.delete('/api/campaigns/:id', deleteCampaignsById, (req) =>
      withMessage(service.deleteCampaign(deps.db, req.params.id), CAMPAIGN_MESSAGES.deleted),
    );
  };
}

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
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './campaigns.service';

const tags = ['Campaigns'];
const program = { access: ACCESS.admin('program') };

/** /api/campaigns: bonus-point campaigns, "Akcje punktowe" (docs/domain.md). */
export function campaignRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/campaigns',
      {
        config: program,
        schema: { tags, summary: 'Akcje punktowe (bieżące warunki)', response: { 200: CampaignList } },
      },
      () => service.listCampaigns(deps.db),
    );

    app.post(
      '/api/campaigns',
      {
        config: program,
        schema: { tags, summary: 'Dodaje akcję punktową (szkic)', body: CampaignTerms, response: { 201: CampaignSaved } },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send({ campaign: await service.createCampaign(deps.db, req.body, authOf(req).userId), message: CAMPAIGN_MESSAGES.created }),
    );

    app.get(
      '/api/campaigns/:id',
      {
        config: program,
        schema: {
          tags,
          summary: 'Akcja punktowa z wersjami warunków',
          params: CampaignIdParam,
          response: { 200: CampaignDetails, ...errorResponses(404) },
        },
      },
      (req) => service.campaignDetails(deps.db, req.params.id),
    );

    app.put(
      '/api/campaigns/:id',
      {
        config: program,
        schema: {
          tags,
          summary: 'Zmienia warunki akcji (szkic: w miejscu; aktywna lub wstrzymana: nowa wersja)',
          params: CampaignIdParam,
          body: CampaignTerms,
          response: { 200: CampaignSaved, ...errorResponses(404, 409) },
        },
      },
      (req) => service.updateCampaign(deps.db, req.params.id, req.body, authOf(req).userId),
    );

    app.post(
      '/api/campaigns/:id/status',
      {
        config: program,
        schema: {
          tags,
          summary: 'Uruchamia, wstrzymuje albo kończy akcję',
          params: CampaignIdParam,
          body: CampaignStatusBody,
          response: { 200: CampaignSaved, ...errorResponses(404, 409) },
        },
      },
      (req) => service.setCampaignStatus(deps.db, req.params.id, req.body.status),
    );

    app.delete(
      '/api/campaigns/:id',
      {
        config: program,
        schema: {
          tags,
          summary: 'Usuwa szkic akcji',
          params: CampaignIdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await service.deleteCampaign(deps.db, req.params.id);
        return { message: CAMPAIGN_MESSAGES.deleted };
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { District, DistrictBody, IdParam, MessageResponse, Region, RegionBody, SERVER_MESSAGES, DistrictQuery } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './regions.service';

const tags = ['Regions'];
const admin = { access: ACCESS.admin('program') };

/** Regions (województwa) and districts (powiaty); the rules are in regions.service.ts. */
export function regionsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/regions',
      {
        config: { access: ACCESS.public },
        schema: { tags, summary: 'Regiony (województwa)', response: { 200: z.array(Region) } },
      },
      () => service.listRegions(deps.db),
    );

    app.get(
      '/api/users/regions',
      {
        config: { access: ACCESS.public },
        schema: { tags, summary: 'Regiony (jak /api/regions)', response: { 200: z.array(Region) } },
      },
      () => service.listRegions(deps.db),
    );

    app.post(
      '/api/regions',
      {
        config: admin,
        schema: { tags, summary: 'Dodaje region', body: RegionBody, response: { 200: Region, ...errorResponses(409) } },
      },
      (req) => service.createRegion(deps.db, req.body),
    );

    app.patch(
      '/api/regions/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia nazwę regionu',
          params: IdParam,
          body: RegionBody,
          response: { 200: Region, ...errorResponses(404, 409) },
        },
      },
      (req) => service.updateRegion(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/regions/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa region bez przypisanych osób i powiatów',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await service.deleteRegion(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );

    app.get(
      '/api/districts',
      {
        config: { access: ACCESS.signedIn },
        schema: {
          tags,
          summary: 'Powiaty (opcjonalnie jednego regionu)',
          querystring: DistrictQuery,
          response: { 200: z.array(District) },
        },
      },
      (req) => service.listDistricts(deps.db, req.query.regionId),
    );

    app.post(
      '/api/districts',
      {
        config: admin,
        schema: { tags, summary: 'Dodaje powiat', body: DistrictBody, response: { 200: District, ...errorResponses(409) } },
      },
      (req) => service.createDistrict(deps.db, req.body),
    );

    app.patch(
      '/api/districts/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia powiat',
          params: IdParam,
          body: DistrictBody,
          response: { 200: District, ...errorResponses(404, 409) },
        },
      },
      (req) => service.updateDistrict(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/districts/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa powiat, do którego nikt nie jest przypisany',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await service.deleteDistrict(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}

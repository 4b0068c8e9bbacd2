import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Distributor,
  DistributorBody,
  DistributorListQuery,
  DistributorListResponse,
  IdParam,
  MessageResponse,
  SERVER_MESSAGES,
  DistributorAuthorizeBody,
} from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './distributors.service';
import { DISTRIBUTOR_CSV } from './distributors.import';
import { csvUploadRoute } from '../imports/imports.upload';

const tags = ['Distributors'];
const admin = { access: ACCESS.admin('program') };

/** Distributors (admin). "Unauthorized" = waiting for an admin's authorisation (docs/domain.md). */
export function distributorsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/distributors',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Lista dystrybutorów (wyszukiwanie, autoryzacja, region, stronicowanie)',
          querystring: DistributorListQuery,
          response: { 200: DistributorListResponse },
        },
      },
      (req) => service.listDistributors(deps.db, req.query),
    );

    app.get(
      '/api/distributors/:id',
      {
        config: admin,
        schema: { tags, summary: 'Dystrybutor', params: IdParam, response: { 200: Distributor, ...errorResponses(404) } },
      },
      (req) => service.distributorById(deps.db, req.params.id),
    );

    app.post(
      '/api/distributors',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje dystrybutora (od razu autoryzowanego, chyba że isAuthorized: false)',
          body: DistributorBody,
          response: { 201: Distributor, ...errorResponses(409) },
        },
      },
      async (req, reply) => reply.status(201).send(await service.createDistributor(deps.db, req.body)),
    );

    app.patch(
      '/api/distributors/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia dane dystrybutora',
          params: IdParam,
          body: DistributorBody,
          response: { 200: Distributor, ...errorResponses(404, 409) },
        },
      },
      (req) => service.updateDistributor(deps.db, req.params.id, req.body),
    );

    app.patch(
      '/api/distributors/:id/authorize',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Autoryzuje dystrybutora (lub cofa autoryzację)',
          params: IdParam,
          body: DistributorAuthorizeBody,
          response: { 200: Distributor, ...errorResponses(404) },
        },
      },
      (req) => service.setAuthorized(deps.db, req.params.id, req.body.isAuthorized),
    );

    app.delete(
      '/api/distributors/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa dystrybutora',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await service.deleteDistributor(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );

    csvUploadRoute(app, deps, {
      url: '/api/distributors/csv-import',
      kind: 'distributors',
      area: 'program',
      spec: DISTRIBUTOR_CSV,
      tags,
      summary:
        'Import dystrybutorów z CSV (text/csv, do 20 MB; trafiają do nieautoryzowanych); przetwarzany w tle — postęp: GET /api/imports/{id}',
    });
  };
}

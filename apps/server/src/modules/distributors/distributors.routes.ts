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
import { created, ok, spec, withMessage } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './distributors.service';
import { DISTRIBUTOR_CSV } from './distributors.import';
import { csvUploadRoute } from '../imports/imports.upload';

const tags = ['Distributors'];
const admin = { access: ACCESS.admin('program') };

/** Distributors (admin). "Unauthorized" = waiting for an admin's authorisation (docs/domain.md). */
export function distributorsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getDistributors = spec(admin, tags, ok(DistributorListResponse), {
      summary: 'Lista dystrybutorów (wyszukiwanie, autoryzacja, region, stronicowanie)',
      querystring: DistributorListQuery,
    });
    app.get('/api/distributors', getDistributors, (req) => service.listDistributors(deps.db, req.query));

    const getDistributorsById = spec(admin, tags, ok(Distributor, 404), { summary: 'Dystrybutor', params: IdParam });
    app.get('/api/distributors/:id', getDistributorsById, (req) => service.distributorById(deps.db, req.params.id));

    const postDistributors = spec(admin, tags, created(Distributor, 409), {
      summary: 'Dodaje dystrybutora (od razu autoryzowanego, chyba że isAuthorized: false)',
      body: DistributorBody,
    });
    app.post('/api/distributors', postDistributors, async (req, reply) =>
      reply.status(201).send(await service.createDistributor(deps.db, req.body)),
    );

    const patchDistributorsById = spec(admin, tags, ok(Distributor, 404, 409), {
      summary: 'Zmienia dane dystrybutora',
      params: IdParam,
      body: DistributorBody,
    });
    app.patch('/api/distributors/:id', patchDistributorsById, (req) => service.updateDistributor(deps.db, req.params.id, req.body));

    const patchDistributorsByIdAuthorize = spec(admin, tags, ok(Distributor, 404), {
      summary: 'Autoryzuje dystrybutora (lub cofa autoryzację)',
      params: IdParam,
      body: DistributorAuthorizeBody,
    });
    app.patch('/api/distributors/:id/authorize', patchDistributorsByIdAuthorize, (req) =>
      service.setAuthorized(deps.db, req.params.id, req.body.isAuthorized),
    );

    const deleteDistributorsById = spec(admin, tags, ok(MessageResponse, 404, 409), { summary: 'Usuwa dystrybutora', params: IdParam });
    app.delete('/api/distributors/:id', deleteDistributorsById, async (req) =>
      withMessage(service.deleteDistributor(deps.db, req.params.id), SERVER_MESSAGES.deleted),
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

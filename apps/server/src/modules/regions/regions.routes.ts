import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { District, DistrictBody, IdParam, MessageResponse, Region, RegionBody, SERVER_MESSAGES, DistrictQuery } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { ok, spec, withMessage } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './regions.service';

const tags = ['Regions'];
const admin = { access: ACCESS.admin('program') };

/** Regions (województwa) and districts (powiaty); the rules are in regions.service.ts. */
export function regionsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getRegions = spec({ access: ACCESS.public }, tags, ok(z.array(Region)), { summary: 'Regiony (województwa)' });
    app.get('/api/regions', getRegions, () => service.listRegions(deps.db));

    const getRegionsById = spec({ access: ACCESS.public }, tags, ok(Region, 404), { summary: 'Jeden region', params: IdParam });
    app.get('/api/regions/:id', getRegionsById, (req) => service.getRegion(deps.db, req.params.id));

    const getUsersRegions = spec({ access: ACCESS.public }, tags, ok(z.array(Region)), { summary: 'Regiony (jak /api/regions)' });
    app.get('/api/users/regions', getUsersRegions, () => service.listRegions(deps.db));

    const postRegions = spec(admin, tags, ok(Region, 409), { summary: 'Dodaje region', body: RegionBody });
    app.post('/api/regions', postRegions, (req) => service.createRegion(deps.db, req.body));

    const patchRegionsById = spec(admin, tags, ok(Region, 404, 409), {
      summary: 'Zmienia nazwę regionu',
      params: IdParam,
      body: RegionBody,
    });
    app.patch('/api/regions/:id', patchRegionsById, (req) => service.updateRegion(deps.db, req.params.id, req.body));

    const deleteRegionsById = spec(admin, tags, ok(MessageResponse, 404, 409), {
      summary: 'Usuwa region bez przypisanych osób i powiatów',
      params: IdParam,
    });
    app.delete('/api/regions/:id', deleteRegionsById, async (req) =>
      withMessage(service.deleteRegion(deps.db, req.params.id), SERVER_MESSAGES.deleted),
    );

    const getDistricts = spec({ access: ACCESS.signedIn }, tags, ok(z.array(District)), {
      summary: 'Powiaty (opcjonalnie jednego regionu)',
      querystring: DistrictQuery,
    });
    app.get('/api/districts', getDistricts, (req) => service.listDistricts(deps.db, req.query.regionId));

    const getDistrictsById = spec({ access: ACCESS.signedIn }, tags, ok(District, 404), { summary: 'Jeden powiat', params: IdParam });
    app.get('/api/districts/:id', getDistrictsById, (req) => service.getDistrict(deps.db, req.params.id));

    const postDistricts = spec(admin, tags, ok(District, 409), { summary: 'Dodaje powiat', body: DistrictBody });
    app.post('/api/districts', postDistricts, (req) => service.createDistrict(deps.db, req.body));

    const patchDistrictsById = spec(admin, tags, ok(District, 404, 409), {
      summary: 'Zmienia powiat',
      params: IdParam,
      body: DistrictBody,
    });
    app.patch('/api/districts/:id', patchDistrictsById, (req) => service.updateDistrict(deps.db, req.params.id, req.body));

    const deleteDistrictsById = spec(admin, tags, ok(MessageResponse, 404, 409), {
      summary: 'Usuwa powiat, do którego nikt nie jest przypisany',
      params: IdParam,
    });
    app.delete('/api/districts/:id', deleteDistrictsById, async (req) =>
      withMessage(service.deleteDistrict(deps.db, req.params.id), SERVER_MESSAGES.deleted),
    );
  };
}

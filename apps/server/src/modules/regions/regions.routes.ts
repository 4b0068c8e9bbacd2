import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { District, DistrictBody, Region, RegionBody, DistrictQuery } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import { crudRoutes } from '../../lib/crud-routes';
import type { Deps } from '../../deps';
import * as service from './regions.service';

const tags = ['Regions'];
const admin = { access: ACCESS.admin('program') };

/** Regions (województwa) and districts (powiaty); the rules are in regions.service.ts. */
export function regionsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    crudRoutes(app, '/api/regions', {
      tags,
      config: admin,
      item: Region,
      list: {
        summary: 'Regiony (województwa)',
        config: { access: ACCESS.public },
        answer: z.array(Region),
        run: () => service.listRegions(deps.db),
      },
      read: { summary: 'Jeden region', config: { access: ACCESS.public }, run: (id) => service.getRegion(deps.db, id) },
      // POST answers 200 here, as it always has.
      create: {
        summary: 'Dodaje region',
        body: RegionBody,
        status: 200,
        errors: [409],
        run: (body) => service.createRegion(deps.db, body),
      },
      update: {
        summary: 'Zmienia nazwę regionu',
        body: RegionBody,
        errors: [409],
        run: (id, body) => service.updateRegion(deps.db, id, body),
      },
      remove: { summary: 'Usuwa region bez przypisanych osób i powiatów', errors: [409], run: (id) => service.deleteRegion(deps.db, id) },
    });

    const getUsersRegions = spec({ access: ACCESS.public }, tags, ok(z.array(Region)), { summary: 'Regiony (jak /api/regions)' });
    app.get('/api/users/regions', getUsersRegions, () => service.listRegions(deps.db));

    crudRoutes(app, '/api/districts', {
      tags,
      config: admin,
      item: District,
      list: {
        summary: 'Powiaty (opcjonalnie jednego regionu)',
        config: { access: ACCESS.signedIn },
        answer: z.array(District),
        query: DistrictQuery,
        run: (query) => service.listDistricts(deps.db, query.regionId),
      },
      read: { summary: 'Jeden powiat', config: { access: ACCESS.signedIn }, run: (id) => service.getDistrict(deps.db, id) },
      create: {
        summary: 'Dodaje powiat',
        body: DistrictBody,
        status: 200,
        errors: [409],
        run: (body) => service.createDistrict(deps.db, body),
      },
      update: {
        summary: 'Zmienia powiat',
        body: DistrictBody,
        errors: [409],
        run: (id, body) => service.updateDistrict(deps.db, id, body),
      },
      remove: {
        summary: 'Usuwa powiat, do którego nikt nie jest przypisany',
        errors: [409],
        run: (id) => service.deleteDistrict(deps.db, id),
      },
    });
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, ImportJob, ImportListQuery, ImportSummary } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import { getImport, recentImports } from './imports.service';

const tags = ['Imports'];
const admin = { access: ACCESS.admin('program', { readIn: ['members'] }) };

/** Any CSV import job (members, distributors, codes): what the admin's progress screen follows. Uploads are the domains' own routes. */
export function importsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getImports = spec(admin, tags, ok(z.array(ImportSummary)), {
      summary: 'Ostatnie importy CSV danego rodzaju (20)',
      querystring: ImportListQuery,
    });
    app.get('/api/imports', getImports, (req) => recentImports(deps.db, req.query.kind));

    const getImportsById = spec(admin, tags, ok(ImportJob, 404), {
      summary: 'Stan importu CSV: postęp, błędy wierszy, podgląd',
      params: IdParam,
    });
    app.get('/api/imports/:id', getImportsById, (req) => getImport(deps.db, req.params.id));
  };
}

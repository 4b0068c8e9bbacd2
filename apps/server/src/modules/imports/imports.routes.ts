import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, ImportJob, ImportListQuery, ImportSummary } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import { getImport, recentImports } from './imports.service';

const tags = ['Imports'];
const admin = { access: ACCESS.admin('program', { readIn: ['members'] }) };

/** Any CSV import job (members, distributors, codes): what the admin's progress screen follows. Uploads are the domains' own routes. */
export function importsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/imports',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Ostatnie importy CSV danego rodzaju (20)',
          querystring: ImportListQuery,
          response: { 200: z.array(ImportSummary) },
        },
      },
      (req) => recentImports(deps.db, req.query.kind),
    );

    app.get(
      '/api/imports/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Stan importu CSV: postęp, błędy wierszy, podgląd',
          params: IdParam,
          response: { 200: ImportJob, ...errorResponses(404) },
        },
      },
      (req) => getImport(deps.db, req.params.id),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, MemberImportJob, MemberImportQuery, MemberImportSummary } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import { getImport, recentImports } from '../imports/imports.service';
import { csvUploadRoute } from '../imports/imports.upload';
import { MEMBER_CSV } from './members.import-rows';

const tags = ['Club members'];
const admin = { access: ACCESS.admin('members') };

/**
 * POST /api/users/csv-import (the file as `text/csv`, ≤ 20 MB) queues a members import and answers
 * 202 at once; GET /api/users/csv-import/{id} reports its progress, errors and preview.
 */
export function memberImportRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    csvUploadRoute(app, deps, {
      url: '/api/users/csv-import',
      kind: 'members',
      area: 'members',
      spec: MEMBER_CSV,
      tags,
      summary: 'Import członków z CSV (treść pliku jako text/csv, do 20 MB); przetwarzany w tle',
      querystring: MemberImportQuery,
    });

    app.get(
      '/api/users/csv-import',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Ostatnie importy członków (20)',
          response: { 200: z.array(MemberImportSummary) },
        },
      },
      () => recentImports(deps.db, 'members'),
    );

    app.get(
      '/api/users/csv-import/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Stan importu członków: postęp, błędy wierszy, podgląd',
          params: IdParam,
          response: { 200: MemberImportJob, ...errorResponses(404) },
        },
      },
      async (req) => MemberImportJob.parse(await getImport(deps.db, req.params.id, 'members')), // the preview typed as members' rows
    );
  };
}

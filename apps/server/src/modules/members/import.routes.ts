import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, MemberImportJob, MemberImportQuery, MemberImportSummary } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
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

    const getUsersCsvImport = spec(admin, tags, ok(z.array(MemberImportSummary)), { summary: 'Ostatnie importy członków (20)' });
    app.get('/api/users/csv-import', getUsersCsvImport, () => recentImports(deps.db, 'members'));

    const getUsersCsvImportById = spec(admin, tags, ok(MemberImportJob, 404), {
      summary: 'Stan importu członków: postęp, błędy wierszy, podgląd',
      params: IdParam,
    });
    app.get(
      '/api/users/csv-import/:id',
      getUsersCsvImportById,
      async (req) => MemberImportJob.parse(await getImport(deps.db, req.params.id, 'members')), // the preview typed as members' rows
    );
  };
}

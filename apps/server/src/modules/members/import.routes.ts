import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParam,
  MEMBER_IMPORT_MAX_BYTES,
  MemberImportAccepted,
  MemberImportJob,
  MemberImportQuery,
  MemberImportSummary,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import { acceptCsvBodies, csvBody } from '../../lib/csv-import';
import type { Deps } from '../../deps';
import { getImport, queueImport, recentImports } from '../imports/imports.service';
import { MEMBER_CSV } from './members.import-rows';

const tags = ['Club members'];
const admin = { access: ACCESS.admin };

/**
 * POST /api/users/csv-import (the file as `text/csv`, ≤ 20 MB) queues a members import and answers
 * 202 at once; GET /api/users/csv-import/{id} reports its progress, errors and preview.
 */
export function memberImportRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptCsvBodies(app, MEMBER_IMPORT_MAX_BYTES);

    app.post(
      '/api/users/csv-import',
      {
        config: admin,
        bodyLimit: MEMBER_IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary: 'Import członków z CSV (treść pliku jako text/csv, do 20 MB); przetwarzany w tle',
          querystring: MemberImportQuery,
          response: { 202: MemberImportAccepted, ...errorResponses(413, 415) },
        },
      },
      async (req, reply) => {
        const job = await queueImport(deps.db, MEMBER_CSV, {
          kind: 'members',
          content: csvBody(req),
          mode: req.query.mode,
          fileName: req.query.fileName,
          adminId: authOf(req).userId,
        });
        return reply.status(202).send(job);
      },
    );

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

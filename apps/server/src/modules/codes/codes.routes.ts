import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddPointsBody,
  AdminCodeDetails,
  AdminCodesResponse,
  CodeBatch,
  CodeSearchQuery,
  GenerateBatchBody,
  HistoryResponse,
  IdParam,
  CodesImportQuery,
  MessageResponse,
  MovePointsBody,
  LEDGER_MESSAGES,
  MemberHistoryQuery,
  PointsAdded,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import { notFound } from '../../errors';
import type { Deps } from '../../deps';
import { sendCsv } from '../../lib/csv';
import { history } from './points-history';
import { exportBatchCsv, generateBatch, listBatches, packageOr404 } from './batches.service';
import { CODES_CSV } from './codes.import';
import { csvUploadRoute } from '../imports/imports.upload';
import { codeDetails } from './code-details';
import { searchCodes } from './codes.queries';
import { addPointsByAdmin, movePointsByAdmin } from './admin-points.service';

const tags = ['Codes'];
const admin = { access: ACCESS.admin('program') };

/** Admin: codes, batches, manual points and transfers. Customers redeem under /api/users/me/codes. */
export function codesRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/codes',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Wyszukiwanie kodów',
          querystring: CodeSearchQuery,
          response: { 200: AdminCodesResponse },
        },
      },
      (req) => searchCodes(deps.db, req.query),
    );

    app.get(
      '/api/codes/batches',
      {
        config: admin,
        schema: { tags, summary: 'Partie kodów', response: { 200: z.array(CodeBatch) } },
      },
      () => listBatches(deps.db),
    );

    app.post(
      '/api/codes/batches',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Generuje partię unikalnych kodów',
          body: GenerateBatchBody,
          response: { 201: CodeBatch, ...errorResponses(404) },
        },
      },
      async (req, reply) => reply.status(201).send(await generateBatch(deps.db, { ...req.body, adminId: authOf(req).userId })),
    );

    app.get(
      '/api/codes/batches/:id/csv',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Eksport partii do CSV (do druku)',
          params: IdParam,
          response: { 200: z.string().describe('text/csv'), ...errorResponses(404) },
        },
      },
      async (req, reply) => {
        return sendCsv(reply, await exportBatchCsv(deps.db, req.params.id));
      },
    );

    csvUploadRoute(app, deps, {
      url: '/api/codes/import',
      kind: 'codes',
      area: 'program',
      spec: CODES_CSV,
      tags,
      summary: 'Import kodów z CSV (text/csv, do 20 MB) do nowej partii pakietu; przetwarzany w tle — postęp: GET /api/imports/{id}',
      querystring: CodesImportQuery,
      errors: [404],
      params: async ({ packageId }) => {
        await packageOr404(deps.db, packageId);
        return { packageId };
      },
    });

    app.post(
      '/api/codes/add-points',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Ręczne dodanie punktów (z powodem)',
          body: AddPointsBody,
          response: { 200: PointsAdded, ...errorResponses(404) },
        },
      },
      async (req) => {
        const balance = await addPointsByAdmin(deps.db, deps.settings, req.body, authOf(req).userId);
        return { message: LEDGER_MESSAGES.added(req.body.points), balance };
      },
    );

    app.post(
      '/api/codes/move-points',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Przeniesienie punktów między uczestnikami (atomowo)',
          body: MovePointsBody,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await movePointsByAdmin(deps.db, req.body, authOf(req).userId);
        return { message: LEDGER_MESSAGES.transferred(req.body.points) };
      },
    );

    app.get(
      '/api/codes/history',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Historia punktów uczestnika',
          querystring: MemberHistoryQuery,
          response: { 200: HistoryResponse },
        },
      },
      (req) => history(deps.db, req.query.userId, req.query.skip, req.query.take),
    );

    app.get(
      '/api/codes/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Szczegóły i historia kodu',
          params: IdParam,
          response: { 200: AdminCodeDetails, ...errorResponses(404) },
        },
      },
      async (req) => {
        const details = await codeDetails(deps.db, req.params.id);
        if (!details) throw notFound('code');
        return details;
      },
    );
  };
}

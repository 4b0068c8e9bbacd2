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
import { created, ok, spec, withMessage } from '../../lib/route';
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
    const getCodes = spec(admin, tags, ok(AdminCodesResponse), { summary: 'Wyszukiwanie kodów', querystring: CodeSearchQuery });
    app.get('/api/codes', getCodes, (req) => searchCodes(deps.db, req.query));

    const getCodesBatches = spec(admin, tags, ok(z.array(CodeBatch)), { summary: 'Partie kodów' });
    app.get('/api/codes/batches', getCodesBatches, () => listBatches(deps.db));

    const postCodesBatches = spec(admin, tags, created(CodeBatch, 404), {
      summary: 'Generuje partię unikalnych kodów',
      body: GenerateBatchBody,
    });
    app.post('/api/codes/batches', postCodesBatches, async (req, reply) =>
      reply.status(201).send(await generateBatch(deps.db, { ...req.body, adminId: authOf(req).userId })),
    );

    const getCodesBatchesByIdCsv = spec(admin, tags, ok(z.string().describe('text/csv'), 404), {
      summary: 'Eksport partii do CSV (do druku)',
      params: IdParam,
    });
    app.get('/api/codes/batches/:id/csv', getCodesBatchesByIdCsv, async (req, reply) => {
      return sendCsv(reply, await exportBatchCsv(deps.db, req.params.id));
    });

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

    const postCodesAddPoints = spec(admin, tags, ok(PointsAdded, 404), {
      summary: 'Ręczne dodanie punktów (z powodem)',
      body: AddPointsBody,
    });
    app.post('/api/codes/add-points', postCodesAddPoints, async (req) => {
      const balance = await addPointsByAdmin(deps.db, deps.settings, req.body, authOf(req).userId);
      return { message: LEDGER_MESSAGES.added(req.body.points), balance };
    });

    const postCodesMovePoints = spec(admin, tags, ok(MessageResponse, 404, 409), {
      summary: 'Przeniesienie punktów między uczestnikami (atomowo)',
      body: MovePointsBody,
    });
    app.post('/api/codes/move-points', postCodesMovePoints, async (req) =>
      withMessage(movePointsByAdmin(deps.db, req.body, authOf(req).userId), LEDGER_MESSAGES.transferred(req.body.points)),
    );

    const getCodesHistory = spec(admin, tags, ok(HistoryResponse), {
      summary: 'Historia punktów uczestnika',
      querystring: MemberHistoryQuery,
    });
    app.get('/api/codes/history', getCodesHistory, (req) => history(deps.db, req.query.userId, req.query.skip, req.query.take));

    const getCodesById = spec(admin, tags, ok(AdminCodeDetails, 404), { summary: 'Szczegóły i historia kodu', params: IdParam });
    app.get('/api/codes/:id', getCodesById, async (req) => {
      const details = await codeDetails(deps.db, req.params.id);
      if (!details) throw notFound('code');
      return details;
    });
  };
}

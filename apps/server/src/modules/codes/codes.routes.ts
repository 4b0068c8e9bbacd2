import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddPointsBody, AdminCodeDetails, AdminCodesResponse, CodeBatch, CodeSearchQuery, GenerateBatchBody, HistoryResponse, IdParam, idNumber, ImportCodesResult, LEDGER_SOURCES, MessageResponse, MovePointsBody, Paging, LEDGER_MESSAGES } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import { notFound } from '../../errors';
import type { Deps } from '../../deps';
import { credit, transfer } from '../ledger/ledger.service';
import { history, memberPoints } from '../ledger/ledger.views';
import { endOfYearWarsaw, warsawYear } from '../../lib/time';
import { exportBatchCsv, generateBatch, importCodes, listBatches } from './batches.service';
import { codeDetails } from './code-details';
import { searchCodes } from './codes.queries';
import { pointsValidityYears } from './settings';
import { assertMember } from './members';

const tags = ['Codes'];
const admin = { access: ACCESS.admin };

/** Admin: codes, batches, manual points and transfers. Customers redeem under /api/users/me/codes. */
export function codesRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: 20 * 1024 * 1024 }, (_req, body, done) => done(null, body));

    app.get('/', {
      config: admin,
      schema: { tags, summary: 'Wyszukiwanie kodów', querystring: CodeSearchQuery, response: { 200: AdminCodesResponse, ...errorResponses(400, 401, 403) } },
    }, (req) => searchCodes(deps.db, req.query));

    app.get('/batches', {
      config: admin,
      schema: { tags, summary: 'Partie kodów', response: { 200: z.array(CodeBatch), ...errorResponses(401, 403) } },
    }, () => listBatches(deps.db));

    app.post('/batches', {
      config: admin,
      schema: { tags, summary: 'Generuje partię unikalnych kodów', body: GenerateBatchBody, response: { 201: CodeBatch, ...errorResponses(400, 401, 403, 404) } },
    }, async (req, reply) => reply.status(201).send(await generateBatch(deps.db, { ...req.body, adminId: authOf(req).userId })));

    app.get('/batches/:id/csv', {
      config: admin,
      schema: { tags, summary: 'Eksport partii do CSV (do druku)', params: IdParam, response: { 200: z.string().describe('text/csv'), ...errorResponses(401, 403, 404) } },
    }, async (req, reply) => {
      const { filename, stream } = await exportBatchCsv(deps.db, req.params.id);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(stream as never); // streamed as is: no serialisation for streams
    });

    app.post('/import', {
      config: admin,
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags, summary: 'Import kodów z CSV (treść pliku jako text/csv)',
        querystring: z.strictObject({ packageId: idNumber }),
        body: z.string().max(20 * 1024 * 1024),
        response: { 200: ImportCodesResult, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    }, (req) => importCodes(deps.db, { packageId: req.query.packageId, csv: req.body, adminId: authOf(req).userId }));

    app.post('/add-points', {
      config: admin,
      schema: { tags, summary: 'Ręczne dodanie punktów (z powodem)', body: AddPointsBody, response: { 200: MessageResponse.extend({ balance: z.number().int() }), ...errorResponses(400, 401, 403, 404) } },
    }, async (req) => {
      await assertMember(deps.db, req.body.userId);
      const validity = await pointsValidityYears(deps.db);
      await deps.db.transaction((tx) => credit(tx as never, {
        userId: req.body.userId, amount: req.body.points, source: LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN, reason: req.body.reason,
        actorId: authOf(req).userId, expiresAt: endOfYearWarsaw(warsawYear() + validity), earns: true,
      }));
      const { balance } = await memberPoints(deps.db, req.body.userId);
      return { message: LEDGER_MESSAGES.added(req.body.points), balance };
    });

    app.post('/move-points', {
      config: admin,
      schema: { tags, summary: 'Przeniesienie punktów między uczestnikami (atomowo)', body: MovePointsBody, response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (req) => {
      await assertMember(deps.db, req.body.fromUserId);
      await assertMember(deps.db, req.body.toUserId);
      await transfer(deps.db, { fromUserId: req.body.fromUserId, toUserId: req.body.toUserId, amount: req.body.points, reason: req.body.reason, actorId: authOf(req).userId });
      return { message: LEDGER_MESSAGES.transferred(req.body.points) };
    });

    app.get('/history', {
      config: admin,
      schema: {
        tags, summary: 'Historia punktów uczestnika',
        querystring: Paging(10_000, 50).extend({ userId: idNumber }),
        response: { 200: HistoryResponse, ...errorResponses(400, 401, 403) },
      },
    }, (req) => history(deps.db, req.query.userId, req.query.skip, req.query.take));

    app.get('/:id', {
      config: admin,
      schema: { tags, summary: 'Szczegóły i historia kodu', params: IdParam, response: { 200: AdminCodeDetails, ...errorResponses(401, 403, 404) } },
    }, async (req) => {
      const details = await codeDetails(deps.db, req.params.id);
      if (!details) throw notFound('code');
      return details;
    });
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POINTS_ROLES, PrizeStatement, PrizeStatementQuery } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { sendCsv } from '../../lib/csv';
import type { Deps } from '../../deps';
import { prizeStatement, prizeStatementPdf, prizeStatementsCsv } from './prize-statement.service';

const tags = ['Statistics'];
const member = { access: ACCESS.customer(POINTS_ROLES) };

/** The yearly prize statement: the member's own (JSON, PDF) and everyone's for the accountant (CSV). */
export function prizeStatementRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/me/prize-statement',
      {
        config: member,
        schema: {
          tags,
          summary: 'Nagrody zamówione przez uczestnika w roku kalendarzowym i ich wartość w złotych',
          querystring: PrizeStatementQuery,
          response: { 200: PrizeStatement },
        },
      },
      (req) => prizeStatement(deps.db, authOf(req).userId, req.query.year),
    );

    app.get(
      '/api/users/me/prize-statement/pdf',
      {
        config: member,
        schema: {
          tags,
          summary: 'Roczne zestawienie nagród uczestnika, PDF',
          querystring: PrizeStatementQuery,
          response: { 200: z.string().describe('application/pdf') },
        },
      },
      async (req, reply) => {
        const { fileName, pdf } = await prizeStatementPdf(deps.db, authOf(req).userId, req.query.year);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf as never);
      },
    );

    app.get(
      '/api/stats/prize-statements/csv',
      {
        config: { access: ACCESS.admin('stats') },
        schema: {
          tags: ['Statistics (admin)'],
          summary: 'Roczne zestawienie nagród wszystkich uczestników (wartość w złotych), CSV',
          querystring: PrizeStatementQuery,
          response: { 200: z.string().describe('text/csv; separator ;, BOM') },
        },
      },
      async (req, reply) => sendCsv(reply, await prizeStatementsCsv(deps.db, req.query.year)),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POINTS_ROLES, PrizeStatement, PrizeStatementQuery } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { sendCsv } from '../../lib/csv';
import type { Deps } from '../../deps';
import { prizeStatement, prizeStatementPdf, prizeStatementsCsv } from './prize-statement.service';
import { ok, spec } from '../../lib/route';

const tags = ['Statistics'];
const member = { access: ACCESS.customer(POINTS_ROLES) };

/** The yearly prize statement: the member's own (JSON, PDF) and everyone's for the accountant (CSV). */
export function prizeStatementRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getUsersMePrizeStatement = spec(member, tags, ok(PrizeStatement), {
      summary: 'Nagrody zamówione przez uczestnika w roku kalendarzowym i ich wartość w złotych',
      querystring: PrizeStatementQuery,
    });
    app.get('/api/users/me/prize-statement', getUsersMePrizeStatement, (req) =>
      prizeStatement(deps.db, authOf(req).userId, req.query.year),
    );

    const getUsersMePrizeStatementPdf = spec(member, tags, ok(z.string().describe('application/pdf')), {
      summary: 'Roczne zestawienie nagród uczestnika, PDF',
      querystring: PrizeStatementQuery,
    });
    app.get('/api/users/me/prize-statement/pdf', getUsersMePrizeStatementPdf, async (req, reply) => {
      const { fileName, pdf } = await prizeStatementPdf(deps.db, authOf(req).userId, req.query.year);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf as never);
    });

    const getStatsPrizeStatementsCsv = spec(
      { access: ACCESS.admin('stats') },
      ['Statistics (admin)'],
      ok(z.string().describe('text/csv; separator ;, BOM')),
      { summary: 'Roczne zestawienie nagród wszystkich uczestników (wartość w złotych), CSV', querystring: PrizeStatementQuery },
    );
    app.get('/api/stats/prize-statements/csv', getStatsPrizeStatementsCsv, async (req, reply) =>
      sendCsv(reply, await prizeStatementsCsv(deps.db, req.query.year)),
    );
  };
}

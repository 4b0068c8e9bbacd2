import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AdminStatsQuery, CodesReport, PointsReport } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import type { Deps } from '../../deps';
import { codesDocument, pointsDocument, type ReportDocument } from './reports.documents';
import { codesReport, pointsReport } from './reports.service';

const tags = ['Statistics (admin)'];
const admin = { access: ACCESS.admin };
const Pdf = z.string().describe('application/pdf');
const Csv = z.string().describe('text/csv; separator ;, BOM');

async function sendPdf(reply: FastifyReply, doc: ReportDocument) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${doc.fileName}.pdf"`)
    .send((await doc.pdf()) as never);
}

function sendReportCsv(reply: FastifyReply, doc: ReportDocument) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${doc.fileName}.csv"`)
    .send(doc.csv() as never);
}

/**
 * The back office's reports: each as JSON for the screen, `/pdf` and `/csv` with the same figures
 * (spec §7: every statistic has a /pdf variant; CSV for Excel).
 */
export function reportsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const reports = [
      {
        path: '/api/stats/codes',
        summary: 'Kody zarejestrowane w okresie: w czasie, według produktów i miejsca wpisania',
        schema: CodesReport,
        load: (q: z.output<typeof AdminStatsQuery>) => codesReport(deps.db, q),
        document: codesDocument,
      },
      {
        path: '/api/stats/executors/points',
        summary: 'Punkty wykonawców: zdobyte, wydane, wygasłe; salda; zobowiązanie punktowe w zł',
        schema: PointsReport,
        load: (q: z.output<typeof AdminStatsQuery>) => pointsReport(deps.db, deps.settings, q),
        document: pointsDocument,
      },
    ] as const;
    for (const r of reports) {
      app.get(
        r.path,
        { config: admin, schema: { tags, summary: r.summary, querystring: AdminStatsQuery, response: { 200: r.schema } } },
        (req) => r.load(req.query),
      );
      app.get(
        `${r.path}/pdf`,
        { config: admin, schema: { tags, summary: `${r.summary} — PDF`, querystring: AdminStatsQuery, response: { 200: Pdf } } },
        async (req, reply) => sendPdf(reply, r.document((await r.load(req.query)) as never)),
      );
      app.get(
        `${r.path}/csv`,
        { config: admin, schema: { tags, summary: `${r.summary} — CSV`, querystring: AdminStatsQuery, response: { 200: Csv } } },
        async (req, reply) => sendReportCsv(reply, r.document((await r.load(req.query)) as never)),
      );
    }
  };
}

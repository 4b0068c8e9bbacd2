import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AdminStatsQuery,
  CodesReport,
  CONNECTIONS_PDF_MAX,
  ConnectionsQuery,
  ConnectionsResponse,
  ContractorsReport,
  EXECUTORS_EXPORT_MAX,
  ExecutorsTable,
  ExecutorsTableQuery,
  OrdersReport,
  PointsReport,
  PrizesReport,
  PromotionsReport,
  isEveryone,
  statsAudienceOf,
  StatsAudienceQuery,
} from '@klub/contracts';
import { audienceText } from '../../lib/publication';
import { ACCESS } from '../../plugins/access';
import type { Deps } from '../../deps';
import { drainStats } from './stats.service';
import { connections, executorsTable } from './report-tables.service';
import {
  codesDocument,
  connectionsDocument,
  contractorsDocument,
  executorsDocument,
  ordersDocument,
  pointsDocument,
  prizesDocument,
  promotionsDocument,
  type ReportDocument,
} from './reports.documents';
import { codesReport, contractorsReport, ordersReport, pointsReport, prizesReport, promotionsReport } from './reports.service';
import { ok, spec } from '../../lib/route';

const tags = ['Statistics (admin)'];
const admin = { access: ACCESS.admin('stats') };
const Pdf = z.string().describe('application/pdf');
const Csv = z.string().describe('text/csv; separator ;, BOM');

export async function sendPdf(reply: FastifyReply, doc: ReportDocument) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${doc.fileName}.pdf"`)
    .send((await doc.pdf()) as never);
}

export function sendReportCsv(reply: FastifyReply, doc: ReportDocument) {
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
    // Every answer here reads the rollups: the ledger rows queued since the last drain go in first.
    app.addHook('preHandler', async () => {
      await drainStats(deps.db);
    });
    type Q = z.output<typeof AdminStatsQuery>;
    /** Whom a report's files say it counts: null for everyone. */
    const audienceOf = async (q: unknown) => {
      const audience = statsAudienceOf(q as z.output<typeof StatsAudienceQuery>);
      return isEveryone(audience) ? null : audienceText(deps.db, audience);
    };
    /**
     * Each report: its path, its query and response schemas, `load` for the screen and `file` for
     * `/pdf` and `/csv` (the same figures; a paged report's files hold every row up to their cap).
     */
    const report = <S extends z.ZodType, R extends z.ZodType>(r: {
      path: string;
      summary: string;
      query: S;
      schema: R;
      load: (q: z.output<S>) => Promise<z.output<R>>;
      file: (q: z.output<S>, format: 'pdf' | 'csv', audience: string | null) => Promise<ReportDocument>;
    }) => r;
    /** A report of a period (`AdminStatsQuery`): its files lay out the screen's answer. */
    const period = <R extends z.ZodType>(r: {
      path: string;
      summary: string;
      schema: R;
      load: (q: Q) => Promise<z.output<R>>;
      document: (r: z.output<R>, audience: string | null) => ReportDocument;
    }) => report({ ...r, query: AdminStatsQuery, file: async (q, _format, audience) => r.document(await r.load(q), audience) });
    const reports = [
      period({
        path: '/api/stats/codes',
        summary: 'Kody zarejestrowane w okresie: w czasie, według produktów i miejsca wpisania',
        schema: CodesReport,
        load: (q) => codesReport(deps.db, q),
        document: codesDocument,
      }),
      period({
        path: '/api/stats/executors/points',
        summary: 'Punkty wykonawców: zdobyte, wydane, wygasłe; salda; zobowiązanie punktowe w zł',
        schema: PointsReport,
        load: (q) => pointsReport(deps.db, deps.settings, q),
        document: pointsDocument,
      }),
      period({
        path: '/api/stats/contractors',
        summary: 'Wykonawcy: nowi, potwierdzeni, aktywni; według statusu i regionu',
        schema: ContractorsReport,
        load: (q) => contractorsReport(deps.db, q),
        document: contractorsDocument,
      }),
      period({
        path: '/api/stats/executors/orders',
        summary: 'Zamówienia wykonawców: w czasie, według statusu, najwięcej zamawiający',
        schema: OrdersReport,
        load: (q) => ordersReport(deps.db, q),
        document: ordersDocument,
      }),
      period({
        path: '/api/stats/prizes',
        summary: 'Nagrody: najczęściej zamawiane, wartość w punktach i zł',
        schema: PrizesReport,
        load: (q) => prizesReport(deps.db, q),
        document: prizesDocument,
      }),
      period({
        path: '/api/stats/contractors/promotions',
        summary: 'Promocje: punkty dodatkowe od administratorów i z konkursów',
        schema: PromotionsReport,
        load: (q) => promotionsReport(deps.db, q),
        document: promotionsDocument,
      }),
      report({
        path: '/api/stats/executors-table',
        summary: 'Tabela wykonawców: konta punktowe stronami, z ich liczbami w okresie',
        query: ExecutorsTableQuery,
        schema: ExecutorsTable,
        load: (q) => executorsTable(deps.db, q),
        file: async (q, _format, audience) =>
          executorsDocument(await executorsTable(deps.db, { ...q, skip: 0, take: EXECUTORS_EXPORT_MAX }), audience),
      }),
      report({
        path: '/api/stats/connections',
        summary: 'Powiązania wykonawców z dystrybutorami (skip, take, userId, distributorId, regionAssignment)',
        query: ConnectionsQuery,
        schema: ConnectionsResponse,
        load: (q) => connections(deps.db, q),
        file: async (q, format, audience) =>
          connectionsDocument(await connections(deps.db, q, format === 'pdf' ? CONNECTIONS_PDF_MAX : null), audience),
      }),
    ];
    for (const r of reports) {
      app.get(r.path, spec(admin, tags, ok(r.schema), { summary: r.summary, querystring: r.query }), (req) => r.load(req.query as never));
      app.get(`${r.path}/pdf`, spec(admin, tags, ok(Pdf), { summary: `${r.summary} — PDF`, querystring: r.query }), async (req, reply) =>
        sendPdf(reply, await r.file(req.query as never, 'pdf', await audienceOf(req.query))),
      );
      app.get(`${r.path}/csv`, spec(admin, tags, ok(Csv), { summary: `${r.summary} — CSV`, querystring: r.query }), async (req, reply) =>
        sendReportCsv(reply, await r.file(req.query as never, 'csv', await audienceOf(req.query))),
      );
    }
  };
}

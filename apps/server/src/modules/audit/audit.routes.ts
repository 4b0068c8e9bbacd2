import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditActor, AuditPage, AuditQuery, JobLogPage, JobLogQuery, AuditCsvQuery } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import type { Deps } from '../../deps';
import { sendCsv } from '../../lib/csv';
import { auditActors, auditCsv, listAudit, listJobRuns } from './audit.queries';

const tags = ['Logs'];
const admin = { access: ACCESS.admin('settings') };

/**
 * settings/logs: the audit trail of admin changes (written by the database trigger in the same
 * transaction as each change, lib/request-transaction.ts) and the job and delivery log.
 */
export function auditRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings/logs',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dziennik zmian: kto, kiedy, skąd, co (przed i po); filtry: administrator, obiekt, zakres dat',
          querystring: AuditQuery,
          response: { 200: AuditPage },
        },
      },
      (req) => listAudit(deps.db, req.query),
    );

    app.get(
      '/api/settings/logs/actors',
      { config: admin, schema: { tags, summary: 'Administratorzy, którzy coś zmienili (filtr)', response: { 200: z.array(AuditActor) } } },
      () => auditActors(deps.db),
    );

    app.get(
      '/api/settings/logs/csv-export',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dziennik zmian (z filtrami) jako CSV',
          querystring: AuditCsvQuery,
          response: { 200: z.string().describe('text/csv; separator ;, BOM') },
        },
      },
      async (req, reply) => {
        return sendCsv(reply, auditCsv(deps.db, req.query));
      },
    );

    app.get(
      '/api/settings/job-logs',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zadania w tle i wysyłki: data, status i szczegóły',
          querystring: JobLogQuery,
          response: { 200: JobLogPage },
        },
      },
      (req) => listJobRuns(deps.db, req.query),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditActor, AuditPage, AuditQuery, JobLogPage, JobLogQuery, AuditCsvQuery } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import type { Deps } from '../../deps';
import { sendCsv } from '../../lib/csv';
import { auditActors, auditCsv, listAudit, listJobRuns } from './audit.queries';
import { ok, spec } from '../../lib/route';

const tags = ['Logs'];
const admin = { access: ACCESS.admin('settings') };

/**
 * settings/logs: the audit trail of admin changes (written by the database trigger in the same
 * transaction as each change, lib/request-transaction.ts) and the job and delivery log.
 */
export function auditRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getSettingsLogs = spec(admin, tags, ok(AuditPage), {
      summary: 'Dziennik zmian: kto, kiedy, skąd, co (przed i po); filtry: administrator, obiekt, zakres dat',
      querystring: AuditQuery,
    });
    app.get('/api/settings/logs', getSettingsLogs, (req) => listAudit(deps.db, req.query));

    const getSettingsLogsActors = spec(admin, tags, ok(z.array(AuditActor)), { summary: 'Administratorzy, którzy coś zmienili (filtr)' });
    app.get('/api/settings/logs/actors', getSettingsLogsActors, () => auditActors(deps.db));

    const getSettingsLogsCsvExport = spec(admin, tags, ok(z.string().describe('text/csv; separator ;, BOM')), {
      summary: 'Dziennik zmian (z filtrami) jako CSV',
      querystring: AuditCsvQuery,
    });
    app.get('/api/settings/logs/csv-export', getSettingsLogsCsvExport, async (req, reply) => {
      return sendCsv(reply, auditCsv(deps.db, req.query));
    });

    const getSettingsJobLogs = spec(admin, tags, ok(JobLogPage), {
      summary: 'Zadania w tle i wysyłki: data, status i szczegóły',
      querystring: JobLogQuery,
    });
    app.get('/api/settings/job-logs', getSettingsJobLogs, (req) => listJobRuns(deps.db, req.query));
  };
}

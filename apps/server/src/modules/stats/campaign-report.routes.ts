import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CampaignReport, CampaignReportChoices, CampaignReportQuery } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import { campaignDocument } from './campaign-report.documents';
import { campaignChoices, campaignReport } from './campaign-report.service';
import { sendPdf, sendReportCsv } from './reports.routes';
import { drainStats } from './stats.service';

const tags = ['Statistics (admin)'];
const admin = { access: ACCESS.admin('stats') };

/** The campaign report (docs/domain.md "Akcje punktowe"): the campaigns to choose from, and one campaign's report as JSON, PDF and CSV. */
export function campaignReportRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // The lift reads the package rollup: the ledger rows queued since the last drain go in first.
    app.addHook('preHandler', async () => {
      await drainStats(deps.db);
    });
    const getStatsCampaigns = spec(admin, tags, ok(CampaignReportChoices), { summary: 'Akcje punktowe do raportu (bez szkiców)' });
    app.get('/api/stats/campaigns', getStatsCampaigns, () => campaignChoices(deps.db));

    const report = (query: z.output<typeof CampaignReportQuery>) => campaignReport(deps.db, deps.settings, query);
    const getStatsCampaignReport = spec(admin, tags, ok(CampaignReport, 404), {
      summary: 'Raport akcji punktowej: dzień po dniu kody, uczestnicy, punkty bonusowe i ich wartość w zł, budżet, wzrost sprzedaży',
      querystring: CampaignReportQuery,
    });
    app.get('/api/stats/campaign-report', getStatsCampaignReport, (req) => report(req.query));

    const getStatsCampaignReportPdf = spec(admin, tags, ok(z.string().describe('application/pdf'), 404), {
      summary: 'Raport akcji punktowej: dzień po dniu kody, uczestnicy, punkty bonusowe i ich wartość w zł, budżet, wzrost sprzedaży — PDF',
      querystring: CampaignReportQuery,
    });
    app.get('/api/stats/campaign-report/pdf', getStatsCampaignReportPdf, async (req, reply) =>
      sendPdf(reply, campaignDocument(await report(req.query))),
    );

    const getStatsCampaignReportCsv = spec(admin, tags, ok(z.string().describe('text/csv; separator ;, BOM'), 404), {
      summary: 'Raport akcji punktowej: dzień po dniu kody, uczestnicy, punkty bonusowe i ich wartość w zł, budżet, wzrost sprzedaży — CSV',
      querystring: CampaignReportQuery,
    });
    app.get('/api/stats/campaign-report/csv', getStatsCampaignReportCsv, async (req, reply) =>
      sendReportCsv(reply, campaignDocument(await report(req.query))),
    );
  };
}

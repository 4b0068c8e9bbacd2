import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContractorCodesQuery,
  ContractorCodesResponse,
  ContractorProducts,
  ContractorProductsQuery,
  EMPLOYEE_ROLES,
  RepStats,
  RepStatsFilters,
  StatsContractorsQuery,
  StatsContractorsResponse,
} from '@klub/contracts';
import type { FastifyRequest } from 'fastify';
import { ACCESS, authOf } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import { sendCsv } from '../../lib/csv';
import { sendPdf } from './reports.routes';
import type { Deps } from '../../deps';
import * as stats from './stats.service';

const tags = ['Statistics'];
/** Sales reps only: a DTH sees their contractors, an RDS those of their DTHs. */
const reps = ACCESS.customer(EMPLOYEE_ROLES);
const rep = (req: FastifyRequest) => {
  const { userId, role } = authOf(req);
  return { id: userId, role };
};

export function statsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Every answer here reads the rollups: the ledger rows queued since the last drain go in first.
    app.addHook('preHandler', async () => {
      await stats.drainStats(deps.db);
    });
    const getUsersMeStats = spec({ access: reps }, tags, ok(RepStats, 404), {
      summary: 'Statystyki przedstawiciela (DTH, RDS): wykonawcy, produkty i punkty w okresie, trend, wykres, podział na DTH',
      querystring: RepStatsFilters,
    });
    app.get('/api/users/me/stats', getUsersMeStats, (req) => stats.repStats(deps.db, rep(req), req.query));

    const getUsersMeStatsContractors = spec({ access: reps }, tags, ok(StatsContractorsResponse, 404), {
      summary: 'Wykonawcy przedstawiciela z ich aktywnością w okresie (filtry, sortowanie, stronicowanie)',
      querystring: StatsContractorsQuery,
    });
    app.get('/api/users/me/stats/contractors', getUsersMeStatsContractors, (req) => stats.repContractors(deps.db, rep(req), req.query));

    const getUsersMeStatsCsv = spec({ access: reps }, tags, ok(z.string().describe('text/csv; separator ;, BOM'), 404), {
      summary: 'Wykonawcy przedstawiciela z ich aktywnością w okresie, CSV',
      querystring: StatsContractorsQuery,
    });
    app.get('/api/users/me/stats/csv', getUsersMeStatsCsv, async (req, reply) =>
      sendCsv(reply, await stats.repContractorsCsv(deps.db, rep(req), req.query)),
    );

    const getUsersMeStatsPdf = spec({ access: reps }, tags, ok(z.string().describe('application/pdf'), 404), {
      summary: 'Wykonawcy przedstawiciela z ich aktywnością w okresie i punktami według źródła, PDF',
      querystring: StatsContractorsQuery,
    });
    app.get('/api/users/me/stats/pdf', getUsersMeStatsPdf, async (req, reply) =>
      sendPdf(reply, await stats.repContractorsPdf(deps.db, rep(req), req.query)),
    );

    const getUsersContractorsProducts = spec({ access: reps }, tags, ok(ContractorProducts, 404), {
      summary: 'Produkty (pakiety punktowe) zarejestrowane przez wykonawców przedstawiciela: pakiety, grupy, okresy',
      querystring: ContractorProductsQuery,
    });
    app.get('/api/users/contractors/products', getUsersContractorsProducts, (req) =>
      stats.contractorProducts(deps.db, rep(req), req.query),
    );

    const getUsersContractorsCodes = spec({ access: reps }, tags, ok(ContractorCodesResponse, 404), {
      summary: 'Kody zarejestrowane przez wykonawców przedstawiciela w okresie, od najnowszych',
      querystring: ContractorCodesQuery,
    });
    app.get('/api/users/contractors/codes', getUsersContractorsCodes, (req) => stats.contractorCodes(deps.db, rep(req), req.query));
  };
}

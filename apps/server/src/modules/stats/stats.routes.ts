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
import { errorResponses } from '../../lib/route-schema';
import { sendCsv } from '../../lib/csv';
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
    app.get(
      '/api/users/me/stats',
      {
        config: { access: reps },
        schema: {
          tags,
          summary: 'Statystyki przedstawiciela (DTH, RDS): wykonawcy, produkty i punkty w okresie, trend, wykres, podział na DTH',
          querystring: RepStatsFilters,
          response: { 200: RepStats, ...errorResponses(404) },
        },
      },
      (req) => stats.repStats(deps.db, rep(req), req.query),
    );

    app.get(
      '/api/users/me/stats/contractors',
      {
        config: { access: reps },
        schema: {
          tags,
          summary: 'Wykonawcy przedstawiciela z ich aktywnością w okresie (filtry, sortowanie, stronicowanie)',
          querystring: StatsContractorsQuery,
          response: { 200: StatsContractorsResponse, ...errorResponses(404) },
        },
      },
      (req) => stats.repContractors(deps.db, rep(req), req.query),
    );

    app.get(
      '/api/users/me/stats/csv',
      {
        config: { access: reps },
        schema: {
          tags,
          summary: 'Wykonawcy przedstawiciela z ich aktywnością w okresie, CSV',
          querystring: StatsContractorsQuery,
          response: { 200: z.string().describe('text/csv; separator ;, BOM'), ...errorResponses(404) },
        },
      },
      async (req, reply) => sendCsv(reply, await stats.repContractorsCsv(deps.db, rep(req), req.query)),
    );

    app.get(
      '/api/users/contractors/products',
      {
        config: { access: reps },
        schema: {
          tags,
          summary: 'Produkty (pakiety punktowe) zarejestrowane przez wykonawców przedstawiciela: pakiety, grupy, okresy',
          querystring: ContractorProductsQuery,
          response: { 200: ContractorProducts, ...errorResponses(404) },
        },
      },
      (req) => stats.contractorProducts(deps.db, rep(req), req.query),
    );

    app.get(
      '/api/users/contractors/codes',
      {
        config: { access: reps },
        schema: {
          tags,
          summary: 'Kody zarejestrowane przez wykonawców przedstawiciela w okresie, od najnowszych',
          querystring: ContractorCodesQuery,
          response: { 200: ContractorCodesResponse, ...errorResponses(404) },
        },
      },
      (req) => stats.contractorCodes(deps.db, rep(req), req.query),
    );
  };
}

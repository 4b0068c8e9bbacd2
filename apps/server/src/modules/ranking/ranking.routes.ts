import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POINTS_ROLES, queryNumber, RankingQuery, RankingResponse } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import type { Deps } from '../../deps';
import { ranking } from './ranking.service';
import { ok, spec } from '../../lib/route';

export function rankingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getRankingById = spec({ access: ACCESS.customer(POINTS_ROLES) }, ['Ranking'], ok(RankingResponse), {
      summary: 'Ranking (0 = cały kraj, inaczej id regionu)',
      params: z.strictObject({ id: queryNumber(0) }),
      querystring: RankingQuery,
    });
    app.get('/api/ranking/:id', getRankingById, (req) =>
      ranking(deps.db, deps.ranking, req.params.id, req.query.skip, req.query.take, authOf(req).userId),
    );
  };
}

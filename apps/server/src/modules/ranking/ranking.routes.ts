import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POINTS_ROLES, queryNumber, RankingQuery, RankingResponse } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import type { Deps } from '../../deps';
import { ranking } from './ranking.service';

export function rankingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/ranking/:id',
      {
        config: { access: ACCESS.customer(POINTS_ROLES) },
        schema: {
          tags: ['Ranking'],
          summary: 'Ranking (0 = cały kraj, inaczej id regionu)',
          params: z.strictObject({ id: queryNumber(0) }),
          querystring: RankingQuery,
          response: { 200: RankingResponse },
        },
      },
      (req) => ranking(deps.db, deps.ranking, req.params.id, req.query.skip, req.query.take, authOf(req).userId),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION, HealthResponse, PublicConfig } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import type { Deps } from '../../deps';
import { publicConfig } from '../settings/settings.service';
import type { DbHandle } from '@klub/db';

export function systemRoutes(deps: Deps, handle: Pick<DbHandle, 'ping'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: ACCESS.public },
        schema: { tags: ['System'], summary: 'Stan usługi i bazy danych', response: { 200: HealthResponse, 503: HealthResponse } },
      },
      async (_req, reply) => {
        const database = await handle.ping();
        return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'degraded', database, version: APP_VERSION });
      },
    );

    app.get(
      '/api/config',
      {
        config: { access: ACCESS.public },
        schema: { tags: ['System'], summary: 'Publiczne ustawienia aplikacji', response: { 200: PublicConfig } },
      },
      () => publicConfig(deps.settings, deps.config, APP_VERSION),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION, HealthResponse, LivenessResponse, PublicConfig, ReadinessResponse } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import type { Deps } from '../../deps';
import { publicConfig } from '../settings/settings.service';
import type { DbHandle } from '@klub/db';
import type { Lifecycle } from '../../lifecycle';
import { ok, spec } from '../../lib/route';

/** Why this instance may not take traffic now, or null (docs/operations.md, "Health, drain and restarts"). */
export async function notReadyReason(handle: Pick<DbHandle, 'ping'>, lifecycle: Lifecycle): Promise<string | null> {
  if (lifecycle.draining) return 'draining';
  if (lifecycle.schemaProblem) return lifecycle.schemaProblem;
  return (await handle.ping()) ? null : 'database unreachable';
}

export function systemRoutes(deps: Deps, handle: Pick<DbHandle, 'ping'>, lifecycle: Lifecycle): FastifyPluginAsyncZod {
  return async (app) => {
    // For old monitors: the process and its database, as before the split below.
    const getHealth = spec(
      { access: ACCESS.public },
      ['System'],
      { 200: HealthResponse, 503: HealthResponse },
      { summary: 'Stan usługi i bazy danych' },
    );
    app.get('/api/health', getHealth, async (_req, reply) => {
      const database = await handle.ping();
      return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'degraded', database, version: APP_VERSION });
    });

    // Liveness: restart the process only when this does not answer. Never the database (a database
    // outage must not make every instance restart at once).
    const getHealthLive = spec({ access: ACCESS.public }, ['System'], ok(LivenessResponse), {
      summary: 'Czy proces działa (bez bazy danych)',
    });
    app.get('/api/health/live', getHealthLive, () => ({ status: 'ok' as const, version: APP_VERSION }));

    // Readiness: send traffic here only while this says 200.
    const getHealthReady = spec(
      { access: ACCESS.public },
      ['System'],
      { 200: ReadinessResponse, 503: ReadinessResponse },
      { summary: 'Czy instancja przyjmuje ruch (baza, wersja schematu, wygaszanie)' },
    );
    app.get('/api/health/ready', getHealthReady, async (_req, reply) => {
      const reason = await notReadyReason(handle, lifecycle);
      return reason
        ? reply.status(503).send({ status: 'not_ready', reason, version: APP_VERSION })
        : reply.send({ status: 'ready', version: APP_VERSION });
    });

    const getConfig = spec({ access: ACCESS.public }, ['System'], ok(PublicConfig), { summary: 'Publiczne ustawienia aplikacji' });
    app.get('/api/config', getConfig, () => publicConfig(deps.settings, deps.config, APP_VERSION));
  };
}

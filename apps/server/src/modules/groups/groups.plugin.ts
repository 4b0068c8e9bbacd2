import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { filesRoutes } from '../files/files.routes';
import { goldRoutes } from './gold.routes';
import { premiumRoutes } from './premium.routes';

/** Files (/api/files), the gold group (/api/gold-groups, /api/gold-docs) and the premium group (/api/premium-group). */
export function groupsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(filesRoutes(deps), { prefix: '/files' });
    await app.register(goldRoutes(deps));
    await app.register(premiumRoutes(deps), { prefix: '/premium-group' });
  };
}

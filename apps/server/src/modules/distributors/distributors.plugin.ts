import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { contractorWebsitesRoutes, myWebsiteRoutes } from '../contractor-websites/contractor-websites.routes';
import { distributorsRoutes } from './distributors.routes';

/** Distributors and contractor websites (business cards), registered under /api with one line in app.ts. */
export function distributorsPlugin(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(distributorsRoutes(deps), { prefix: '/distributors' });
    await app.register(myWebsiteRoutes(deps), { prefix: '/users' });
    await app.register(contractorWebsitesRoutes(deps), { prefix: '/contractor-websites' });
  };
}

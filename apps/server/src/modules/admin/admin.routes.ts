import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminMe } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import type { Deps } from '../../deps';
import { getAdminMe } from '../users/users.service';

export function adminRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/me',
      {
        config: { access: ACCESS.admin('own') },
        schema: { tags: ['Admin'], summary: 'Zalogowany administrator', response: { 200: AdminMe } },
      },
      (req) => getAdminMe(deps, authOf(req)),
    );
  };
}

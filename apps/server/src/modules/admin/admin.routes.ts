import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminMe } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import type { Deps } from '../../deps';
import { getAdminMe } from '../users/users.service';
import { ok, spec } from '../../lib/route';

export function adminRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/me',
      spec({ access: ACCESS.admin('own') }, ['Admin'], ok(AdminMe), { summary: 'Zalogowany administrator' }),
      (req) => getAdminMe(deps, authOf(req)),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminMe } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { AppError } from '../../errors';
import type { Deps } from '../../deps';
import { findUserById } from '../users/users.queries';

export function adminRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/me',
      {
        config: { access: ACCESS.admin },
        schema: { tags: ['Admin'], summary: 'Zalogowany administrator', response: { 200: AdminMe } },
      },
      async (req) => {
        const user = await findUserById(deps.db, authOf(req).userId);
        if (!user) throw new AppError('UNAUTHORIZED');
        return {
          id: user.id,
          email: user.email,
          firstName: user.firstname,
          lastName: user.lastname,
          fullName: `${user.firstname} ${user.lastname}`,
        };
      },
    );
  };
}

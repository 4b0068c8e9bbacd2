import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminMe, CUSTOMER_ROLES, POINTS_ROLES, Me, MeClient, MessageResponse, ROLES, UpdateMeBody } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import type { Deps } from '../../deps';
import * as users from './users.service';
import { ok, spec } from '../../lib/route';

const tags = ['Users'];
const member = ACCESS.customer(CUSTOMER_ROLES);

export function usersRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getUsersMe = spec({ access: { space: 'any', roles: [...CUSTOMER_ROLES, ROLES.ADMIN] } }, tags, ok(z.union([Me, AdminMe])), {
      summary: 'Zalogowana osoba: uczestnik (token klienta) albo administrator (token administratora)',
    });
    app.get('/api/users/me', getUsersMe, (req) => {
      const auth = authOf(req);
      return auth.space === 'admin' ? users.getAdminMe(deps, auth) : users.getMe(deps, auth);
    });

    const patchUsersMe = spec({ access: member }, tags, ok(Me), { summary: 'Zmiana własnych danych', body: UpdateMeBody });
    app.patch('/api/users/me', patchUsersMe, (req) => users.updateMe(deps, authOf(req), req.body));

    const deleteUsersMe = spec({ access: ACCESS.customer(POINTS_ROLES), beforeRegulations: true }, tags, ok(MessageResponse), {
      summary: 'Usunięcie własnego konta (anonimizacja); nie dla DTH/RDS',
    });
    app.delete('/api/users/me', deleteUsersMe, (req) => users.deleteMe(deps, authOf(req)));

    const getUsersMeClient = spec({ access: member }, tags, ok(MeClient), { summary: 'Skrócony profil dla aplikacji klienta' });
    app.get('/api/users/me-client', getUsersMeClient, (req) => users.getMeClient(deps, authOf(req)));
  };
}

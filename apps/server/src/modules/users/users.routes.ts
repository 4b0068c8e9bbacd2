import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminMe, CUSTOMER_ROLES, POINTS_ROLES, Me, MeClient, MessageResponse, ROLES, UpdateMeBody } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import type { Deps } from '../../deps';
import * as users from './users.service';

const tags = ['Users'];
const member = ACCESS.customer(CUSTOMER_ROLES);

export function usersRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/me',
      {
        // Spec §7: the signed-in person of either space — a member (customer token) or an administrator (admin token).
        config: { access: { space: 'any', roles: [...CUSTOMER_ROLES, ROLES.ADMIN] } },
        schema: {
          tags,
          summary: 'Zalogowana osoba: uczestnik (token klienta) albo administrator (token administratora)',
          response: { 200: z.union([Me, AdminMe]) },
        },
      },
      (req) => {
        const auth = authOf(req);
        return auth.space === 'admin' ? users.getAdminMe(deps, auth) : users.getMe(deps, auth);
      },
    );

    app.patch(
      '/api/users/me',
      {
        config: { access: member },
        schema: { tags, summary: 'Zmiana własnych danych', body: UpdateMeBody, response: { 200: Me } },
      },
      (req) => users.updateMe(deps, authOf(req), req.body),
    );

    app.delete(
      '/api/users/me',
      {
        // Employees (DTH/RDS) are removed by an admin, not by themselves. A member who does not
        // accept new regulations may still leave.
        config: { access: ACCESS.customer(POINTS_ROLES), beforeRegulations: true },
        schema: {
          tags,
          summary: 'Usunięcie własnego konta (anonimizacja); nie dla DTH/RDS',
          response: { 200: MessageResponse },
        },
      },
      (req) => users.deleteMe(deps, authOf(req)),
    );

    app.get(
      '/api/users/me-client',
      {
        config: { access: member },
        schema: { tags, summary: 'Skrócony profil dla aplikacji klienta', response: { 200: MeClient } },
      },
      (req) => users.getMeClient(deps, authOf(req)),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CUSTOMER_ROLES, POINTS_ROLES, Me, MeClient, MessageResponse, UpdateMeBody } from '@klub/contracts';
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
        config: { access: member },
        schema: { tags, summary: 'Dane zalogowanego uczestnika', response: { 200: Me } },
      },
      (req) => users.getMe(deps, authOf(req)),
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
        // Employees (DTH/RDS) are removed by an admin, not by themselves.
        config: { access: ACCESS.customer(POINTS_ROLES) },
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

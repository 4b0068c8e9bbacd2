import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboard } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import type { Deps } from '../../deps';
import { adminDashboard } from './admin-dashboard.service';

/** The back office's start page: what needs an admin's attention today. */
export function adminDashboardRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/dashboard',
      {
        config: { access: ACCESS.admin('dashboard') },
        schema: {
          tags: ['Admin'],
          summary: 'Co czeka na administratora: członkowie do potwierdzenia, wizytówki, zamówienia, importy, kody w tym tygodniu',
          response: { 200: AdminDashboard },
        },
      },
      () => adminDashboard(deps.db),
    );
  };
}

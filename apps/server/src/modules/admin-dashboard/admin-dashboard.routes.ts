import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboard } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import type { Deps } from '../../deps';
import { adminDashboard } from './admin-dashboard.service';
import { ok, spec } from '../../lib/route';

/** The back office's start page: what needs an admin's attention today. */
export function adminDashboardRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getAdminDashboard = spec({ access: ACCESS.admin('dashboard') }, ['Admin'], ok(AdminDashboard), {
      summary: 'Co czeka na administratora: członkowie do potwierdzenia, wizytówki, zamówienia, importy, kody w tym tygodniu',
    });
    app.get('/api/admin/dashboard', getAdminDashboard, () => adminDashboard(deps.db));
  };
}

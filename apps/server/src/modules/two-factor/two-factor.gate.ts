import type { FastifyInstance } from 'fastify';
import { TWO_FACTOR_MESSAGES } from '@klub/contracts';
import { forbidden } from '../../errors';
import type { Deps } from '../../deps';
import { administratorTwoFactorRequired } from '../settings/settings.service';

/**
 * What an Administrator without a second factor may still call while the club requires one:
 * the enrolment itself, who am I (the back office's start and its activity pings) and signing out.
 */
export const SETUP_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/staff/me/two-factor',
  'POST /api/staff/me/two-factor/start',
  'POST /api/staff/me/two-factor/confirm',
  'DELETE /api/staff/me/two-factor',
  'GET /api/admin/me',
  'GET /api/auth/logout',
]);

/**
 * "Logowanie dwuetapowe wymagane dla roli Administrator" (the club's settings): an Administrator
 * who has not set it up gets a token at sign-in (`twoFactorSetupRequired: true`), and every other
 * admin-space call answers 403 until the enrolment is confirmed. Checked on each admin-space
 * request of an Administrator while the setting is on, from the session (read with it, cached with it,
 * forgotten on every instance when the second factor changes); a setting turned on later applies at
 * the next request, to sessions already open too. Registered after the access check, before the routes.
 */
export function registerTwoFactorGate(app: FastifyInstance, deps: Pick<Deps, 'settings'>) {
  app.addHook('onRequest', async (request) => {
    const auth = request.auth;
    // The role comes with the (cached) session: other roles cost nothing here.
    if (auth?.space !== 'admin' || auth.staffRole !== 'ADMINISTRATOR') return;
    if (SETUP_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
    if (!(await administratorTwoFactorRequired(deps.settings))) return;
    if (!auth.twoFactorEnabled) throw forbidden(TWO_FACTOR_MESSAGES.setupRequired);
  });
}

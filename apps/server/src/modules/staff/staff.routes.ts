import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageResponse,
  OwnSessionParams,
  StaffIdParams,
  StaffInviteAcceptBody,
  StaffInviteBody,
  StaffList,
  StaffMember,
  StaffPatchBody,
  StaffSessionList,
  StaffSessionParams,
  STAFF_INVITE_TTL_HOURS,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './staff.service';

const tags = ['Staff'];
/** The staff accounts: the Administrator role's area. */
const staff = { access: ACCESS.admin('staff') };
/** One's own sessions: every staff member, whatever the role (the Analyst reads everything else). */
const own = { access: ACCESS.admin('own') };

/** Staff accounts of the back office, their invitations and sessions (rules in staff.service.ts). */
export function staffRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff',
      { config: staff, schema: { tags, summary: 'Konta administratorów: aktywne, nieaktywne, zaproszone', response: { 200: StaffList } } },
      async () => ({ items: await service.listStaff(deps.db) }),
    );

    app.post(
      '/api/staff',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Zaprasza administratora: zakłada konto z rolą i wysyła e-mailem link do ustawienia hasła',
          description: `Link działa raz, przez ${STAFF_INVITE_TTL_HOURS} godzin; serwer przechowuje tylko skrót tokenu. Adres zajęty przez inne konto: 409.`,
          body: StaffInviteBody,
          response: { 201: StaffMember, ...errorResponses(409) },
        },
      },
      async (req, reply) => reply.status(201).send(await service.inviteStaff(deps, req.body)),
    );

    app.post(
      '/api/staff/invitations/accept',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Przyjęcie zaproszenia: token z linku i nowe hasło',
          description: `Nieprawidłowy, wygasły albo użyty link: 400. Błędne tokeny z jednego adresu: ${service.INVITE_ACCEPT_LIMIT.limit} na 15 minut, potem 429.`,
          body: StaffInviteAcceptBody,
          response: { 200: MessageResponse, ...errorResponses(429) },
        },
      },
      (req) => service.acceptInvitation(deps, req.body, { ip: req.ip }),
    );

    app.get(
      '/api/staff/me/sessions',
      {
        config: own,
        schema: { tags, summary: 'Moje aktywne sesje w panelu (urządzenie, adres, ostatnie użycie)', response: { 200: StaffSessionList } },
      },
      async (req) => {
        const auth = authOf(req);
        return { items: await service.listSessions(deps.db, auth.userId, auth.sessionId) };
      },
    );

    app.delete(
      '/api/staff/me/sessions/:sessionId',
      {
        config: own,
        schema: {
          tags,
          summary: 'Kończy jedną z moich sesji',
          params: OwnSessionParams,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      (req) => service.endSession(deps, authOf(req).userId, req.params.sessionId),
    );

    app.get(
      '/api/staff/:id',
      {
        config: staff,
        schema: { tags, summary: 'Konto administratora', params: StaffIdParams, response: { 200: StaffMember, ...errorResponses(404) } },
      },
      (req) => service.getStaff(deps.db, req.params.id),
    );

    app.patch(
      '/api/staff/:id',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Zmienia imię, nazwisko lub rolę administratora',
          description: 'Ostatniemu aktywnemu Administratorowi nie można odebrać tej roli: 409.',
          params: StaffIdParams,
          body: StaffPatchBody,
          response: { 200: StaffMember, ...errorResponses(404, 409) },
        },
      },
      (req) => service.patchStaff(deps, req.params.id, req.body),
    );

    app.post(
      '/api/staff/:id/deactivate',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Dezaktywuje konto: nie zaloguje się, a jego sesje kończą się od razu',
          description: 'Nie własne konto (400) i nie ostatni aktywny Administrator (409).',
          params: StaffIdParams,
          response: { 200: StaffMember, ...errorResponses(404, 409) },
        },
      },
      (req) => service.deactivateStaff(deps, authOf(req), req.params.id),
    );

    app.post(
      '/api/staff/:id/activate',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Aktywuje konto ponownie',
          params: StaffIdParams,
          response: { 200: StaffMember, ...errorResponses(404, 409) },
        },
      },
      (req) => service.activateStaff(deps, req.params.id),
    );

    app.post(
      '/api/staff/:id/invitation',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Wysyła zaproszenie ponownie (nowy link; poprzednie przestają działać)',
          params: StaffIdParams,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      (req) => service.resendInvitation(deps, req.params.id),
    );

    app.get(
      '/api/staff/:id/sessions',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Aktywne sesje administratora',
          params: StaffIdParams,
          response: { 200: StaffSessionList, ...errorResponses(404) },
        },
      },
      async (req) => ({ items: await service.staffSessions(deps, authOf(req), req.params.id) }),
    );

    app.delete(
      '/api/staff/:id/sessions/:sessionId',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Kończy sesję administratora',
          params: StaffSessionParams,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      (req) => service.endSession(deps, req.params.id, req.params.sessionId),
    );
  };
}

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
import { created, ok, spec } from '../../lib/route';
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
      spec(staff, tags, ok(StaffList), { summary: 'Konta administratorów: aktywne, nieaktywne, zaproszone' }),
      async () => ({ items: await service.listStaff(deps.db) }),
    );

    const postStaff = spec(staff, tags, created(StaffMember, 409), {
      summary: 'Zaprasza administratora: zakłada konto z rolą i wysyła e-mailem link do ustawienia hasła',
      description: `Link działa raz, przez ${STAFF_INVITE_TTL_HOURS} godzin; serwer przechowuje tylko skrót tokenu. Adres zajęty przez inne konto: 409.`,
      body: StaffInviteBody,
    });
    app.post('/api/staff', postStaff, async (req, reply) => reply.status(201).send(await service.inviteStaff(deps, req.body)));

    const postStaffInvitationsAccept = spec({ access: ACCESS.public }, tags, ok(MessageResponse, 429), {
      summary: 'Przyjęcie zaproszenia: token z linku i nowe hasło',
      description: `Nieprawidłowy, wygasły albo użyty link: 400. Błędne tokeny z jednego adresu: ${service.INVITE_ACCEPT_LIMIT.limit} na 15 minut, potem 429.`,
      body: StaffInviteAcceptBody,
    });
    app.post('/api/staff/invitations/accept', postStaffInvitationsAccept, (req) =>
      service.acceptInvitation(deps, req.body, { ip: req.ip }),
    );

    const getStaffMeSessions = spec(own, tags, ok(StaffSessionList), {
      summary: 'Moje aktywne sesje w panelu (urządzenie, adres, ostatnie użycie)',
    });
    app.get('/api/staff/me/sessions', getStaffMeSessions, async (req) => {
      const auth = authOf(req);
      return { items: await service.listSessions(deps.db, auth.userId, auth.sessionId) };
    });

    const deleteStaffMeSessionsBySessionId = spec(own, tags, ok(MessageResponse, 404), {
      summary: 'Kończy jedną z moich sesji',
      params: OwnSessionParams,
    });
    app.delete('/api/staff/me/sessions/:sessionId', deleteStaffMeSessionsBySessionId, (req) =>
      service.endSession(deps, authOf(req).userId, req.params.sessionId),
    );

    const getStaffById = spec(staff, tags, ok(StaffMember, 404), { summary: 'Konto administratora', params: StaffIdParams });
    app.get('/api/staff/:id', getStaffById, (req) => service.getStaff(deps.db, req.params.id));

    const patchStaffById = spec(staff, tags, ok(StaffMember, 404, 409), {
      summary: 'Zmienia imię, nazwisko lub rolę administratora',
      description: 'Ostatniemu aktywnemu Administratorowi nie można odebrać tej roli: 409.',
      params: StaffIdParams,
      body: StaffPatchBody,
    });
    app.patch('/api/staff/:id', patchStaffById, (req) => service.patchStaff(deps, req.params.id, req.body));

    const postStaffByIdDeactivate = spec(staff, tags, ok(StaffMember, 404, 409), {
      summary: 'Dezaktywuje konto: nie zaloguje się, a jego sesje kończą się od razu',
      description: 'Nie własne konto (400) i nie ostatni aktywny Administrator (409).',
      params: StaffIdParams,
    });
    app.post('/api/staff/:id/deactivate', postStaffByIdDeactivate, (req) => service.deactivateStaff(deps, authOf(req), req.params.id));

    const postStaffByIdActivate = spec(staff, tags, ok(StaffMember, 404, 409), {
      summary: 'Aktywuje konto ponownie',
      params: StaffIdParams,
    });
    app.post('/api/staff/:id/activate', postStaffByIdActivate, (req) => service.activateStaff(deps, req.params.id));

    const postStaffByIdInvitation = spec(staff, tags, ok(MessageResponse, 404, 409), {
      summary: 'Wysyła zaproszenie ponownie (nowy link; poprzednie przestają działać)',
      params: StaffIdParams,
    });
    app.post('/api/staff/:id/invitation', postStaffByIdInvitation, (req) => service.resendInvitation(deps, req.params.id));

    const getStaffByIdSessions = spec(staff, tags, ok(StaffSessionList, 404), {
      summary: 'Aktywne sesje administratora',
      params: StaffIdParams,
    });
    app.get('/api/staff/:id/sessions', getStaffByIdSessions, async (req) => ({
      items: await service.staffSessions(deps, authOf(req), req.params.id),
    }));

    const deleteStaffByIdSessionsBySessionId = spec(staff, tags, ok(MessageResponse, 404), {
      summary: 'Kończy sesję administratora',
      params: StaffSessionParams,
    });
    app.delete('/api/staff/:id/sessions/:sessionId', deleteStaffByIdSessionsBySessionId, (req) =>
      service.endSession(deps, req.params.id, req.params.sessionId),
    );
  };
}

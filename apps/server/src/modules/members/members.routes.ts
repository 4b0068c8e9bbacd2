import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmployeeBody,
  EmployeeUpdateBody,
  GoldBody,
  IdParam,
  MemberCreateBody,
  MemberDetails,
  MemberListQuery,
  MemberListResponse,
  MemberRow,
  MemberUpdateBody,
  MessageResponse,
  PersonRef,
  PremiumBody,
  StatusBody,
} from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { created, ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import { sendCsv } from '../../lib/csv';
import { anonymiseUser } from '../users/users.service';
import { resendActivationByAdmin } from '../auth/auth.service';
import { listMembers } from './members.queries';
import { membersCsv } from './members.csv';
import * as members from './members.service';
import { memberImportRoutes } from './import.routes';

const tags = ['Club members'];
const admin = { access: ACCESS.admin('members') };
/** Gold and Premium membership: the Program area ("premium i gold"), not the member's record. */
const program = { access: ACCESS.admin('program') };

/** Admin management of club members and employees (DTH/RDS). */
export function membersRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(memberImportRoutes(deps)); // POST/GET /csv-import (own text/csv parser)

    const getUsers = spec(admin, tags, ok(MemberListResponse), {
      summary: 'Lista członków klubu i pracowników (filtry, sortowanie, stronicowanie)',
      querystring: MemberListQuery,
    });
    app.get('/api/users', getUsers, (req) => listMembers(deps.db, req.query));

    // The exports are also the Analyst's (statistics and exports, read only); the mailing export
    // (consenting members only) is the Messages role's too: its list for an outside mailing.
    for (const [path, mailing, readIn] of [
      ['/api/users/csv-export', false, ['stats']],
      ['/api/users/csv-export-mailing', true, ['stats', 'messages']],
    ] as const) {
      app.get(
        path,
        spec({ access: ACCESS.admin('members', { readIn }) }, tags, ok(z.string().describe('text/csv; separator ;, BOM')), {
          summary: mailing ? 'Eksport do mailingu (tylko ze zgodą marketingową), CSV' : 'Eksport członków do CSV',
        }),
        async (_req, reply) => {
          return sendCsv(reply, membersCsv(deps.db, mailing));
        },
      );
    }

    const postUsers = spec(admin, tags, created(MemberDetails, 409), {
      summary: 'Dodaje członka klubu (dostaje e-mail z linkiem do ustawienia hasła)',
      body: MemberCreateBody,
    });
    app.post('/api/users', postUsers, async (req, reply) => reply.status(201).send(await members.createMember(deps, req.body)));

    const postUsersEmployee = spec(admin, tags, created(MemberDetails, 409), {
      summary: 'Dodaje pracownika: DTH (podlega RDS) lub RDS',
      body: EmployeeBody,
    });
    app.post('/api/users/employee', postUsersEmployee, async (req, reply) =>
      reply.status(201).send(await members.createEmployee(deps, req.body)),
    );

    const patchUsersEmployee = spec(admin, tags, ok(MemberDetails, 404, 409), {
      summary: 'Zmienia dane pracownika (DTH/RDS)',
      body: EmployeeUpdateBody,
    });
    app.patch('/api/users/employee', patchUsersEmployee, (req) => members.updateEmployee(deps, req.body));

    const patchUsersGoldById = spec(program, tags, ok(MemberRow, 404), {
      summary: 'Grupa Gold: dodaje lub usuwa członka',
      params: IdParam,
      body: GoldBody,
    });
    app.patch('/api/users/gold/:id', patchUsersGoldById, (req) => members.setFlag(deps, req.params.id, { isGold: req.body.isGold }));

    const patchUsersPremiumById = spec(program, tags, ok(MemberRow, 404), {
      summary: 'Grupa Premium: dodaje lub usuwa członka',
      params: IdParam,
      body: PremiumBody,
    });
    app.patch('/api/users/premium/:id', patchUsersPremiumById, (req) =>
      members.setFlag(deps, req.params.id, { isPremium: req.body.isPremium }),
    );

    const getUsersById = spec(admin, tags, ok(MemberDetails, 404), { summary: 'Szczegóły członka klubu', params: IdParam });
    app.get('/api/users/:id', getUsersById, (req) => members.getMember(deps.db, req.params.id));

    const patchUsersById = spec(admin, tags, ok(MemberDetails, 404, 409), {
      summary: 'Zmienia dane i status członka (potwierdzenie: ACTIVE_CONFIRMED)',
      params: IdParam,
      body: MemberUpdateBody,
    });
    app.patch('/api/users/:id', patchUsersById, (req) => members.updateMember(deps, req.params.id, req.body));

    const deleteUsersById = spec(admin, tags, ok(MessageResponse, 404), {
      summary: 'Usuwa członka (anonimizacja; punkty i zamówienia zostają)',
      params: IdParam,
    });
    app.delete('/api/users/:id', deleteUsersById, async (req) => {
      await members.getMember(deps.db, req.params.id);
      return anonymiseUser(deps, req.params.id);
    });

    const patchUsersByIdStatus = spec(admin, tags, ok(MemberDetails, 404), {
      summary: 'Zmienia status (potwierdzenie, aktywacja, dezaktywacja)',
      params: IdParam,
      body: StatusBody,
    });
    app.patch('/api/users/:id/status', patchUsersByIdStatus, (req) => members.setStatus(deps, req.params.id, req.body.status));

    const postUsersByIdResendActivation = spec(admin, tags, ok(MessageResponse, 404, 409), {
      summary: 'Wysyła członkowi nowy link aktywacyjny (konto czeka na aktywację; wcześniejsze linki przestają działać)',
      params: IdParam,
    });
    app.post('/api/users/:id/resend-activation', postUsersByIdResendActivation, (req) => resendActivationByAdmin(deps, req.params.id));

    const getUsersByIdDth = spec(admin, tags, ok(PersonRef.nullable(), 404), { summary: 'DTH przypisany do członka', params: IdParam });
    app.get('/api/users/:id/dth', getUsersByIdDth, (req) => members.dthOf(deps.db, req.params.id));

    const getUsersByIdRds = spec(admin, tags, ok(PersonRef.nullable(), 404), {
      summary: 'RDS nad członkiem (przez jego DTH) lub nad DTH',
      params: IdParam,
    });
    app.get('/api/users/:id/rds', getUsersByIdRds, (req) => members.rdsOf(deps.db, req.params.id));
  };
}

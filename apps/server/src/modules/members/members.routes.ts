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
import { errorResponses } from '../../lib/route-schema';
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

    app.get(
      '/api/users',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Lista członków klubu i pracowników (filtry, sortowanie, stronicowanie)',
          querystring: MemberListQuery,
          response: { 200: MemberListResponse },
        },
      },
      (req) => listMembers(deps.db, req.query),
    );

    // The exports are also the Analyst's (statistics and exports, read only); the mailing export
    // (consenting members only) is the Messages role's too: its list for an outside mailing.
    for (const [path, mailing, readIn] of [
      ['/api/users/csv-export', false, ['stats']],
      ['/api/users/csv-export-mailing', true, ['stats', 'messages']],
    ] as const) {
      app.get(
        path,
        {
          config: { access: ACCESS.admin('members', { readIn }) },
          schema: {
            tags,
            summary: mailing ? 'Eksport do mailingu (tylko ze zgodą marketingową), CSV' : 'Eksport członków do CSV',
            response: { 200: z.string().describe('text/csv; separator ;, BOM') },
          },
        },
        async (_req, reply) => {
          return sendCsv(reply, membersCsv(deps.db, mailing));
        },
      );
    }

    app.post(
      '/api/users',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje członka klubu (dostaje e-mail z linkiem do ustawienia hasła)',
          body: MemberCreateBody,
          response: { 201: MemberDetails, ...errorResponses(409) },
        },
      },
      async (req, reply) => reply.status(201).send(await members.createMember(deps, req.body)),
    );

    app.post(
      '/api/users/employee',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje pracownika: DTH (podlega RDS) lub RDS',
          body: EmployeeBody,
          response: { 201: MemberDetails, ...errorResponses(409) },
        },
      },
      async (req, reply) => reply.status(201).send(await members.createEmployee(deps, req.body)),
    );

    app.patch(
      '/api/users/employee',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia dane pracownika (DTH/RDS)',
          body: EmployeeUpdateBody,
          response: { 200: MemberDetails, ...errorResponses(404, 409) },
        },
      },
      (req) => members.updateEmployee(deps, req.body),
    );

    app.patch(
      '/api/users/gold/:id',
      {
        config: program,
        schema: {
          tags,
          summary: 'Grupa Gold: dodaje lub usuwa członka',
          params: IdParam,
          body: GoldBody,
          response: { 200: MemberRow, ...errorResponses(404) },
        },
      },
      (req) => members.setFlag(deps, req.params.id, { isGold: req.body.isGold }),
    );

    app.patch(
      '/api/users/premium/:id',
      {
        config: program,
        schema: {
          tags,
          summary: 'Grupa Premium: dodaje lub usuwa członka',
          params: IdParam,
          body: PremiumBody,
          response: { 200: MemberRow, ...errorResponses(404) },
        },
      },
      (req) => members.setFlag(deps, req.params.id, { isPremium: req.body.isPremium }),
    );

    app.get(
      '/api/users/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Szczegóły członka klubu',
          params: IdParam,
          response: { 200: MemberDetails, ...errorResponses(404) },
        },
      },
      (req) => members.getMember(deps.db, req.params.id),
    );

    app.patch(
      '/api/users/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia dane i status członka (potwierdzenie: ACTIVE_CONFIRMED)',
          params: IdParam,
          body: MemberUpdateBody,
          response: { 200: MemberDetails, ...errorResponses(404, 409) },
        },
      },
      (req) => members.updateMember(deps, req.params.id, req.body),
    );

    app.delete(
      '/api/users/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa członka (anonimizacja; punkty i zamówienia zostają)',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        await members.getMember(deps.db, req.params.id);
        return anonymiseUser(deps, req.params.id);
      },
    );

    app.patch(
      '/api/users/:id/status',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia status (potwierdzenie, aktywacja, dezaktywacja)',
          params: IdParam,
          body: StatusBody,
          response: { 200: MemberDetails, ...errorResponses(404) },
        },
      },
      (req) => members.setStatus(deps, req.params.id, req.body.status),
    );

    app.post(
      '/api/users/:id/resend-activation',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Wysyła członkowi nowy link aktywacyjny (konto czeka na aktywację; wcześniejsze linki przestają działać)',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      (req) => resendActivationByAdmin(deps, req.params.id),
    );

    app.get(
      '/api/users/:id/dth',
      {
        config: admin,
        schema: {
          tags,
          summary: 'DTH przypisany do członka',
          params: IdParam,
          response: { 200: PersonRef.nullable(), ...errorResponses(404) },
        },
      },
      (req) => members.dthOf(deps.db, req.params.id),
    );

    app.get(
      '/api/users/:id/rds',
      {
        config: admin,
        schema: {
          tags,
          summary: 'RDS nad członkiem (przez jego DTH) lub nad DTH',
          params: IdParam,
          response: { 200: PersonRef.nullable(), ...errorResponses(404) },
        },
      },
      (req) => members.rdsOf(deps.db, req.params.id),
    );
  };
}

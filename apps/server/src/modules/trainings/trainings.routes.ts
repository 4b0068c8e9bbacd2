import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParam,
  MessageResponse,
  POST_REQUEST_BYTES,
  SERVER_MESSAGES,
  Training,
  TrainingBody,
  TrainingList,
  TrainingParticipantList,
  TrainingPublic,
  TrainingPublicList,
  TrainingQuery,
  TrainingSignupResult,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import { sendCsv } from '../../lib/csv';
import type { Deps } from '../../deps';
import * as service from './trainings.service';

const tags = ['Trainings'];
const admin = { access: ACCESS.admin('content') };
const either = { access: ACCESS.signedIn };
const member = { access: ACCESS.customer() };

/**
 * /api/trainings (spec §7): training events. A GET answers an admin with every training and a
 * member with the published trainings of their audience and their own place; members sign up
 * and cancel; admins see and export the participants.
 */
export function trainingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const isAdmin = (req: Parameters<typeof authOf>[0]) => authOf(req).space === 'admin';

    app.get(
      '/api/trainings',
      {
        config: either,
        schema: {
          tags,
          summary: 'Szkolenia: administrator — wszystkie (status, search); członek — jego nadchodzące (when=past: minione)',
          querystring: TrainingQuery,
          response: { 200: z.union([TrainingPublicList, TrainingList]) },
        },
      },
      (req) => (isAdmin(req) ? service.listForAdmin(deps.db, req.query) : service.listForMember(deps.db, authOf(req).userId, req.query)),
    );

    app.get(
      '/api/trainings/:id',
      {
        config: either,
        schema: {
          tags,
          summary: 'Jedno szkolenie: członek — tylko dostępne dla niego, z jego zapisem',
          params: IdParam,
          response: { 200: z.union([TrainingPublic, Training]), ...errorResponses(404) },
        },
      },
      (req) =>
        isAdmin(req) ? service.getForAdmin(deps.db, req.params.id) : service.getForMember(deps.db, authOf(req).userId, req.params.id),
    );

    app.post(
      '/api/trainings',
      {
        config: admin,
        bodyLimit: POST_REQUEST_BYTES,
        schema: { tags, summary: 'Dodaje szkolenie', body: TrainingBody, response: { 201: Training } },
      },
      async (req, reply) => reply.status(201).send(await service.create(deps.db, req.body)),
    );

    app.patch(
      '/api/trainings/:id',
      {
        config: admin,
        bodyLimit: POST_REQUEST_BYTES,
        schema: {
          tags,
          summary: 'Zmienia szkolenie (więcej miejsc przesuwa listę rezerwową)',
          params: IdParam,
          body: TrainingBody,
          response: { 200: Training, ...errorResponses(404) },
        },
      },
      (req) => service.update(deps, req.params.id, req.body),
    );

    app.delete(
      '/api/trainings/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa szkolenie z jego zapisami',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        await service.remove(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );

    app.post(
      '/api/trainings/:id/signup',
      {
        config: member,
        schema: {
          tags,
          summary: 'Zapis członka: wolne miejsce albo lista rezerwowa',
          params: IdParam,
          response: { 200: TrainingSignupResult, ...errorResponses(404, 409) },
        },
      },
      (req) => service.signUp(deps, authOf(req).userId, req.params.id),
    );

    app.delete(
      '/api/trainings/:id/signup',
      {
        config: member,
        schema: {
          tags,
          summary: 'Wypisanie członka; pierwsza osoba z listy rezerwowej dostaje miejsce',
          params: IdParam,
          response: { 200: TrainingSignupResult, ...errorResponses(404, 409) },
        },
      },
      (req) => service.cancel(deps, authOf(req).userId, req.params.id),
    );

    app.get(
      '/api/trainings/:id/participants',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Uczestnicy szkolenia: zapisani, lista rezerwowa, wypisani',
          params: IdParam,
          response: { 200: TrainingParticipantList, ...errorResponses(404) },
        },
      },
      (req) => service.participants(deps.db, req.params.id),
    );

    app.get(
      '/api/trainings/:id/participants/csv',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Uczestnicy szkolenia (CSV)',
          params: IdParam,
          response: { 200: z.string().describe('text/csv; separator ;, BOM'), ...errorResponses(404) },
        },
      },
      async (req, reply) => sendCsv(reply, await service.participantsCsv(deps.db, req.params.id)),
    );
  };
}

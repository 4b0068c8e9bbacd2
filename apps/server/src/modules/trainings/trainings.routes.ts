import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParam,
  POST_REQUEST_BYTES,
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
import { contentRoutes } from '../admin-content/admin-content';
import { ok, spec } from '../../lib/route';
import { sendCsv } from '../../lib/csv';
import type { Deps } from '../../deps';
import { content } from './trainings.queries';
import * as service from './trainings.service';

const tags = ['Trainings'];
/** The answer in OpenAPI: an iCalendar file (RFC 5545), not JSON. */
const CalendarFile = {
  description: 'Plik kalendarza .ics (text/calendar, RFC 5545): jedno wydarzenie, czasy w UTC',
  content: { 'text/calendar': { schema: z.string().describe('BEGIN:VCALENDAR … END:VCALENDAR') } },
};
const admin = { access: ACCESS.admin('content') };
const member = { access: ACCESS.customer() };

/**
 * /api/trainings (spec §7): training events. A GET answers an admin with every training and a
 * member with the published trainings of their audience and their own place; members sign up
 * and cancel; admins see and export the participants.
 */
export function trainingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    contentRoutes(app, {
      path: '/api/trainings',
      tags,
      bodyLimit: POST_REQUEST_BYTES,
      summary: {
        list: 'Szkolenia: administrator — wszystkie (status, search); członek — jego nadchodzące (when=past: minione)',
        one: 'Jedno szkolenie: członek — tylko dostępne dla niego, z jego zapisem',
        create: 'Dodaje szkolenie',
        update: 'Zmienia szkolenie (więcej miejsc przesuwa listę rezerwową)',
        remove: 'Usuwa szkolenie z jego zapisami',
      },
      schemas: {
        query: TrainingQuery,
        list: z.union([TrainingPublicList, TrainingList]),
        one: z.union([TrainingPublic, Training]),
        item: Training,
        body: TrainingBody,
      },
      admin: { list: (query) => content.listForAdmin(deps.db, query), one: (id) => content.getForAdmin(deps.db, id) },
      member: {
        list: (userId, query) => service.listForMember(deps.db, userId, query),
        one: (userId, id) => service.getForMember(deps.db, userId, id),
      },
      create: (body) => content.create(deps.db, body),
      update: (id, body) => service.update(deps, id, body),
      remove: (id) => content.remove(deps.db, id),
    });

    const postTrainingsByIdSignup = spec(member, tags, ok(TrainingSignupResult, 404, 409), {
      summary: 'Zapis członka: wolne miejsce albo lista rezerwowa',
      params: IdParam,
    });
    app.post('/api/trainings/:id/signup', postTrainingsByIdSignup, (req) => service.signUp(deps, authOf(req).userId, req.params.id));

    const deleteTrainingsByIdSignup = spec(member, tags, ok(TrainingSignupResult, 404, 409), {
      summary: 'Wypisanie członka; pierwsza osoba z listy rezerwowej dostaje miejsce',
      params: IdParam,
    });
    app.delete('/api/trainings/:id/signup', deleteTrainingsByIdSignup, (req) => service.cancel(deps, authOf(req).userId, req.params.id));

    const getTrainingsByIdCalendar = spec(member, tags, ok(CalendarFile, 404), {
      summary: 'Szkolenie jako plik kalendarza .ics (iCalendar): tytuł, data i godzina, miejsce, link do strony szkolenia',
      params: IdParam,
    });
    app.get('/api/trainings/:id/calendar', getTrainingsByIdCalendar, async (req, reply) => {
      const file = await service.calendarForMember(deps, authOf(req).userId, req.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.ics);
    });

    const getTrainingsByIdParticipants = spec(admin, tags, ok(TrainingParticipantList, 404), {
      summary: 'Uczestnicy szkolenia: zapisani, lista rezerwowa, wypisani',
      params: IdParam,
    });
    app.get('/api/trainings/:id/participants', getTrainingsByIdParticipants, (req) => service.participants(deps.db, req.params.id));

    const getTrainingsByIdParticipantsCsv = spec(admin, tags, ok(z.string().describe('text/csv; separator ;, BOM'), 404), {
      summary: 'Uczestnicy szkolenia (CSV)',
      params: IdParam,
    });
    app.get('/api/trainings/:id/participants/csv', getTrainingsByIdParticipantsCsv, async (req, reply) =>
      sendCsv(reply, await service.participantsCsv(deps.db, req.params.id)),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Contest,
  ContestBody,
  ContestEntry,
  ContestEntryBody,
  ContestEntryList,
  ContestEntryQuery,
  ContestEntrySent,
  ContestList,
  ContestPublic,
  ContestPublicList,
  ContestQuery,
  ContestReviewBody,
  IdParam,
  POST_REQUEST_BYTES,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { contentRoutes } from '../admin-content/admin-content';
import { errorResponses } from '../../lib/route-schema';
import { sendCsv } from '../../lib/csv';
import type { Deps } from '../../deps';
import { content } from './contests.queries';
import * as service from './contests.service';

const tags = ['Contests'];
const admin = { access: ACCESS.admin('content') };

/**
 * /api/contests (spec §7, "Dodatkowe punkty"): a GET answers an admin with every contest and a
 * member with the contests of their audience and their own entries; members send entries;
 * admins review them (accept, reject with a reason, choose winners) and export the results.
 */
export function contestRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    contentRoutes(app, {
      path: '/api/contests',
      tags,
      bodyLimit: POST_REQUEST_BYTES,
      summary: {
        list: 'Konkursy: administrator — wszystkie (status, search); członek — trwające i nadchodzące (when=past: zakończone)',
        one: 'Jeden konkurs: członek — tylko dostępny dla niego, z jego zgłoszeniami',
        create: 'Dodaje konkurs',
        update: 'Zmienia konkurs',
        remove: 'Usuwa konkurs bez zgłoszeń',
      },
      schemas: {
        query: ContestQuery,
        list: z.union([ContestPublicList, ContestList]),
        one: z.union([ContestPublic, Contest]),
        item: Contest,
        body: ContestBody,
      },
      admin: { list: (query) => content.listForAdmin(deps.db, query), one: (id) => content.getForAdmin(deps.db, id) },
      member: {
        list: (userId, query) => service.listForMember(deps.db, userId, query),
        one: (userId, id) => service.getForMember(deps.db, userId, id),
      },
      create: (body) => content.create(deps.db, body),
      update: (id, body) => content.update(deps.db, id, body),
      remove: (id) => service.remove(deps.db, id),
      removeErrors: [404, 409],
    });

    app.get(
      '/api/contests/:id/entries',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zgłoszenia konkursu (status, winners=true), od najnowszych',
          params: IdParam,
          querystring: ContestEntryQuery,
          response: { 200: ContestEntryList, ...errorResponses(404) },
        },
      },
      (req) => service.entries(deps.db, req.params.id, req.query),
    );

    app.post(
      '/api/contests/:id/entries',
      {
        config: { access: ACCESS.customer() },
        schema: {
          tags,
          summary: 'Zgłoszenie członka (opis, zdjęcia z jego konta, numer paragonu — co konkurs przewiduje)',
          params: IdParam,
          body: ContestEntryBody,
          response: { 201: ContestEntrySent, ...errorResponses(404, 409) },
        },
      },
      async (req, reply) => reply.status(201).send(await service.submitEntry(deps.db, authOf(req).userId, req.params.id, req.body)),
    );

    app.get(
      '/api/contests/:id/entries/csv',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Wyniki konkursu: zgłoszenia (CSV)',
          params: IdParam,
          response: { 200: z.string().describe('text/csv; separator ;, BOM'), ...errorResponses(404) },
        },
      },
      async (req, reply) => sendCsv(reply, await service.entriesCsv(deps.db, req.params.id)),
    );

    app.get(
      '/api/contests/:id/entries/pdf',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Wyniki konkursu (PDF): zwycięzcy, potem pozostałe zgłoszenia',
          params: IdParam,
          response: { 200: z.string().describe('application/pdf'), ...errorResponses(404) },
        },
      },
      async (req, reply) => {
        const { fileName, pdf } = await service.entriesPdf(deps.db, req.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf as never);
      },
    );

    app.patch(
      '/api/contests/entries/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Ocena zgłoszenia: przyjęcie (punkty raz), odrzucenie z powodem, zwycięzca (punkty raz)',
          params: IdParam,
          body: ContestReviewBody,
          response: { 200: ContestEntry, ...errorResponses(404, 409) },
        },
      },
      (req) => service.review(deps, authOf(req).userId, req.params.id, req.body),
    );
  };
}

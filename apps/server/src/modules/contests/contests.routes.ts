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
  MessageResponse,
  POST_REQUEST_BYTES,
  SERVER_MESSAGES,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import { sendCsv } from '../../lib/csv';
import type { Deps } from '../../deps';
import * as service from './contests.service';

const tags = ['Contests'];
const admin = { access: ACCESS.admin('content') };
const either = { access: ACCESS.signedIn };

/**
 * /api/contests (spec §7, "Dodatkowe punkty"): a GET answers an admin with every contest and a
 * member with the contests of their audience and their own entries; members send entries;
 * admins review them (accept, reject with a reason, choose winners) and export the results.
 */
export function contestRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const isAdmin = (req: Parameters<typeof authOf>[0]) => authOf(req).space === 'admin';

    app.get(
      '/api/contests',
      {
        config: either,
        schema: {
          tags,
          summary: 'Konkursy: administrator — wszystkie (status, search); członek — trwające i nadchodzące (when=past: zakończone)',
          querystring: ContestQuery,
          response: { 200: z.union([ContestPublicList, ContestList]) },
        },
      },
      (req) => (isAdmin(req) ? service.listForAdmin(deps.db, req.query) : service.listForMember(deps.db, authOf(req).userId, req.query)),
    );

    app.get(
      '/api/contests/:id',
      {
        config: either,
        schema: {
          tags,
          summary: 'Jeden konkurs: członek — tylko dostępny dla niego, z jego zgłoszeniami',
          params: IdParam,
          response: { 200: z.union([ContestPublic, Contest]), ...errorResponses(404) },
        },
      },
      (req) =>
        isAdmin(req) ? service.getForAdmin(deps.db, req.params.id) : service.getForMember(deps.db, authOf(req).userId, req.params.id),
    );

    app.post(
      '/api/contests',
      {
        config: admin,
        bodyLimit: POST_REQUEST_BYTES,
        schema: { tags, summary: 'Dodaje konkurs', body: ContestBody, response: { 201: Contest } },
      },
      async (req, reply) => reply.status(201).send(await service.create(deps.db, req.body)),
    );

    app.patch(
      '/api/contests/:id',
      {
        config: admin,
        bodyLimit: POST_REQUEST_BYTES,
        schema: {
          tags,
          summary: 'Zmienia konkurs',
          params: IdParam,
          body: ContestBody,
          response: { 200: Contest, ...errorResponses(404) },
        },
      },
      (req) => service.update(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/contests/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa konkurs bez zgłoszeń',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await service.remove(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );

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

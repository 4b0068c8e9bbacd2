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
import { created, ok, spec } from '../../lib/route';
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

    const getContestsByIdEntries = spec(admin, tags, ok(ContestEntryList, 404), {
      summary: 'Zgłoszenia konkursu (status, winners=true), od najnowszych',
      params: IdParam,
      querystring: ContestEntryQuery,
    });
    app.get('/api/contests/:id/entries', getContestsByIdEntries, (req) => service.entries(deps.db, req.params.id, req.query));

    const postContestsByIdEntries = spec({ access: ACCESS.customer() }, tags, created(ContestEntrySent, 404, 409), {
      summary: 'Zgłoszenie członka (opis, zdjęcia z jego konta, numer paragonu — co konkurs przewiduje)',
      params: IdParam,
      body: ContestEntryBody,
    });
    app.post('/api/contests/:id/entries', postContestsByIdEntries, async (req, reply) =>
      reply.status(201).send(await service.submitEntry(deps.db, authOf(req).userId, req.params.id, req.body)),
    );

    const getContestsByIdEntriesCsv = spec(admin, tags, ok(z.string().describe('text/csv; separator ;, BOM'), 404), {
      summary: 'Wyniki konkursu: zgłoszenia (CSV)',
      params: IdParam,
    });
    app.get('/api/contests/:id/entries/csv', getContestsByIdEntriesCsv, async (req, reply) =>
      sendCsv(reply, await service.entriesCsv(deps.db, req.params.id)),
    );

    const getContestsByIdEntriesPdf = spec(admin, tags, ok(z.string().describe('application/pdf'), 404), {
      summary: 'Wyniki konkursu (PDF): zwycięzcy, potem pozostałe zgłoszenia',
      params: IdParam,
    });
    app.get('/api/contests/:id/entries/pdf', getContestsByIdEntriesPdf, async (req, reply) => {
      const { fileName, pdf } = await service.entriesPdf(deps.db, req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf as never);
    });

    const patchContestsEntriesById = spec(admin, tags, ok(ContestEntry, 404, 409), {
      summary: 'Ocena zgłoszenia: przyjęcie (punkty raz), odrzucenie z powodem, zwycięzca (punkty raz)',
      params: IdParam,
      body: ContestReviewBody,
    });
    app.patch('/api/contests/entries/:id', patchContestsEntriesById, (req) =>
      service.review(deps, authOf(req).userId, req.params.id, req.body),
    );
  };
}

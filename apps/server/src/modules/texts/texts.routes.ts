import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentText,
  ContentTextList,
  IdParam,
  MessageResponse,
  PublicText,
  SERVER_MESSAGES,
  TextBody,
  TextKeyParam,
} from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './texts.service';
import { dropContentCacheOnWrites } from '../../lib/content-cache';

const tags = ['Texts'];
const admin = { access: ACCESS.admin('content') };

/** /api/texts (spec §7): admins keep the texts; the public pages read a published one by key. */
export function textRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    dropContentCacheOnWrites(app, deps.content);
    app.get(
      '/api/texts/key/:key',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Opublikowany tekst strony (publiczny), po kluczu',
          params: TextKeyParam,
          response: { 200: PublicText, ...errorResponses(404) },
        },
      },
      (req) => service.publishedByKey(deps.db, deps.content, req.params.key),
    );

    app.get(
      '/api/texts',
      { config: admin, schema: { tags, summary: 'Teksty stron (każdy status), po kluczu', response: { 200: ContentTextList } } },
      () => service.list(deps.db),
    );

    app.post(
      '/api/texts',
      { config: admin, schema: { tags, summary: 'Dodaje tekst', body: TextBody, response: { 201: ContentText, ...errorResponses(409) } } },
      async (req, reply) => reply.status(201).send(await service.create(deps.db, req.body)),
    );

    app.get(
      '/api/texts/:id',
      { config: admin, schema: { tags, summary: 'Tekst', params: IdParam, response: { 200: ContentText, ...errorResponses(404) } } },
      (req) => service.byId(deps.db, req.params.id),
    );

    app.patch(
      '/api/texts/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia tekst',
          params: IdParam,
          body: TextBody,
          response: { 200: ContentText, ...errorResponses(404, 409) },
        },
      },
      (req) => service.update(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/texts/:id',
      {
        config: admin,
        schema: { tags, summary: 'Usuwa tekst', params: IdParam, response: { 200: MessageResponse, ...errorResponses(404) } },
      },
      async (req) => {
        await service.remove(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}

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
import { created, ok, spec, withMessage } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './texts.service';
import { dropContentCacheOnWrites } from '../../lib/content-cache';

const tags = ['Texts'];
const admin = { access: ACCESS.admin('content') };

/** /api/texts (spec §7): admins keep the texts; the public pages read a published one by key. */
export function textRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    dropContentCacheOnWrites(app, deps.content);
    const getTextsKeyByKey = spec({ access: ACCESS.public }, tags, ok(PublicText, 404), {
      summary: 'Opublikowany tekst strony (publiczny), po kluczu',
      params: TextKeyParam,
    });
    app.get('/api/texts/key/:key', getTextsKeyByKey, (req) => service.publishedByKey(deps.db, deps.content, req.params.key));

    const getTexts = spec(admin, tags, ok(ContentTextList), { summary: 'Teksty stron (każdy status), po kluczu' });
    app.get('/api/texts', getTexts, () => service.list(deps.db));

    const postTexts = spec(admin, tags, created(ContentText, 409), { summary: 'Dodaje tekst', body: TextBody });
    app.post('/api/texts', postTexts, async (req, reply) => reply.status(201).send(await service.create(deps.db, req.body)));

    const getTextsById = spec(admin, tags, ok(ContentText, 404), { summary: 'Tekst', params: IdParam });
    app.get('/api/texts/:id', getTextsById, (req) => service.byId(deps.db, req.params.id));

    const patchTextsById = spec(admin, tags, ok(ContentText, 404, 409), { summary: 'Zmienia tekst', params: IdParam, body: TextBody });
    app.patch('/api/texts/:id', patchTextsById, (req) => service.update(deps.db, req.params.id, req.body));

    const deleteTextsById = spec(admin, tags, ok(MessageResponse, 404), { summary: 'Usuwa tekst', params: IdParam });
    app.delete('/api/texts/:id', deleteTextsById, async (req) =>
      withMessage(service.remove(deps.db, req.params.id), SERVER_MESSAGES.deleted),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Banner, BannerBody, BannerList, BannerMove, IdParam, MessageResponse, PublicBannerList, SERVER_MESSAGES } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses, sendJson } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './banners.service';
import { dropContentCacheOnWrites } from '../../lib/content-cache';

const tags = ['Banners'];
const admin = { access: ACCESS.admin('content') };

/** /api/banners (spec §7): admins keep them in order; a member's GET answers what shows to them now. */
export function bannerRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    dropContentCacheOnWrites(app, deps.content);
    app.get(
      '/api/banners',
      {
        config: { access: ACCESS.signedIn },
        schema: {
          tags,
          summary: 'Banery: administrator — wszystkie w kolejności; członek — wyświetlane mu teraz',
          response: { 200: z.union([BannerList, PublicBannerList]) },
        },
      },
      // The admin's list first: a member's rows lack its fields, while an admin's would pass as a member's (stripped).
      async (req, reply) =>
        authOf(req).space === 'admin'
          ? service.list(deps.db)
          : sendJson(reply, await service.showingJson(deps.db, deps.content, authOf(req).userId)),
    );

    app.post(
      '/api/banners',
      { config: admin, schema: { tags, summary: 'Dodaje baner (na końcu kolejności)', body: BannerBody, response: { 201: Banner } } },
      async (req, reply) => reply.status(201).send(await service.create(deps.db, req.body)),
    );

    app.get(
      '/api/banners/:id',
      { config: admin, schema: { tags, summary: 'Baner', params: IdParam, response: { 200: Banner, ...errorResponses(404) } } },
      (req) => service.byId(deps.db, req.params.id),
    );

    app.patch(
      '/api/banners/:id',
      {
        config: admin,
        schema: { tags, summary: 'Zmienia baner', params: IdParam, body: BannerBody, response: { 200: Banner, ...errorResponses(404) } },
      },
      (req) => service.update(deps.db, req.params.id, req.body),
    );

    app.post(
      '/api/banners/:id/move',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Przesuwa baner o jedno miejsce (up / down); zwraca całą listę',
          params: IdParam,
          body: BannerMove,
          response: { 200: BannerList, ...errorResponses(404) },
        },
      },
      (req) => service.move(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/banners/:id',
      {
        config: admin,
        schema: { tags, summary: 'Usuwa baner', params: IdParam, response: { 200: MessageResponse, ...errorResponses(404) } },
      },
      async (req) => {
        await service.remove(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Banner, BannerBody, BannerList, BannerMove, IdParam, MessageResponse, PublicBannerList, SERVER_MESSAGES } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { sendJson } from '../../lib/route-schema';
import { created, ok, spec, withMessage } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './banners.service';
import { dropContentCacheOnWrites } from '../../lib/content-cache';

const tags = ['Banners'];
const admin = { access: ACCESS.admin('content') };

/** /api/banners (spec §7): admins keep them in order; a member's GET answers what shows to them now. */
export function bannerRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    dropContentCacheOnWrites(app, deps.content);
    const getBanners = spec({ access: ACCESS.signedIn }, tags, ok(z.union([BannerList, PublicBannerList])), {
      summary: 'Banery: administrator — wszystkie w kolejności; członek — wyświetlane mu teraz',
    });
    app.get(
      '/api/banners',
      getBanners,
      // The admin's list first: a member's rows lack its fields, while an admin's would pass as a member's (stripped).
      async (req, reply) =>
        authOf(req).space === 'admin'
          ? service.list(deps.db)
          : sendJson(reply, await service.showingJson(deps.db, deps.content, authOf(req).userId)),
    );

    const postBanners = spec(admin, tags, created(Banner), { summary: 'Dodaje baner (na końcu kolejności)', body: BannerBody });
    app.post('/api/banners', postBanners, async (req, reply) => reply.status(201).send(await service.create(deps.db, req.body)));

    const getBannersById = spec(admin, tags, ok(Banner, 404), { summary: 'Baner', params: IdParam });
    app.get('/api/banners/:id', getBannersById, (req) => service.byId(deps.db, req.params.id));

    const patchBannersById = spec(admin, tags, ok(Banner, 404), { summary: 'Zmienia baner', params: IdParam, body: BannerBody });
    app.patch('/api/banners/:id', patchBannersById, (req) => service.update(deps.db, req.params.id, req.body));

    const postBannersByIdMove = spec(admin, tags, ok(BannerList, 404), {
      summary: 'Przesuwa baner o jedno miejsce (up / down); zwraca całą listę',
      params: IdParam,
      body: BannerMove,
    });
    app.post('/api/banners/:id/move', postBannersByIdMove, (req) => service.move(deps.db, req.params.id, req.body));

    const deleteBannersById = spec(admin, tags, ok(MessageResponse, 404), { summary: 'Usuwa baner', params: IdParam });
    app.delete('/api/banners/:id', deleteBannersById, async (req) =>
      withMessage(service.remove(deps.db, req.params.id), SERVER_MESSAGES.deleted),
    );
  };
}

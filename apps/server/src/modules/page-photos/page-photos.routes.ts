import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam, PagePhotoBody, PagePhotoTitleBody, RegistrationPhotos } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './page-photos.service';
import { dropContentCacheOnWrites } from '../../lib/content-cache';

const tags = ['Page'];
const admin = { access: ACCESS.admin('content') };

/** /api/page/photos and /api/page/photo (spec §7): the registration screen's gallery; every write answers the whole gallery. */
export function pagePhotoRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    dropContentCacheOnWrites(app, deps.content);
    app.get(
      '/api/page/photos',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Zdjęcia ekranu rejestracji; pierwsze (current) to pokazywane na ekranie',
          response: { 200: RegistrationPhotos },
        },
      },
      () => service.list(deps.db, deps.settings, deps.content),
    );

    app.post(
      '/api/page/photo',
      {
        config: admin,
        schema: { tags, summary: 'Dodaje zdjęcie do galerii', body: PagePhotoBody, response: { 201: RegistrationPhotos } },
      },
      async (req, reply) => reply.status(201).send(await service.create(deps.db, deps.settings, req.body)),
    );

    app.patch(
      '/api/page/photo/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia opis zdjęcia',
          params: IdParam,
          body: PagePhotoTitleBody,
          response: { 200: RegistrationPhotos, ...errorResponses(404) },
        },
      },
      (req) => service.updateTitle(deps.db, deps.settings, req.params.id, req.body),
    );

    app.put(
      '/api/page/photo/:id/current',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Ustawia zdjęcie pokazywane na ekranie rejestracji',
          params: IdParam,
          response: { 200: RegistrationPhotos, ...errorResponses(404) },
        },
      },
      (req) => service.makeCurrent(deps.db, deps.settings, req.params.id),
    );

    app.delete(
      '/api/page/photo/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa zdjęcie z galerii',
          params: IdParam,
          response: { 200: RegistrationPhotos, ...errorResponses(404) },
        },
      },
      (req) => service.remove(deps.db, deps.settings, req.params.id),
    );
  };
}

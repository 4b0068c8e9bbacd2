import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam, PagePhotoBody, PagePhotoTitleBody, RegistrationPhotos } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { created, ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './page-photos.service';
import { dropContentCacheOnWrites } from '../../lib/content-cache';

const tags = ['Page'];
const admin = { access: ACCESS.admin('content') };

/** /api/page/photos and /api/page/photo (spec §7): the registration screen's gallery; every write answers the whole gallery. */
export function pagePhotoRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    dropContentCacheOnWrites(app, deps.content);
    const getPagePhotos = spec({ access: ACCESS.public }, tags, ok(RegistrationPhotos), {
      summary: 'Zdjęcia ekranu rejestracji; pierwsze (current) to pokazywane na ekranie',
    });
    app.get('/api/page/photos', getPagePhotos, () => service.list(deps.db, deps.settings, deps.content));

    const postPagePhoto = spec(admin, tags, created(RegistrationPhotos), { summary: 'Dodaje zdjęcie do galerii', body: PagePhotoBody });
    app.post('/api/page/photo', postPagePhoto, async (req, reply) =>
      reply.status(201).send(await service.create(deps.db, deps.settings, req.body)),
    );

    const patchPagePhotoById = spec(admin, tags, ok(RegistrationPhotos, 404), {
      summary: 'Zmienia opis zdjęcia',
      params: IdParam,
      body: PagePhotoTitleBody,
    });
    app.patch('/api/page/photo/:id', patchPagePhotoById, (req) => service.updateTitle(deps.db, deps.settings, req.params.id, req.body));

    const putPagePhotoByIdCurrent = spec(admin, tags, ok(RegistrationPhotos, 404), {
      summary: 'Ustawia zdjęcie pokazywane na ekranie rejestracji',
      params: IdParam,
    });
    app.put('/api/page/photo/:id/current', putPagePhotoByIdCurrent, (req) => service.makeCurrent(deps.db, deps.settings, req.params.id));

    const deletePagePhotoById = spec(admin, tags, ok(RegistrationPhotos, 404), { summary: 'Usuwa zdjęcie z galerii', params: IdParam });
    app.delete('/api/page/photo/:id', deletePagePhotoById, (req) => service.remove(deps.db, deps.settings, req.params.id));
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GalleryGroupBody,
  GalleryGroupDetail,
  GalleryGroupList,
  GalleryGroupQuery,
  GalleryPhoto,
  GalleryPhotoBody,
  GalleryPhotoList,
  GalleryPhotoQuery,
  GalleryPhotoUpdateBody,
  IdParam,
  MessageResponse,
  SERVER_MESSAGES,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { created, ok, spec, withMessage } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './training-gallery.service';

const tags = ['Trainings'];
const admin = { access: ACCESS.admin('content') };

/** /api/trainings-photogallery (+ groups, spec §7): training photo galleries; admins write, signed-in members browse. */
export function trainingGalleryRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getTrainingsPhotogalleryGroups = spec({ access: ACCESS.signedIn }, tags, ok(GalleryGroupList), {
      summary: 'Galerie zdjęć ze szkoleń z liczbą zdjęć i okładką; członek widzi tylko galerie ze zdjęciami',
      querystring: GalleryGroupQuery,
    });
    app.get('/api/trainings-photogallery/groups', getTrainingsPhotogalleryGroups, (req) =>
      service.listGroups(deps.db, req.query, authOf(req).space === 'admin'),
    );

    const postTrainingsPhotogalleryGroups = spec(admin, tags, created(GalleryGroupDetail), {
      summary: 'Dodaje galerię zdjęć',
      body: GalleryGroupBody,
    });
    app.post('/api/trainings-photogallery/groups', postTrainingsPhotogalleryGroups, async (req, reply) =>
      reply.status(201).send(await service.createGroup(deps.db, req.body)),
    );

    const getTrainingsPhotogalleryGroupsById = spec({ access: ACCESS.signedIn }, tags, ok(GalleryGroupDetail, 404), {
      summary: 'Galeria ze zdjęciami w kolejności',
      params: IdParam,
    });
    app.get('/api/trainings-photogallery/groups/:id', getTrainingsPhotogalleryGroupsById, (req) =>
      service.groupById(deps.db, req.params.id, authOf(req).space === 'admin'),
    );

    const patchTrainingsPhotogalleryGroupsById = spec(admin, tags, ok(GalleryGroupDetail, 404), {
      summary: 'Zmienia galerię (nazwa, opis, kolejność)',
      params: IdParam,
      body: GalleryGroupBody,
    });
    app.patch('/api/trainings-photogallery/groups/:id', patchTrainingsPhotogalleryGroupsById, (req) =>
      service.updateGroup(deps.db, req.params.id, req.body),
    );

    const deleteTrainingsPhotogalleryGroupsById = spec(admin, tags, ok(MessageResponse, 404), {
      summary: 'Usuwa galerię z jej zdjęciami',
      params: IdParam,
    });
    app.delete('/api/trainings-photogallery/groups/:id', deleteTrainingsPhotogalleryGroupsById, async (req) =>
      withMessage(service.deleteGroup(deps.db, req.params.id), SERVER_MESSAGES.deleted),
    );

    const getTrainingsPhotogallery = spec(admin, tags, ok(GalleryPhotoList), {
      summary: 'Zdjęcia galerii (groupId) lub wszystkich galerii, w kolejności',
      querystring: GalleryPhotoQuery,
    });
    app.get('/api/trainings-photogallery', getTrainingsPhotogallery, (req) => service.listPhotos(deps.db, req.query));

    const postTrainingsPhotogallery = spec(admin, tags, created(GalleryPhoto), {
      summary: 'Dodaje zdjęcie (przesłane przez /api/files/upload) na koniec galerii',
      body: GalleryPhotoBody,
    });
    app.post('/api/trainings-photogallery', postTrainingsPhotogallery, async (req, reply) =>
      reply.status(201).send(await service.createPhoto(deps.db, req.body)),
    );

    const getTrainingsPhotogalleryById = spec(admin, tags, ok(GalleryPhoto, 404), { summary: 'Jedno zdjęcie galerii', params: IdParam });
    app.get('/api/trainings-photogallery/:id', getTrainingsPhotogalleryById, (req) => service.photoById(deps.db, req.params.id));

    const patchTrainingsPhotogalleryById = spec(admin, tags, ok(GalleryPhoto, 404), {
      summary: 'Zmienia podpis, galerię lub miejsce zdjęcia',
      params: IdParam,
      body: GalleryPhotoUpdateBody,
    });
    app.patch('/api/trainings-photogallery/:id', patchTrainingsPhotogalleryById, (req) =>
      service.updatePhoto(deps.db, req.params.id, req.body),
    );

    const deleteTrainingsPhotogalleryById = spec(admin, tags, ok(MessageResponse, 404), {
      summary: 'Usuwa zdjęcie z galerii',
      params: IdParam,
    });
    app.delete('/api/trainings-photogallery/:id', deleteTrainingsPhotogalleryById, async (req) =>
      withMessage(service.deletePhoto(deps.db, req.params.id), SERVER_MESSAGES.deleted),
    );
  };
}

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
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import type { FastifyRequest } from 'fastify';
import { crudRoutes } from '../../lib/crud-routes';
import type { Deps } from '../../deps';
import * as service from './training-gallery.service';

const tags = ['Trainings'];
const admin = { access: ACCESS.admin('content') };

/** /api/trainings-photogallery (+ groups, spec §7): training photo galleries; admins write, signed-in members browse. */
export function trainingGalleryRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const isAdmin = (req: FastifyRequest) => authOf(req).space === 'admin';
    crudRoutes(app, '/api/trainings-photogallery/groups', {
      tags,
      config: admin,
      item: GalleryGroupDetail,
      list: {
        summary: 'Galerie zdjęć ze szkoleń z liczbą zdjęć i okładką; członek widzi tylko galerie ze zdjęciami',
        config: { access: ACCESS.signedIn },
        answer: GalleryGroupList,
        query: GalleryGroupQuery,
        run: (query, req) => service.listGroups(deps.db, query, isAdmin(req)),
      },
      create: { summary: 'Dodaje galerię zdjęć', body: GalleryGroupBody, run: (body) => service.createGroup(deps.db, body) },
      read: {
        summary: 'Galeria ze zdjęciami w kolejności',
        config: { access: ACCESS.signedIn },
        run: (id, req) => service.groupById(deps.db, id, isAdmin(req)),
      },
      update: {
        summary: 'Zmienia galerię (nazwa, opis, kolejność)',
        body: GalleryGroupBody,
        run: (id, body) => service.updateGroup(deps.db, id, body),
      },
      remove: { summary: 'Usuwa galerię z jej zdjęciami', run: (id) => service.deleteGroup(deps.db, id) },
    });

    crudRoutes(app, '/api/trainings-photogallery', {
      tags,
      config: admin,
      item: GalleryPhoto,
      list: {
        summary: 'Zdjęcia galerii (groupId) lub wszystkich galerii, w kolejności',
        answer: GalleryPhotoList,
        query: GalleryPhotoQuery,
        run: (query) => service.listPhotos(deps.db, query),
      },
      create: {
        summary: 'Dodaje zdjęcie (przesłane przez /api/files/upload) na koniec galerii',
        body: GalleryPhotoBody,
        run: (body) => service.createPhoto(deps.db, body),
      },
      read: { summary: 'Jedno zdjęcie galerii', run: (id) => service.photoById(deps.db, id) },
      update: {
        summary: 'Zmienia podpis, galerię lub miejsce zdjęcia',
        body: GalleryPhotoUpdateBody,
        run: (id, body) => service.updatePhoto(deps.db, id, body),
      },
      remove: { summary: 'Usuwa zdjęcie z galerii', run: (id) => service.deletePhoto(deps.db, id) },
    });
  };
}

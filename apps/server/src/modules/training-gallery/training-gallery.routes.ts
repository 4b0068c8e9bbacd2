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
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './training-gallery.service';

const tags = ['Trainings'];
const admin = { access: ACCESS.admin('content') };

/** /api/trainings-photogallery (+ groups, spec §7): training photo galleries; admins write, signed-in members browse. */
export function trainingGalleryRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/trainings-photogallery/groups',
      {
        config: { access: ACCESS.signedIn },
        schema: {
          tags,
          summary: 'Galerie zdjęć ze szkoleń z liczbą zdjęć i okładką; członek widzi tylko galerie ze zdjęciami',
          querystring: GalleryGroupQuery,
          response: { 200: GalleryGroupList },
        },
      },
      (req) => service.listGroups(deps.db, req.query, authOf(req).space === 'admin'),
    );

    app.post(
      '/api/trainings-photogallery/groups',
      {
        config: admin,
        schema: { tags, summary: 'Dodaje galerię zdjęć', body: GalleryGroupBody, response: { 201: GalleryGroupDetail } },
      },
      async (req, reply) => reply.status(201).send(await service.createGroup(deps.db, req.body)),
    );

    app.get(
      '/api/trainings-photogallery/groups/:id',
      {
        config: { access: ACCESS.signedIn },
        schema: {
          tags,
          summary: 'Galeria ze zdjęciami w kolejności',
          params: IdParam,
          response: { 200: GalleryGroupDetail, ...errorResponses(404) },
        },
      },
      (req) => service.groupById(deps.db, req.params.id, authOf(req).space === 'admin'),
    );

    app.patch(
      '/api/trainings-photogallery/groups/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia galerię (nazwa, opis, kolejność)',
          params: IdParam,
          body: GalleryGroupBody,
          response: { 200: GalleryGroupDetail, ...errorResponses(404) },
        },
      },
      (req) => service.updateGroup(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/trainings-photogallery/groups/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa galerię z jej zdjęciami',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        await service.deleteGroup(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );

    app.get(
      '/api/trainings-photogallery',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zdjęcia galerii (groupId) lub wszystkich galerii, w kolejności',
          querystring: GalleryPhotoQuery,
          response: { 200: GalleryPhotoList },
        },
      },
      (req) => service.listPhotos(deps.db, req.query),
    );

    app.post(
      '/api/trainings-photogallery',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje zdjęcie (przesłane przez /api/files/upload) na koniec galerii',
          body: GalleryPhotoBody,
          response: { 201: GalleryPhoto },
        },
      },
      async (req, reply) => reply.status(201).send(await service.createPhoto(deps.db, req.body)),
    );

    app.get(
      '/api/trainings-photogallery/:id',
      {
        config: admin,
        schema: { tags, summary: 'Jedno zdjęcie galerii', params: IdParam, response: { 200: GalleryPhoto, ...errorResponses(404) } },
      },
      (req) => service.photoById(deps.db, req.params.id),
    );

    app.patch(
      '/api/trainings-photogallery/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia podpis, galerię lub miejsce zdjęcia',
          params: IdParam,
          body: GalleryPhotoUpdateBody,
          response: { 200: GalleryPhoto, ...errorResponses(404) },
        },
      },
      (req) => service.updatePhoto(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/trainings-photogallery/:id',
      {
        config: admin,
        schema: { tags, summary: 'Usuwa zdjęcie z galerii', params: IdParam, response: { 200: MessageResponse, ...errorResponses(404) } },
      },
      async (req) => {
        await service.deletePhoto(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}

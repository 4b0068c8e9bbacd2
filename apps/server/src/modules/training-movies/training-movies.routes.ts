import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParam,
  MessageResponse,
  SERVER_MESSAGES,
  TrainingMovie,
  TrainingMovieBody,
  TrainingMovieList,
  TrainingMoviePublicList,
  TrainingMovieQuery,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './training-movies.service';

const tags = ['Trainings'];
const admin = { access: ACCESS.admin('content') };

/** /api/trainings-movies (spec §7): training films; a member gets the published ones of their audience with the player address only. */
export function trainingMovieRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/trainings-movies',
      {
        config: { access: ACCESS.signedIn },
        schema: {
          tags,
          summary: 'Filmy szkoleniowe: administrator — wszystkie (status, search); członek — opublikowane dla niego, od najnowszych',
          querystring: TrainingMovieQuery,
          response: { 200: z.union([TrainingMovieList, TrainingMoviePublicList]) },
        },
      },
      (req) =>
        authOf(req).space === 'admin'
          ? service.listForAdmin(deps.db, req.query)
          : service.listForMember(deps.db, authOf(req).userId, req.query),
    );

    app.get(
      '/api/trainings-movies/:id',
      {
        config: admin,
        schema: { tags, summary: 'Jeden film (administrator)', params: IdParam, response: { 200: TrainingMovie, ...errorResponses(404) } },
      },
      (req) => service.getForAdmin(deps.db, req.params.id),
    );

    app.post(
      '/api/trainings-movies',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje film (YouTube, Vimeo lub przesłany MP4)',
          body: TrainingMovieBody,
          response: { 201: TrainingMovie },
        },
      },
      async (req, reply) => reply.status(201).send(await service.create(deps.db, req.body)),
    );

    app.patch(
      '/api/trainings-movies/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia film',
          params: IdParam,
          body: TrainingMovieBody,
          response: { 200: TrainingMovie, ...errorResponses(404) },
        },
      },
      (req) => service.update(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/trainings-movies/:id',
      {
        config: admin,
        schema: { tags, summary: 'Usuwa film', params: IdParam, response: { 200: MessageResponse, ...errorResponses(404) } },
      },
      async (req) => {
        await service.remove(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}

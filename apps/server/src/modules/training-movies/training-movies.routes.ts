import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrainingMovie, TrainingMovieBody, TrainingMovieList, TrainingMoviePublicList, TrainingMovieQuery } from '@klub/contracts';
import { contentRoutes } from '../admin-content/admin-content';
import type { Deps } from '../../deps';
import * as service from './training-movies.service';

const tags = ['Trainings'];

/** /api/trainings-movies (spec §7): training films; a member gets the published ones of their audience with the player address only. */
export function trainingMovieRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    contentRoutes(app, {
      path: '/api/trainings-movies',
      tags,
      summary: {
        list: 'Filmy szkoleniowe: administrator — wszystkie (status, search); członek — opublikowane dla niego, od najnowszych',
        one: 'Jeden film (administrator)',
        create: 'Dodaje film (YouTube, Vimeo lub przesłany MP4)',
        update: 'Zmienia film',
        remove: 'Usuwa film',
      },
      schemas: {
        query: TrainingMovieQuery,
        list: z.union([TrainingMovieList, TrainingMoviePublicList]),
        one: TrainingMovie,
        item: TrainingMovie,
        body: TrainingMovieBody,
      },
      admin: { list: (query) => service.content.listForAdmin(deps.db, query), one: (id) => service.content.getForAdmin(deps.db, id) },
      member: { list: (userId, query) => service.listForMember(deps.db, userId, query) },
      create: (body) => service.content.create(deps.db, body),
      update: (id, body) => service.update(deps.db, id, body),
      remove: (id) => service.remove(deps.db, id),
    });
  };
}

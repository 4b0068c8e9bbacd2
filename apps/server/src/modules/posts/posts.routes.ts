import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Post, PostBody, PostList, PostPublic, PostQuery, PostSummaryList, POST_REQUEST_BYTES, type PostKind } from '@klub/contracts';
import { contentRoutes } from '../admin-content/admin-content';
import { sendJson } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import { content as contentOf } from './posts.queries';
import * as service from './posts.service';
import { dropContentCacheOnWrites } from '../../lib/content-cache';

/** A body of POST_BODY_MAX characters, each up to 4 bytes in JSON, fits. */
const bodyLimit = POST_REQUEST_BYTES;

/** What differs between the two kinds: the path and the words of the OpenAPI summaries. */
const KINDS: Record<PostKind, { path: string; tag: string; summary: { one: string; list: string } }> = {
  NEWS: { path: '/api/news', tag: 'News', summary: { one: 'aktualność', list: 'Aktualności' } },
  ARTICLE: { path: '/api/articles', tag: 'Articles', summary: { one: 'artykuł', list: 'Artykuły dla klientów' } },
  // Training news: the notice board of /trainings. A static path, so the router prefers it to /api/trainings/:id.
  TRAINING: {
    path: '/api/trainings/news',
    tag: 'Trainings',
    summary: { one: 'aktualność szkoleniowa', list: 'Aktualności szkoleniowe (tablica ogłoszeń)' },
  },
};

/**
 * /api/news, /api/articles and /api/trainings/news (spec §7): the same routes for every kind. A GET answers an admin
 * with every post and a member with what is published for them (the space of the token decides).
 */
export function postRoutes(deps: Deps, kind: PostKind): FastifyPluginAsyncZod {
  const {
    path,
    tag,
    summary: { one, list },
  } = KINDS[kind];
  const tags = [tag];
  return async (app) => {
    dropContentCacheOnWrites(app, deps.content);
    const content = contentOf[kind];
    contentRoutes(app, {
      path,
      tags,
      bodyLimit,
      summary: {
        list: `${list}: administrator — wszystkie (status, search); członek — opublikowane dla niego, od najnowszych`,
        one: `Jedna ${one}: członek — tylko opublikowana dla niego (otwarcie oznacza ją jako przeczytaną)`,
        create: `Dodaje: ${one}`,
        update: `Zmienia: ${one}`,
        remove: `Usuwa: ${one}`,
      },
      schemas: {
        query: PostQuery,
        list: z.union([PostSummaryList, PostList]),
        one: z.union([PostPublic, Post]),
        item: Post,
        body: PostBody,
      },
      admin: { list: (query) => content.listForAdmin(deps.db, query), one: (id) => content.getForAdmin(deps.db, id) },
      member: {
        list: async (userId, query, reply) =>
          sendJson(reply, await service.memberListJson(deps.db, deps.content, kind, userId, { ...query, status: undefined })),
        one: (userId, id) => service.openForMember(deps.db, deps.content, kind, userId, id),
      },
      create: (body) => content.create(deps.db, body),
      update: (id, body) => content.update(deps.db, id, body),
      remove: (id) => content.remove(deps.db, id),
    });
  };
}

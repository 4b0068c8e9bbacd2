import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParam,
  MessageResponse,
  Post,
  PostBody,
  PostList,
  PostPublic,
  PostQuery,
  PostSummaryList,
  POST_REQUEST_BYTES,
  SERVER_MESSAGES,
  type PostKind,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses, sendJson } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './posts.service';
import { dropContentCacheOnWrites } from '../../lib/content-cache';

const admin = { access: ACCESS.admin('content') };
/** A body of POST_BODY_MAX characters, each up to 4 bytes in JSON, fits. */
const bodyLimit = POST_REQUEST_BYTES;
const either = { access: ACCESS.signedIn };

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
    const isAdmin = (req: Parameters<typeof authOf>[0]) => authOf(req).space === 'admin';

    app.get(
      path,
      {
        config: either,
        schema: {
          tags,
          summary: `${list}: administrator — wszystkie (status, search); członek — opublikowane dla niego, od najnowszych`,
          querystring: PostQuery,
          response: { 200: z.union([PostSummaryList, PostList]) },
        },
      },
      async (req, reply) =>
        isAdmin(req)
          ? service.listForAdmin(deps.db, kind, req.query)
          : sendJson(
              reply,
              await service.memberListJson(deps.db, deps.content, kind, authOf(req).userId, { ...req.query, status: undefined }),
            ),
    );

    app.get(
      `${path}/:id`,
      {
        config: either,
        schema: {
          tags,
          summary: `Jedna ${one}: członek — tylko opublikowana dla niego (otwarcie oznacza ją jako przeczytaną)`,
          params: IdParam,
          response: { 200: z.union([PostPublic, Post]), ...errorResponses(404) },
        },
      },
      (req) =>
        isAdmin(req)
          ? service.getForAdmin(deps.db, kind, req.params.id)
          : service.openForMember(deps.db, deps.content, kind, authOf(req).userId, req.params.id),
    );

    app.post(
      path,
      { config: admin, bodyLimit, schema: { tags, summary: `Dodaje: ${one}`, body: PostBody, response: { 201: Post } } },
      async (req, reply) => reply.status(201).send(await service.create(deps.db, kind, req.body)),
    );

    app.patch(
      `${path}/:id`,
      {
        config: admin,
        bodyLimit,
        schema: { tags, summary: `Zmienia: ${one}`, params: IdParam, body: PostBody, response: { 200: Post, ...errorResponses(404) } },
      },
      (req) => service.update(deps.db, kind, req.params.id, req.body),
    );

    app.delete(
      `${path}/:id`,
      {
        config: admin,
        schema: { tags, summary: `Usuwa: ${one}`, params: IdParam, response: { 200: MessageResponse, ...errorResponses(404) } },
      },
      async (req) => {
        await service.remove(deps.db, kind, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}

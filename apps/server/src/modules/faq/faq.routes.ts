import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FaqBody,
  FaqGroup,
  FaqGroupBody,
  FaqGroupList,
  FaqGroupQuery,
  FaqPublicList,
  FaqQuestion,
  IdParam,
  MessageResponse,
  SERVER_MESSAGES,
} from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './faq.service';
import { dropContentCacheOnWrites } from '../../lib/content-cache';

const tags = ['FAQ'];
const admin = { access: ACCESS.admin('content') };

/** FAQ (spec §7 /api/faq and /api/faq/groups): admins write it, members read what is published for them. */
export function faqRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    dropContentCacheOnWrites(app, deps.content);
    app.get(
      '/api/faq',
      {
        config: { access: ACCESS.customer() },
        schema: { tags, summary: 'FAQ członka: opublikowane pytania dla niego, w grupach', response: { 200: FaqPublicList } },
      },
      (req) => service.readableFaq(deps.db, deps.content, req.auth!.userId),
    );

    app.get(
      '/api/faq/groups',
      {
        config: admin,
        schema: { tags, summary: 'Grupy FAQ z pytaniami (każdy status)', querystring: FaqGroupQuery, response: { 200: FaqGroupList } },
      },
      (req) => service.listGroups(deps.db, req.query),
    );

    app.post(
      '/api/faq/groups',
      {
        config: admin,
        schema: { tags, summary: 'Dodaje grupę FAQ', body: FaqGroupBody, response: { 201: FaqGroup, ...errorResponses(409) } },
      },
      async (req, reply) => reply.status(201).send(await service.createGroup(deps.db, req.body)),
    );

    app.get(
      '/api/faq/groups/:id',
      {
        config: admin,
        schema: { tags, summary: 'Grupa FAQ z pytaniami', params: IdParam, response: { 200: FaqGroup, ...errorResponses(404) } },
      },
      (req) => service.groupById(deps.db, req.params.id),
    );

    app.patch(
      '/api/faq/groups/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia grupę FAQ',
          params: IdParam,
          body: FaqGroupBody,
          response: { 200: FaqGroup, ...errorResponses(404, 409) },
        },
      },
      (req) => service.updateGroup(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/faq/groups/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa grupę FAQ z jej pytaniami',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        await service.deleteGroup(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );

    app.post(
      '/api/faq',
      { config: admin, schema: { tags, summary: 'Dodaje pytanie FAQ', body: FaqBody, response: { 201: FaqQuestion } } },
      async (req, reply) => reply.status(201).send(await service.createQuestion(deps.db, req.body)),
    );

    app.get(
      '/api/faq/:id',
      { config: admin, schema: { tags, summary: 'Pytanie FAQ', params: IdParam, response: { 200: FaqQuestion, ...errorResponses(404) } } },
      (req) => service.questionById(deps.db, req.params.id),
    );

    app.patch(
      '/api/faq/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia pytanie FAQ',
          params: IdParam,
          body: FaqBody,
          response: { 200: FaqQuestion, ...errorResponses(404) },
        },
      },
      (req) => service.updateQuestion(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/faq/:id',
      {
        config: admin,
        schema: { tags, summary: 'Usuwa pytanie FAQ', params: IdParam, response: { 200: MessageResponse, ...errorResponses(404) } },
      },
      async (req) => {
        await service.deleteQuestion(deps.db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}

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
import { created, ok, spec, withMessage } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './faq.service';
import { dropContentCacheOnWrites } from '../../lib/content-cache';

const tags = ['FAQ'];
const admin = { access: ACCESS.admin('content') };

/** FAQ (spec §7 /api/faq and /api/faq/groups): admins write it, members read what is published for them. */
export function faqRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    dropContentCacheOnWrites(app, deps.content);
    const getFaq = spec({ access: ACCESS.customer() }, tags, ok(FaqPublicList), {
      summary: 'FAQ członka: opublikowane pytania dla niego, w grupach',
    });
    app.get('/api/faq', getFaq, (req) => service.readableFaq(deps.db, deps.content, req.auth!.userId));

    const getFaqGroups = spec(admin, tags, ok(FaqGroupList), {
      summary: 'Grupy FAQ z pytaniami (każdy status)',
      querystring: FaqGroupQuery,
    });
    app.get('/api/faq/groups', getFaqGroups, (req) => service.listGroups(deps.db, req.query));

    const postFaqGroups = spec(admin, tags, created(FaqGroup, 409), { summary: 'Dodaje grupę FAQ', body: FaqGroupBody });
    app.post('/api/faq/groups', postFaqGroups, async (req, reply) => reply.status(201).send(await service.createGroup(deps.db, req.body)));

    const getFaqGroupsById = spec(admin, tags, ok(FaqGroup, 404), { summary: 'Grupa FAQ z pytaniami', params: IdParam });
    app.get('/api/faq/groups/:id', getFaqGroupsById, (req) => service.groupById(deps.db, req.params.id));

    const patchFaqGroupsById = spec(admin, tags, ok(FaqGroup, 404, 409), {
      summary: 'Zmienia grupę FAQ',
      params: IdParam,
      body: FaqGroupBody,
    });
    app.patch('/api/faq/groups/:id', patchFaqGroupsById, (req) => service.updateGroup(deps.db, req.params.id, req.body));

    const deleteFaqGroupsById = spec(admin, tags, ok(MessageResponse, 404), {
      summary: 'Usuwa grupę FAQ z jej pytaniami',
      params: IdParam,
    });
    app.delete('/api/faq/groups/:id', deleteFaqGroupsById, async (req) =>
      withMessage(service.deleteGroup(deps.db, req.params.id), SERVER_MESSAGES.deleted),
    );

    const postFaq = spec(admin, tags, created(FaqQuestion), { summary: 'Dodaje pytanie FAQ', body: FaqBody });
    app.post('/api/faq', postFaq, async (req, reply) => reply.status(201).send(await service.createQuestion(deps.db, req.body)));

    const getFaqById = spec(admin, tags, ok(FaqQuestion, 404), { summary: 'Pytanie FAQ', params: IdParam });
    app.get('/api/faq/:id', getFaqById, (req) => service.questionById(deps.db, req.params.id));

    const patchFaqById = spec(admin, tags, ok(FaqQuestion, 404), { summary: 'Zmienia pytanie FAQ', params: IdParam, body: FaqBody });
    app.patch('/api/faq/:id', patchFaqById, (req) => service.updateQuestion(deps.db, req.params.id, req.body));

    const deleteFaqById = spec(admin, tags, ok(MessageResponse, 404), { summary: 'Usuwa pytanie FAQ', params: IdParam });
    app.delete('/api/faq/:id', deleteFaqById, async (req) =>
      withMessage(service.deleteQuestion(deps.db, req.params.id), SERVER_MESSAGES.deleted),
    );
  };
}

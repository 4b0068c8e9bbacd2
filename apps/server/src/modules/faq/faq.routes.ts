import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FaqBody, FaqGroup, FaqGroupBody, FaqGroupList, FaqGroupQuery, FaqPublicList, FaqQuestion } from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import { crudRoutes } from '../../lib/crud-routes';
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

    crudRoutes(app, '/api/faq/groups', {
      tags,
      config: admin,
      item: FaqGroup,
      list: {
        summary: 'Grupy FAQ z pytaniami (każdy status)',
        answer: FaqGroupList,
        query: FaqGroupQuery,
        run: (query) => service.listGroups(deps.db, query),
      },
      create: { summary: 'Dodaje grupę FAQ', body: FaqGroupBody, errors: [409], run: (body) => service.createGroup(deps.db, body) },
      read: { summary: 'Grupa FAQ z pytaniami', run: (id) => service.groupById(deps.db, id) },
      update: {
        summary: 'Zmienia grupę FAQ',
        body: FaqGroupBody,
        errors: [409],
        run: (id, body) => service.updateGroup(deps.db, id, body),
      },
      remove: { summary: 'Usuwa grupę FAQ z jej pytaniami', run: (id) => service.deleteGroup(deps.db, id) },
    });

    crudRoutes(app, '/api/faq', {
      tags,
      config: admin,
      item: FaqQuestion,
      create: { summary: 'Dodaje pytanie FAQ', body: FaqBody, run: (body) => service.createQuestion(deps.db, body) },
      read: { summary: 'Pytanie FAQ', run: (id) => service.questionById(deps.db, id) },
      update: { summary: 'Zmienia pytanie FAQ', body: FaqBody, run: (id, body) => service.updateQuestion(deps.db, id, body) },
      remove: { summary: 'Usuwa pytanie FAQ', run: (id) => service.deleteQuestion(deps.db, id) },
    });
  };
}

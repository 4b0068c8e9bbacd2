import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GoldDoc,
  GoldDocBody,
  GoldMember,
  GoldMemberAssignBody,
  GoldMemberList,
  GoldMemberQuery,
  GoldSubgroup,
  GoldSubgroupBody,
  GroupUserParam,
  IdParam,
  MessageResponse,
  SERVER_MESSAGES,
  GoldDocQuery,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { created, ok, spec, withMessage } from '../../lib/route';
import type { Deps } from '../../deps';
import * as gold from './gold.service';

const tags = ['Gold group'];
const admin = { access: ACCESS.admin('program') };

/** The gold group (/api/gold-groups, /api/gold-docs); the rules are in gold.service.ts. */
export function goldRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    // ---- subgroups ----
    const getGoldGroups = spec(admin, tags, ok(z.array(GoldSubgroup)), { summary: 'Podgrupy grupy Gold (z liczbą członków i dokumentów)' });
    app.get('/api/gold-groups', getGoldGroups, () => gold.listSubgroups(db));

    const getGoldGroupsMembers = spec(admin, tags, ok(GoldMemberList), {
      summary: 'Członkowie grupy Gold (stronicowanie, filtr podgrupy: id lub none)',
      querystring: GoldMemberQuery,
    });
    app.get('/api/gold-groups/members', getGoldGroupsMembers, (req) => gold.listMembers(db, req.query));

    const patchGoldGroupsMembersByUserId = spec(admin, tags, ok(GoldMember, 404, 409), {
      summary: 'Przypisuje członka grupy Gold do podgrupy (null: bez podgrupy)',
      params: GroupUserParam,
      body: GoldMemberAssignBody,
    });
    app.patch('/api/gold-groups/members/:userId', patchGoldGroupsMembersByUserId, (req) =>
      gold.assignMemberSubgroup(db, req.params.userId, req.body),
    );

    const getGoldGroupsById = spec(admin, tags, ok(GoldSubgroup, 404), { summary: 'Podgrupa grupy Gold', params: IdParam });
    app.get('/api/gold-groups/:id', getGoldGroupsById, (req) => gold.subgroupOr404(db, req.params.id));

    const postGoldGroups = spec(admin, tags, created(GoldSubgroup, 409), { summary: 'Dodaje podgrupę grupy Gold', body: GoldSubgroupBody });
    app.post('/api/gold-groups', postGoldGroups, async (req, reply) => reply.status(201).send(await gold.createSubgroup(db, req.body)));

    const patchGoldGroupsById = spec(admin, tags, ok(GoldSubgroup, 404, 409), {
      summary: 'Zmienia podgrupę grupy Gold',
      params: IdParam,
      body: GoldSubgroupBody,
    });
    app.patch('/api/gold-groups/:id', patchGoldGroupsById, (req) => gold.updateSubgroup(db, req.params.id, req.body));

    const deleteGoldGroupsById = spec(admin, tags, ok(MessageResponse, 404, 409), {
      summary: 'Usuwa nieużywaną podgrupę (409, gdy należą do niej członkowie lub dokumenty)',
      params: IdParam,
    });
    app.delete('/api/gold-groups/:id', deleteGoldGroupsById, async (req) =>
      withMessage(gold.deleteSubgroup(db, req.params.id), SERVER_MESSAGES.deleted),
    );

    // ---- documents ----
    const getGoldDocs = spec(admin, tags, ok(z.array(GoldDoc)), { summary: 'Dokumenty grupy Gold (wszystkie)', querystring: GoldDocQuery });
    app.get('/api/gold-docs', getGoldDocs, (req) => gold.listAllDocs(db, req.query.subgroupId));

    const getGoldDocsMe = spec({ access: ACCESS.customer() }, tags, ok(z.array(GoldDoc)), {
      summary: 'Dokumenty dla zalogowanego członka grupy Gold (całej grupy i jego podgrupy)',
    });
    app.get('/api/gold-docs/me', getGoldDocsMe, (req) => gold.myDocs(db, authOf(req).userId));

    const getGoldDocsById = spec(admin, tags, ok(GoldDoc, 404), { summary: 'Jeden dokument grupy Gold', params: IdParam });
    app.get('/api/gold-docs/:id', getGoldDocsById, (req) => gold.getDoc(db, req.params.id));

    const postGoldDocs = spec(admin, tags, created(GoldDoc, 404), {
      summary: 'Dodaje dokument grupy Gold (plik przesłany wcześniej przez /api/files/upload)',
      body: GoldDocBody,
    });
    app.post('/api/gold-docs', postGoldDocs, async (req, reply) => reply.status(201).send(await gold.addDoc(db, req.body)));

    const deleteGoldDocsById = spec(admin, tags, ok(MessageResponse, 404), {
      summary: 'Usuwa dokument grupy Gold (i jego plik)',
      params: IdParam,
    });
    app.delete('/api/gold-docs/:id', deleteGoldDocsById, async (req) =>
      withMessage(gold.deleteDoc(db, req.params.id), SERVER_MESSAGES.deleted),
    );
  };
}

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
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as gold from './gold.service';

const tags = ['Gold group'];
const admin = { access: ACCESS.admin('program') };

/** The gold group (/api/gold-groups, /api/gold-docs); the rules are in gold.service.ts. */
export function goldRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    // ---- subgroups ----
    app.get(
      '/api/gold-groups',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Podgrupy grupy Gold (z liczbą członków i dokumentów)',
          response: { 200: z.array(GoldSubgroup) },
        },
      },
      () => gold.listSubgroups(db),
    );

    app.get(
      '/api/gold-groups/members',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Członkowie grupy Gold (stronicowanie, filtr podgrupy: id lub none)',
          querystring: GoldMemberQuery,
          response: { 200: GoldMemberList },
        },
      },
      (req) => gold.listMembers(db, req.query),
    );

    app.patch(
      '/api/gold-groups/members/:userId',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Przypisuje członka grupy Gold do podgrupy (null: bez podgrupy)',
          params: GroupUserParam,
          body: GoldMemberAssignBody,
          response: { 200: GoldMember, ...errorResponses(404, 409) },
        },
      },
      (req) => gold.assignMemberSubgroup(db, req.params.userId, req.body),
    );

    app.get(
      '/api/gold-groups/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Podgrupa grupy Gold',
          params: IdParam,
          response: { 200: GoldSubgroup, ...errorResponses(404) },
        },
      },
      (req) => gold.subgroupOr404(db, req.params.id),
    );

    app.post(
      '/api/gold-groups',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje podgrupę grupy Gold',
          body: GoldSubgroupBody,
          response: { 201: GoldSubgroup, ...errorResponses(409) },
        },
      },
      async (req, reply) => reply.status(201).send(await gold.createSubgroup(db, req.body)),
    );

    app.patch(
      '/api/gold-groups/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia podgrupę grupy Gold',
          params: IdParam,
          body: GoldSubgroupBody,
          response: { 200: GoldSubgroup, ...errorResponses(404, 409) },
        },
      },
      (req) => gold.updateSubgroup(db, req.params.id, req.body),
    );

    app.delete(
      '/api/gold-groups/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa nieużywaną podgrupę (409, gdy należą do niej członkowie lub dokumenty)',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await gold.deleteSubgroup(db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );

    // ---- documents ----
    app.get(
      '/api/gold-docs',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dokumenty grupy Gold (wszystkie)',
          querystring: GoldDocQuery,
          response: { 200: z.array(GoldDoc) },
        },
      },
      (req) => gold.listAllDocs(db, req.query.subgroupId),
    );

    app.get(
      '/api/gold-docs/me',
      {
        config: { access: ACCESS.customer() },
        schema: {
          tags,
          summary: 'Dokumenty dla zalogowanego członka grupy Gold (całej grupy i jego podgrupy)',
          response: { 200: z.array(GoldDoc) },
        },
      },
      (req) => gold.myDocs(db, authOf(req).userId),
    );

    app.post(
      '/api/gold-docs',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje dokument grupy Gold (plik przesłany wcześniej przez /api/files/upload)',
          body: GoldDocBody,
          response: { 201: GoldDoc, ...errorResponses(404) },
        },
      },
      async (req, reply) => reply.status(201).send(await gold.addDoc(db, req.body)),
    );

    app.delete(
      '/api/gold-docs/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa dokument grupy Gold (i jego plik)',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        await gold.deleteDoc(db, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}

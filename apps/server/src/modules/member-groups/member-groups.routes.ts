import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GroupMemberPage,
  GroupMemberParam,
  GroupMemberQuery,
  GroupMembersAdd,
  GroupMembersAdded,
  IdParam,
  MemberGroup,
  MemberGroupBody,
  MemberGroupPage,
  MemberGroupQuery,
  MessageResponse,
  SERVER_MESSAGES,
} from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './member-groups.service';

const tags = ['Member groups'];
const admin = { access: ACCESS.admin('members') };

/** Member groups (/api/groups): admins define them and who is in them; content audiences name them. */
export function memberGroupsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/groups',
      {
        // The audience picker of content and messages lists the groups too.
        config: { access: ACCESS.admin('members', { readIn: ['content', 'messages'] }) },
        schema: {
          tags,
          summary: 'Grupy członków (z liczbą członków): wyszukiwanie, stronicowanie',
          querystring: MemberGroupQuery,
          response: { 200: MemberGroupPage },
        },
      },
      (req) => service.listGroups(deps.db, req.query),
    );

    app.post(
      '/api/groups',
      {
        config: admin,
        schema: { tags, summary: 'Dodaje grupę członków', body: MemberGroupBody, response: { 201: MemberGroup, ...errorResponses(409) } },
      },
      async (req, reply) => reply.status(201).send(await service.createGroup(deps.db, req.body)),
    );

    app.get(
      '/api/groups/:id',
      {
        config: admin,
        schema: { tags, summary: 'Grupa członków', params: IdParam, response: { 200: MemberGroup, ...errorResponses(404) } },
      },
      (req) => service.groupById(deps.db, req.params.id),
    );

    app.patch(
      '/api/groups/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia nazwę i opis grupy',
          params: IdParam,
          body: MemberGroupBody,
          response: { 200: MemberGroup, ...errorResponses(404, 409) },
        },
      },
      (req) => service.updateGroup(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/groups/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa grupę (nie tę, do której są skierowane treści)',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await service.deleteGroup(deps, req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );

    app.get(
      '/api/groups/:id/members',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Członkowie grupy (ostatnio dodani najpierw): wyszukiwanie, stronicowanie',
          params: IdParam,
          querystring: GroupMemberQuery,
          response: { 200: GroupMemberPage, ...errorResponses(404) },
        },
      },
      (req) => service.listMembers(deps.db, req.params.id, req.query),
    );

    app.post(
      '/api/groups/:id/members',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje członków do grupy: wybranych (userIds) i po adresach e-mail (emails)',
          params: IdParam,
          body: GroupMembersAdd,
          response: { 200: GroupMembersAdded, ...errorResponses(404) },
        },
      },
      (req) => service.addMembers(deps, req.params.id, req.body),
    );

    app.delete(
      '/api/groups/:id/members/:userId',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa osobę z grupy',
          params: GroupMemberParam,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        await service.removeMember(deps, req.params.id, req.params.userId);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}

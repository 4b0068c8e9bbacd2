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
import { created, ok, spec, withMessage } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './member-groups.service';

const tags = ['Member groups'];
const admin = { access: ACCESS.admin('members') };

/** Member groups (/api/groups): admins define them and who is in them; content audiences name them. */
export function memberGroupsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getGroups = spec({ access: ACCESS.admin('members', { readIn: ['content', 'messages'] }) }, tags, ok(MemberGroupPage), {
      summary: 'Grupy członków (z liczbą członków): wyszukiwanie, stronicowanie',
      querystring: MemberGroupQuery,
    });
    app.get('/api/groups', getGroups, (req) => service.listGroups(deps.db, req.query));

    const postGroups = spec(admin, tags, created(MemberGroup, 409), { summary: 'Dodaje grupę członków', body: MemberGroupBody });
    app.post('/api/groups', postGroups, async (req, reply) => reply.status(201).send(await service.createGroup(deps.db, req.body)));

    const getGroupsById = spec(admin, tags, ok(MemberGroup, 404), { summary: 'Grupa członków', params: IdParam });
    app.get('/api/groups/:id', getGroupsById, (req) => service.groupById(deps.db, req.params.id));

    const patchGroupsById = spec(admin, tags, ok(MemberGroup, 404, 409), {
      summary: 'Zmienia nazwę i opis grupy',
      params: IdParam,
      body: MemberGroupBody,
    });
    app.patch('/api/groups/:id', patchGroupsById, (req) => service.updateGroup(deps.db, req.params.id, req.body));

    const deleteGroupsById = spec(admin, tags, ok(MessageResponse, 404, 409), {
      summary: 'Usuwa grupę (nie tę, do której są skierowane treści)',
      params: IdParam,
    });
    app.delete('/api/groups/:id', deleteGroupsById, async (req) =>
      withMessage(service.deleteGroup(deps, req.params.id), SERVER_MESSAGES.deleted),
    );

    const getGroupsByIdMembers = spec(admin, tags, ok(GroupMemberPage, 404), {
      summary: 'Członkowie grupy (ostatnio dodani najpierw): wyszukiwanie, stronicowanie',
      params: IdParam,
      querystring: GroupMemberQuery,
    });
    app.get('/api/groups/:id/members', getGroupsByIdMembers, (req) => service.listMembers(deps.db, req.params.id, req.query));

    const postGroupsByIdMembers = spec(admin, tags, ok(GroupMembersAdded, 404), {
      summary: 'Dodaje członków do grupy: wybranych (userIds) i po adresach e-mail (emails)',
      params: IdParam,
      body: GroupMembersAdd,
    });
    app.post('/api/groups/:id/members', postGroupsByIdMembers, (req) => service.addMembers(deps, req.params.id, req.body));

    const deleteGroupsByIdMembersByUserId = spec(admin, tags, ok(MessageResponse, 404), {
      summary: 'Usuwa osobę z grupy',
      params: GroupMemberParam,
    });
    app.delete('/api/groups/:id/members/:userId', deleteGroupsByIdMembersByUserId, async (req) =>
      withMessage(service.removeMember(deps, req.params.id, req.params.userId), SERVER_MESSAGES.deleted),
    );
  };
}

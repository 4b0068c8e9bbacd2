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
import { ok, spec, withMessage } from '../../lib/route';
import { crudRoutes } from '../../lib/crud-routes';
import type { Deps } from '../../deps';
import * as service from './member-groups.service';

const tags = ['Member groups'];
const admin = { access: ACCESS.admin('members') };

/** Member groups (/api/groups): admins define them and who is in them; content audiences name them. */
export function memberGroupsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    crudRoutes(app, '/api/groups', {
      tags,
      config: admin,
      item: MemberGroup,
      list: {
        summary: 'Grupy członków (z liczbą członków): wyszukiwanie, stronicowanie',
        config: { access: ACCESS.admin('members', { readIn: ['content', 'messages'] }) },
        answer: MemberGroupPage,
        query: MemberGroupQuery,
        run: (query) => service.listGroups(deps.db, query),
      },
      create: { summary: 'Dodaje grupę członków', body: MemberGroupBody, errors: [409], run: (body) => service.createGroup(deps.db, body) },
      read: { summary: 'Grupa członków', run: (id) => service.groupById(deps.db, id) },
      update: {
        summary: 'Zmienia nazwę i opis grupy',
        body: MemberGroupBody,
        errors: [409],
        run: (id, body) => service.updateGroup(deps.db, id, body),
      },
      remove: {
        summary: 'Usuwa grupę (nie tę, do której są skierowane treści)',
        errors: [409],
        run: (id) => service.deleteGroup(deps, id),
      },
    });

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

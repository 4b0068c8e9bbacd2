import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, MessageResponse, PointsEntry, PointsEntryBody, PointsGroup, PointsGroupBody } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import * as points from './points-table.service';

const tags = ['Points table'];

/** The points table: admins manage it; every signed-in user (both spaces) can read it. */
export function pointsTableRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const isAdmin = (req: Parameters<typeof authOf>[0]) => authOf(req).space === 'admin';

    const getPoints = spec({ access: ACCESS.signedIn }, tags, ok(z.array(PointsEntry)), {
      summary: 'Pakiety punktowe (klient: tylko aktualne)',
    });
    app.get('/api/points', getPoints, (req) => points.listPackages(deps.db, isAdmin(req)));

    const postPoints = spec({ access: ACCESS.admin('program') }, tags, ok(z.array(PointsEntry)), {
      summary: 'Dodaje pakiet; zwraca całą listę',
      body: PointsEntryBody,
    });
    app.post('/api/points', postPoints, (req) => points.createPackage(deps.db, req.body));

    const getPointsGroups = spec({ access: ACCESS.signedIn }, tags, ok(z.array(PointsGroup)), {
      summary: 'Grupy produktów (klient: tylko aktywne)',
    });
    app.get('/api/points/groups', getPointsGroups, (req) => points.listGroups(deps.db, isAdmin(req)));

    const getPointsGroupsById = spec({ access: ACCESS.signedIn }, tags, ok(PointsGroup, 404), {
      summary: 'Jedna grupa produktów (klient: tylko aktywna)',
      params: IdParam,
    });
    app.get('/api/points/groups/:id', getPointsGroupsById, (req) => points.getGroup(deps.db, req.params.id, isAdmin(req)));

    const postPointsGroups = spec({ access: ACCESS.admin('program') }, tags, ok(PointsGroup), {
      summary: 'Dodaje grupę',
      body: PointsGroupBody,
    });
    app.post('/api/points/groups', postPointsGroups, (req) => points.createGroup(deps.db, req.body));

    const patchPointsGroupsById = spec({ access: ACCESS.admin('program') }, tags, ok(PointsGroup, 404), {
      summary: 'Zmienia grupę',
      params: IdParam,
      body: PointsGroupBody,
    });
    app.patch('/api/points/groups/:id', patchPointsGroupsById, (req) => points.updateGroup(deps.db, req.params.id, req.body));

    const deletePointsGroupsById = spec({ access: ACCESS.admin('program') }, tags, ok(MessageResponse, 404), {
      summary: 'Usuwa grupę',
      params: IdParam,
    });
    app.delete('/api/points/groups/:id', deletePointsGroupsById, (req) => points.deleteGroup(deps.db, req.params.id));

    const getPointsById = spec({ access: ACCESS.signedIn }, tags, ok(PointsEntry, 404), {
      summary: 'Jeden pakiet punktowy (klient: tylko aktualny)',
      params: IdParam,
    });
    app.get('/api/points/:id', getPointsById, (req) => points.getPackage(deps.db, req.params.id, isAdmin(req)));

    const patchPointsById = spec({ access: ACCESS.admin('program') }, tags, ok(PointsEntry, 404), {
      summary: 'Zmienia pakiet',
      params: IdParam,
      body: PointsEntryBody,
    });
    app.patch('/api/points/:id', patchPointsById, (req) => points.updatePackage(deps.db, req.params.id, req.body));

    const deletePointsById = spec({ access: ACCESS.admin('program') }, tags, ok(MessageResponse, 404, 409), {
      summary: 'Usuwa pakiet bez kodów',
      params: IdParam,
    });
    app.delete('/api/points/:id', deletePointsById, (req) => points.deletePackage(deps.db, req.params.id));
  };
}

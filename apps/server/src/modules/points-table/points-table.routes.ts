import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, MessageResponse, PointsEntry, PointsEntryBody, PointsGroup, PointsGroupBody } from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as points from './points-table.service';

const tags = ['Points table'];

/** The points table: admins manage it; every signed-in user (both spaces) can read it. */
export function pointsTableRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const isAdmin = (req: Parameters<typeof authOf>[0]) => authOf(req).space === 'admin';

    app.get(
      '/api/points',
      {
        config: { access: ACCESS.signedIn },
        schema: {
          tags,
          summary: 'Pakiety punktowe (klient: tylko aktualne)',
          response: { 200: z.array(PointsEntry) },
        },
      },
      (req) => points.listPackages(deps.db, isAdmin(req)),
    );

    app.post(
      '/api/points',
      {
        config: { access: ACCESS.admin('program') },
        schema: {
          tags,
          summary: 'Dodaje pakiet; zwraca całą listę',
          body: PointsEntryBody,
          response: { 200: z.array(PointsEntry) },
        },
      },
      (req) => points.createPackage(deps.db, req.body),
    );

    app.get(
      '/api/points/groups',
      {
        config: { access: ACCESS.signedIn },
        schema: {
          tags,
          summary: 'Grupy produktów (klient: tylko aktywne)',
          response: { 200: z.array(PointsGroup) },
        },
      },
      (req) => points.listGroups(deps.db, isAdmin(req)),
    );

    app.post(
      '/api/points/groups',
      {
        config: { access: ACCESS.admin('program') },
        schema: { tags, summary: 'Dodaje grupę', body: PointsGroupBody, response: { 200: PointsGroup } },
      },
      (req) => points.createGroup(deps.db, req.body),
    );

    app.patch(
      '/api/points/groups/:id',
      {
        config: { access: ACCESS.admin('program') },
        schema: {
          tags,
          summary: 'Zmienia grupę',
          params: IdParam,
          body: PointsGroupBody,
          response: { 200: PointsGroup, ...errorResponses(404) },
        },
      },
      (req) => points.updateGroup(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/points/groups/:id',
      {
        config: { access: ACCESS.admin('program') },
        schema: { tags, summary: 'Usuwa grupę', params: IdParam, response: { 200: MessageResponse, ...errorResponses(404) } },
      },
      (req) => points.deleteGroup(deps.db, req.params.id),
    );

    app.patch(
      '/api/points/:id',
      {
        config: { access: ACCESS.admin('program') },
        schema: {
          tags,
          summary: 'Zmienia pakiet',
          params: IdParam,
          body: PointsEntryBody,
          response: { 200: PointsEntry, ...errorResponses(404) },
        },
      },
      (req) => points.updatePackage(deps.db, req.params.id, req.body),
    );

    app.delete(
      '/api/points/:id',
      {
        config: { access: ACCESS.admin('program') },
        schema: {
          tags,
          summary: 'Usuwa pakiet bez kodów',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      (req) => points.deletePackage(deps.db, req.params.id),
    );
  };
}

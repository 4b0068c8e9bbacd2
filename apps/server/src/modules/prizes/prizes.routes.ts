import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FavoriteBody,
  IdParam,
  MessageResponse,
  POINTS_ROLES,
  PrizeBody,
  PrizeDetails,
  PrizeGroup,
  PrizeGroupBody,
  PrizeGroupPatch,
  PrizeGroupTreeQuery,
  PrizeListQuery,
  PrizeListResponse,
  PrizePatch,
  SERVER_MESSAGES,
  PRIZE_MESSAGES,
  IdResponse,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses, sendJson } from '../../lib/route-schema';
import { AppError, notFound } from '../../errors';
import type { Deps } from '../../deps';
import { CatalogueCache } from './catalogue-cache';
import { catalogueReader, filterPrizes, listJson, pointsBand, type Scope } from './catalogue';
import { prizesService } from './prizes.service';
import { registerCatalogueSettingsRoutes } from './catalogue-settings.routes';

const tags = ['Prizes'];
const admin = { access: ACCESS.admin('orders') };
const signedIn = { access: ACCESS.signedIn };
const members = { access: ACCESS.customer(POINTS_ROLES) };
const NONE: ReadonlySet<number> = new Set();

/** Admins (admin token) see the whole catalogue; everyone else the public one. */
const scopeOf = (req: FastifyRequest): Scope => (authOf(req).space === 'admin' ? 'all' : 'public');

/**
 * Prize catalogue: `/api/prizes-groups` and `/api/prizes` (+ converter, thresholds, characteristics,
 * favourites, partner shops). Reads are served from an in-process cache dropped on every write
 * (catalogue-cache.ts); the hot reads send pre-serialised JSON.
 */
export function prizesRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const cache = new CatalogueCache(deps.bus);
    const reader = catalogueReader(deps.db, cache);
    const svc = prizesService(deps.db, deps.settings, cache, reader);
    /** The caller's favourite ids: only members with a points role have any. */
    const favouritesOf = (req: FastifyRequest) => {
      const auth = authOf(req);
      return auth.space === 'customer' && POINTS_ROLES.includes(auth.role) ? svc.favouriteIds(auth.userId) : Promise.resolve(NONE);
    };

    const peekFavouritesOf = (req: FastifyRequest): ReadonlySet<number> | undefined => {
      const auth = authOf(req);
      return auth.space === 'customer' && POINTS_ROLES.includes(auth.role) ? cache.peekFavourites(auth.userId) : NONE;
    };

    // ---- groups ----
    app.get(
      '/api/prizes-groups',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Drzewo grup nagród (subRows); klienci widzą aktywne, administrator z ?all=true wszystkie',
          querystring: PrizeGroupTreeQuery,
          response: { 200: z.array(PrizeGroup) },
        },
      },
      async (req, reply) => {
        const scope = scopeOf(req);
        if (req.query.all && scope !== 'all') throw new AppError('FORBIDDEN');
        const want = req.query.all ? 'all' : 'public';
        return sendJson(reply, reader.peekTreeJson(want) ?? (await reader.treeJson(want)));
      },
    );

    app.get(
      '/api/prizes-groups/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Jedna grupa nagród z podgrupami',
          params: IdParam,
          response: { 200: PrizeGroup, ...errorResponses(404) },
        },
      },
      async (req) => {
        const tree = JSON.parse(await reader.treeJson(scopeOf(req))) as PrizeGroup[];
        const find = (list: PrizeGroup[]): PrizeGroup | undefined => {
          for (const g of list) {
            if (g.id === req.params.id) return g;
            const hit = find(g.subRows);
            if (hit) return hit;
          }
          return undefined;
        };
        const group = find(tree);
        if (!group) throw notFound('prizeGroup');
        return group;
      },
    );

    app.post(
      '/api/prizes-groups',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje grupę nagród (parentId: podgrupa)',
          body: PrizeGroupBody,
          response: { 201: IdResponse },
        },
      },
      async (req, reply) => reply.status(201).send({ id: await svc.createGroup(req.body) }),
    );

    app.patch(
      '/api/prizes-groups/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia grupę nagród',
          params: IdParam,
          body: PrizeGroupPatch,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        await svc.updateGroup(req.params.id, req.body);
        return { message: PRIZE_MESSAGES.saved };
      },
    );

    app.delete(
      '/api/prizes-groups/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa pustą grupę (bez nagród i podgrup)',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await svc.deleteGroup(req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );

    // ---- prizes ----
    app.get(
      '/api/prizes',
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            'Nagrody (skip/take; groupId z podgrupami, thresholdId lub minPoints/maxPoints, search, shopNumber, isActive dla administratora)',
          querystring: PrizeListQuery,
          response: { 200: PrizeListResponse, ...errorResponses(404) },
        },
      },
      async (req, reply) => {
        // The hot path: cached index, cached favourite ids and no threshold → no await at all.
        const scope = scopeOf(req);
        const q = req.query;
        const index = reader.peekIndex(scope) ?? (await reader.index(scope));
        const favouriteIds = peekFavouritesOf(req) ?? (await favouritesOf(req));
        const band = q.thresholdId === undefined ? { min: q.minPoints, max: q.maxPoints } : await pointsBand(reader, q);
        const entries = filterPrizes(index, q, band, scope);
        return sendJson(reply, listJson(entries, q.skip, q.take, favouriteIds));
      },
    );

    app.get(
      '/api/prizes/favorites',
      {
        config: members,
        schema: {
          tags,
          summary: 'Ulubione nagrody członka (najwyżej 100, najnowsze najpierw)',
          response: { 200: PrizeListResponse },
        },
      },
      async (req, reply) => {
        const entries = await svc.favouriteEntries(authOf(req).userId);
        return sendJson(reply, listJson(entries, 0, entries.length, new Set(entries.map((e) => e.row.id))));
      },
    );

    app.post(
      '/api/prizes/favorite/add',
      {
        config: members,
        schema: {
          tags,
          summary: 'Dodaje nagrodę do ulubionych',
          body: FavoriteBody,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await svc.addFavourite(authOf(req).userId, req.body.prizeId);
        return { message: PRIZE_MESSAGES.favouriteAdded };
      },
    );

    app.post(
      '/api/prizes/favorite/remove',
      {
        config: members,
        schema: {
          tags,
          summary: 'Usuwa nagrodę z ulubionych',
          body: FavoriteBody,
          response: { 200: MessageResponse },
        },
      },
      async (req) => {
        await svc.removeFavourite(authOf(req).userId, req.body.prizeId);
        return { message: PRIZE_MESSAGES.favouriteRemoved };
      },
    );

    registerCatalogueSettingsRoutes(app, svc, reader);

    // ---- one prize (after the fixed paths above) ----
    app.get(
      '/api/prizes/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Nagroda z opisem i wariantami',
          params: IdParam,
          response: { 200: PrizeDetails, ...errorResponses(404) },
        },
      },
      async (req) => svc.details(req.params.id, scopeOf(req), await favouritesOf(req)),
    );

    app.post(
      '/api/prizes',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Dodaje nagrodę (bez pointsPrice: cena z plnPrice × przelicznik)',
          body: PrizeBody,
          response: { 201: PrizeDetails, ...errorResponses(409) },
        },
      },
      async (req, reply) => reply.status(201).send(await svc.details(await svc.createPrize(req.body), 'all', NONE)),
    );

    app.patch(
      '/api/prizes/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmienia nagrodę',
          params: IdParam,
          body: PrizePatch,
          response: { 200: PrizeDetails, ...errorResponses(404, 409) },
        },
      },
      async (req) => {
        await svc.updatePrize(req.params.id, req.body);
        return svc.details(req.params.id, 'all', NONE);
      },
    );

    app.delete(
      '/api/prizes/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usuwa nagrodę (zamówienia zachowują jej nazwę i cenę)',
          params: IdParam,
          response: { 200: MessageResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        await svc.deletePrize(req.params.id);
        return { message: SERVER_MESSAGES.deleted };
      },
    );
  };
}

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
import { sendJson } from '../../lib/route-schema';
import { created, ok, spec, withMessage } from '../../lib/route';
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
    const getPrizesGroups = spec(signedIn, tags, ok(z.array(PrizeGroup)), {
      summary: 'Drzewo grup nagród (subRows); klienci widzą aktywne, administrator z ?all=true wszystkie',
      querystring: PrizeGroupTreeQuery,
    });
    app.get('/api/prizes-groups', getPrizesGroups, async (req, reply) => {
      const scope = scopeOf(req);
      if (req.query.all && scope !== 'all') throw new AppError('FORBIDDEN');
      const want = req.query.all ? 'all' : 'public';
      return sendJson(reply, reader.peekTreeJson(want) ?? (await reader.treeJson(want)));
    });

    const getPrizesGroupsById = spec(signedIn, tags, ok(PrizeGroup, 404), { summary: 'Jedna grupa nagród z podgrupami', params: IdParam });
    app.get('/api/prizes-groups/:id', getPrizesGroupsById, async (req) => {
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
    });

    const postPrizesGroups = spec(admin, tags, created(IdResponse), {
      summary: 'Dodaje grupę nagród (parentId: podgrupa)',
      body: PrizeGroupBody,
    });
    app.post('/api/prizes-groups', postPrizesGroups, async (req, reply) => reply.status(201).send({ id: await svc.createGroup(req.body) }));

    const patchPrizesGroupsById = spec(admin, tags, ok(MessageResponse, 404), {
      summary: 'Zmienia grupę nagród',
      params: IdParam,
      body: PrizeGroupPatch,
    });
    app.patch('/api/prizes-groups/:id', patchPrizesGroupsById, async (req) =>
      withMessage(svc.updateGroup(req.params.id, req.body), PRIZE_MESSAGES.saved),
    );

    const deletePrizesGroupsById = spec(admin, tags, ok(MessageResponse, 404, 409), {
      summary: 'Usuwa pustą grupę (bez nagród i podgrup)',
      params: IdParam,
    });
    app.delete('/api/prizes-groups/:id', deletePrizesGroupsById, async (req) =>
      withMessage(svc.deleteGroup(req.params.id), SERVER_MESSAGES.deleted),
    );

    // ---- prizes ----
    const getPrizes = spec(signedIn, tags, ok(PrizeListResponse, 404), {
      summary:
        'Nagrody (skip/take; groupId z podgrupami, thresholdId lub minPoints/maxPoints, search, shopNumber, isActive dla administratora)',
      querystring: PrizeListQuery,
    });
    app.get('/api/prizes', getPrizes, async (req, reply) => {
      // The hot path: cached index, cached favourite ids and no threshold → no await at all.
      const scope = scopeOf(req);
      const q = req.query;
      const index = reader.peekIndex(scope) ?? (await reader.index(scope));
      const favouriteIds = peekFavouritesOf(req) ?? (await favouritesOf(req));
      const band = q.thresholdId === undefined ? { min: q.minPoints, max: q.maxPoints } : await pointsBand(reader, q);
      const entries = filterPrizes(index, q, band, scope);
      return sendJson(reply, listJson(entries, q.skip, q.take, favouriteIds));
    });

    const getPrizesFavorites = spec(members, tags, ok(PrizeListResponse), {
      summary: 'Ulubione nagrody członka (najwyżej 100, najnowsze najpierw)',
    });
    app.get('/api/prizes/favorites', getPrizesFavorites, async (req, reply) => {
      const entries = await svc.favouriteEntries(authOf(req).userId);
      return sendJson(reply, listJson(entries, 0, entries.length, new Set(entries.map((e) => e.row.id))));
    });

    const postPrizesFavoriteAdd = spec(members, tags, ok(MessageResponse, 404, 409), {
      summary: 'Dodaje nagrodę do ulubionych',
      body: FavoriteBody,
    });
    app.post('/api/prizes/favorite/add', postPrizesFavoriteAdd, async (req) =>
      withMessage(svc.addFavourite(authOf(req).userId, req.body.prizeId), PRIZE_MESSAGES.favouriteAdded),
    );

    const postPrizesFavoriteRemove = spec(members, tags, ok(MessageResponse), {
      summary: 'Usuwa nagrodę z ulubionych',
      body: FavoriteBody,
    });
    app.post('/api/prizes/favorite/remove', postPrizesFavoriteRemove, async (req) =>
      withMessage(svc.removeFavourite(authOf(req).userId, req.body.prizeId), PRIZE_MESSAGES.favouriteRemoved),
    );

    registerCatalogueSettingsRoutes(app, svc, reader);

    // ---- one prize (after the fixed paths above) ----
    const getPrizesById = spec(signedIn, tags, ok(PrizeDetails, 404), { summary: 'Nagroda z opisem i wariantami', params: IdParam });
    app.get('/api/prizes/:id', getPrizesById, async (req) => svc.details(req.params.id, scopeOf(req), await favouritesOf(req)));

    const postPrizes = spec(admin, tags, created(PrizeDetails, 409), {
      summary: 'Dodaje nagrodę (bez pointsPrice: cena z plnPrice × przelicznik)',
      body: PrizeBody,
    });
    app.post('/api/prizes', postPrizes, async (req, reply) =>
      reply.status(201).send(await svc.details(await svc.createPrize(req.body), 'all', NONE)),
    );

    const patchPrizesById = spec(admin, tags, ok(PrizeDetails, 404, 409), {
      summary: 'Zmienia nagrodę',
      params: IdParam,
      body: PrizePatch,
    });
    app.patch('/api/prizes/:id', patchPrizesById, async (req) => {
      await svc.updatePrize(req.params.id, req.body);
      return svc.details(req.params.id, 'all', NONE);
    });

    const deletePrizesById = spec(admin, tags, ok(MessageResponse, 404), {
      summary: 'Usuwa nagrodę (zamówienia zachowują jej nazwę i cenę)',
      params: IdParam,
    });
    app.delete('/api/prizes/:id', deletePrizesById, async (req) => withMessage(svc.deletePrize(req.params.id), SERVER_MESSAGES.deleted));
  };
}
